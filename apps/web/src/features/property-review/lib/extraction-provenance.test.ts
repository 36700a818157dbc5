import { describe, expect, it } from "vitest";
import { describeCheck, describeSource, failedCheck, readProvenance } from "./extraction-provenance";
import { extractionToReviewForm, readRentRows } from "./extraction-to-review-form";
import { reviewFormToCreateInput } from "./review-form-to-create-input";

const SOURCE = { file: "om.pdf", page: 5, line: "12  2 Bed / 1 Bath  850  $1,240" };
const EXTRACTION = {
  address: "12 Oak St",
  units_total: 3,
  units: [],
  unit_mix: [
    {
      unit_type: "2 Bed / 1 Bath",
      beds: 2,
      baths: 1,
      count: 2,
      sqft: 850,
      avg_rent: 1240,
      market_rent: 1350,
      source: SOURCE,
    },
    { unit_type: "Studio", beds: 0, baths: 1, count: 1, sqft: 450, avg_rent: 899.5, market_rent: null, source: SOURCE },
  ],
  sources: {
    address: { file: "om.pdf", page: 1, line: "12 Oak St, Dayton, OH 45402" },
    price: { file: "om.pdf", page: 2 },
  },
  checks: [
    { key: "unit_count", label: "Units", printed: 3, computed: 3, difference: 0, ok: true, source: SOURCE },
    {
      key: "total_expenses_annual",
      label: "Total expenses (annual)",
      printed: 52000,
      computed: 51250.5,
      difference: 749.5,
      ok: false,
      source: { file: "t12.pdf", page: 2, line: null },
    },
  ],
};

describe("where extracted values came from", () => {
  it("reads each fact's source and the checks; an old extraction without them reads as none", () => {
    const provenance = readProvenance(EXTRACTION);
    expect(provenance.facts.address).toEqual({ file: "om.pdf", page: 1, line: "12 Oak St, Dayton, OH 45402" });
    expect(provenance.facts.price).toEqual({ file: "om.pdf", page: 2, line: null });
    expect(provenance.checks.map((c) => [c.key, c.ok])).toEqual([
      ["unit_count", true],
      ["total_expenses_annual", false],
    ]);
    expect(readProvenance({ address: "1 Elm St", units: [] })).toEqual({
      facts: {},
      checks: [],
      unitMix: [],
      portfolio: [],
    });
    expect(readProvenance({ sources: { address: { file: "", page: 0 } }, checks: [{ key: "bogus" }] })).toEqual({
      facts: {},
      checks: [],
      unitMix: [],
      portfolio: [],
    });
  });

  it("says where a value was printed, and how far a total is off", () => {
    expect(describeSource(SOURCE)).toBe('om.pdf, page 5: "12  2 Bed / 1 Bath  850  $1,240"');
    expect(describeSource({ file: "om.pdf", page: 2, line: null })).toBe("om.pdf, page 2");
    const failed = failedCheck(readProvenance(EXTRACTION), "total_expenses_annual");
    expect(failed && describeCheck(failed)).toBe(
      "Total expenses (annual): the document prints $52,000 (t12.pdf, page 2) but the rows add up to $51,250.50; off by $749.50.",
    );
    expect(failedCheck(readProvenance(EXTRACTION), "unit_count")).toBeUndefined();
  });

  it("with no rent roll, the unit mix makes one row per unit, marked, and Create sends them as from the unit mix", () => {
    const form = extractionToReviewForm(EXTRACTION);
    expect(
      form.units.map((u) => [u.unitNumber, u.beds, u.sqft, u.rent.monthlyCents, u.marketRentCents, u.fromMix]),
    ).toEqual([
      ["2 Bed / 1 Bath #1", "2", "850", 124_000, 135_000, true],
      ["2 Bed / 1 Bath #2", "2", "850", 124_000, 135_000, true],
      ["Studio #1", "0", "450", 89_950, null, true],
    ]);
    expect(form.units[0]?.source).toEqual(SOURCE);
    const units = reviewFormToCreateInput(form).units;
    expect((units ?? []).map((u) => u.source)).toEqual(["unit_mix", "unit_mix", "unit_mix"]);
  });

  it("a rent roll wins over the mix: its rows are kept and carry their own printed line", () => {
    const form = extractionToReviewForm({
      ...EXTRACTION,
      units: [{ unit_number: "101", rent: 1200, source_file: "rr.pdf", source_page: 1, source_line: "101  $1,200" }],
    });
    expect(form.units.map((u) => [u.unitNumber, u.fromMix])).toEqual([
      ["101", false],
      ["", false],
      ["", false],
    ]);
    expect(form.units[0]?.source).toEqual({ file: "rr.pdf", page: 1, line: "101  $1,200" });
    expect(reviewFormToCreateInput(form).units?.[0]?.source).toBeUndefined();
  });
});

describe("a portfolio export on the review", () => {
  const unit = (unit_number: string, rent: number) => ({
    unit_number,
    rent,
    beds: 1,
    baths: 1,
    sqft: 600,
    vacant: false,
  });
  const answer = {
    units: [unit("1", 1000), unit("2", 1100)],
    portfolio: [
      { name: "Oak", units: 2, unit_rows: [unit("1", 1000), unit("2", 1100)] },
      { name: "Elm", units: 1, unit_rows: [unit("E1", 900)] },
      { name: "Broken", units: 0, unit_rows: "not a list" },
    ],
  };

  it("lists each property with its own rows, which become review rows in dollars", () => {
    const { portfolio } = readProvenance(answer);
    expect(portfolio.map((p) => [p.name, p.unitRows.length])).toEqual([
      ["Oak", 2],
      ["Elm", 1],
    ]);
    const rows = readRentRows(portfolio[1]?.unitRows ?? []);
    expect(rows.map((r) => [r.unitNumber, r.rent.monthlyCents])).toEqual([["E1", 90_000]]);
  });

  it("is empty for an answer with no portfolio", () => {
    expect(readProvenance({ units: [] }).portfolio).toEqual([]);
  });
});
