import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyFactsArb } from "../testing/deal-arbitraries";
import { expense, fourplex, unit } from "../testing/buildings";
import { checkPlausibility, highFindings } from "./plausibility";

const codes = (p: Parameters<typeof checkPlausibility>[0]) => checkPlausibility(p).map((f) => [f.code, f.severity]);

/** The fourplex fixture: $600,000, $6,000 rent + $100 laundry, 5% vacancy, $1,900 expenses (OER 32.8%, cap 7.7%). */
describe("the plausibility guard", () => {
  it("finds nothing wrong with an ordinary fourplex", () => {
    expect(checkPlausibility(fourplex())).toEqual([]);
  });

  it("a $/SF column read as rents ($2.95) and an annual rent read as monthly ($18,000) are named", () => {
    const p = fourplex({ units: [unit(1, 2, 2.95), unit(2, 2, 18_000), unit(3, 2, 1_500), unit(4, 2, 1_500)] });
    const [finding] = checkPlausibility(p);
    expect(finding).toMatchObject({ code: "rent_out_of_band", severity: "high" });
    expect(finding?.message).toContain("2 rents are outside $200-$12,000 a month (Unit 1 $2.95, Unit 2 $18,000)");
  });

  it("rents that count up by $1 are ids (the Yardi export that became $7.9M a month)", () => {
    const ids = [100_234, 100_235, 100_236, 100_237];
    const p = fourplex({ units: ids.map((id, i) => unit(i + 1, 1, id)), price: 2_000_000 });
    expect(codes(p)).toContainEqual(["rents_look_like_ids", "high"]);
  });

  it("compares the rent roll with the document's printed total: 31% above is high, 3% is medium, 1% is fine", () => {
    // The fixture's rents add up to $6,000 a month.
    expect(codes({ ...fourplex(), printedRentRollMonthlyCents: 458_000 })).toContainEqual([
      "rent_roll_vs_printed_total",
      "high",
    ]);
    expect(codes({ ...fourplex(), printedRentRollMonthlyCents: 582_500 })).toContainEqual([
      "rent_roll_vs_printed_total",
      "medium",
    ]);
    expect(codes({ ...fourplex(), printedRentRollMonthlyCents: 594_000 })).toEqual([]);
    const message = checkPlausibility({ ...fourplex(), printedRentRollMonthlyCents: 458_000 })[0]?.message;
    expect(message).toBe(
      "The rent roll adds up to $6,000 a month but the document prints $4,580 (31% more): check for units read twice, summary rows or a missed page.",
    );
  });

  it("no expenses at all is high; an OER of 10% is medium; a 1060% cap rate is high", () => {
    // $5,795 NOI a month x 12 / $600,000 = 11.6%: overstated, but not out of band on its own.
    expect(codes(fourplex({ expenses: [] }))).toEqual([["no_expenses", "high"]]);
    expect(codes(fourplex({ expenses: [expense("Taxes", 580)] }))).toEqual([["oer_out_of_band", "medium"]]);
    const misread = codes(fourplex({ price: 6_500 }));
    expect(misread).toContainEqual(["cap_rate_out_of_band", "high"]);
    expect(misread).toContainEqual(["price_per_unit_out_of_band", "medium"]);
  });

  it("price per unit and per square foot far outside the band for the building's age", () => {
    // $60,000 for 4 units is $15,000 a unit: plausible for 1995? No: the floor for 1980 on is $25,000.
    expect(codes(fourplex({ price: 60_000 }))).toContainEqual(["price_per_unit_out_of_band", "medium"]);
    expect(codes(fourplex({ price: 60_000, yearBuilt: 1925 }))).not.toContainEqual([
      "price_per_unit_out_of_band",
      "medium",
    ]);
    expect(codes(fourplex({ squareFeet: 300 }))).toContainEqual(["price_per_sqft_out_of_band", "medium"]);
  });

  it("more unit rows than units", () => {
    expect(codes(fourplex({ unitCount: 3 }))).toContainEqual(["more_unit_rows_than_units", "high"]);
  });

  it("never throws, and puts high findings first, for any property", () => {
    fc.assert(
      fc.property(propertyFactsArb, (p) => {
        const findings = checkPlausibility(p);
        const firstMedium = findings.findIndex((f) => f.severity === "medium");
        if (firstMedium >= 0) expect(highFindings(findings.slice(firstMedium))).toEqual([]);
        for (const f of findings) expect(f.message.length).toBeGreaterThan(20);
      }),
      { numRuns: 300 },
    );
  });

  describe("against the area's Fair Market Rent (an optional baseline from the caller)", () => {
    // HUD Small Area FMR FY2024 for ZIP 78701 (Austin): 1 BR $2,460, 2 BR $2,890.
    const austin = { fmrByBeds: { 1: 2_460, 2: 2_890 }, label: "HUD Small Area FMR FY2024, ZIP 78701" };

    it("a 2-BR at $1,500 is 52% of the $2,890 FMR and a 2-BR at $8,500 is 2.9 times it: both are left alone", () => {
      const p = fourplex({ units: [unit(1, 2, 1_500), unit(2, 2, 8_500), unit(3, 2, 2_890), unit(4, 2, 2_890)] });
      expect(codes({ ...p, rentBaseline: austin })).not.toContainEqual(["rent_far_from_area_fmr", "medium"]);
    });

    it("a 2-BR at $1,100 (38% of $2,890) and one at $9,000 (3.1 times) are named, with the baseline's source", () => {
      const p = fourplex({ units: [unit(1, 2, 1_100), unit(2, 2, 9_000), unit(3, 2, 2_890), unit(4, 2, 2_890)] });
      const finding = checkPlausibility({ ...p, rentBaseline: austin }).find(
        (f) => f.code === "rent_far_from_area_fmr",
      );
      expect(finding?.severity).toBe("medium");
      expect(finding?.message).toBe(
        "2 rents are under 40% or over 3 times the area's Fair Market Rent for the bedroom count (Unit 1 (2 BR) $1,100 vs $2,890, Unit 2 (2 BR) $9,000 vs $2,890; HUD Small Area FMR FY2024, ZIP 78701): check the rent and the bedroom count.",
      );
    });

    it("without a baseline, or for a bedroom count it has no figure for, nothing is said", () => {
      const p = fourplex({ units: [unit(1, 2, 1_100), unit(2, 5, 900), unit(3, 2, 2_890), unit(4, null, 500)] });
      expect(codes(p)).not.toContainEqual(["rent_far_from_area_fmr", "medium"]);
      const only = checkPlausibility({ ...p, rentBaseline: austin }).find((f) => f.code === "rent_far_from_area_fmr");
      expect(only?.message).toContain("(Unit 1 (2 BR) $1,100 vs $2,890;");
    });
  });
});
