import { describe, expect, it } from "vitest";
import { compsResultSchema, type Comp, type CompDataSource, type CompsUnitType } from "../contracts/analysis";
import { unitSchema, type Unit } from "../contracts/property-parts";
import { compsFacts, median, summarizeComps, unitTypeLabel, unitTypesOfRentRoll } from "./comps-summary";
import { numbersInText } from "./format";

const unit = (fields: Partial<Unit>): Unit => unitSchema.parse(fields);

const comp = (beds: number | null, baths: number | null, rent: number, extra: Partial<Comp> = {}): Comp => ({
  source: "rentcast",
  unit_type: unitTypeLabel(beds, baths),
  beds,
  baths,
  sqft: null,
  rent,
  address: null,
  distance_miles: null,
  note: null,
  ...extra,
});

const twoBed: CompsUnitType = { label: "2 Bed / 1 Bath", beds: 2, baths: 1, sqft: 850, current_rent: 1400 };
const sources: CompDataSource[] = [{ id: "rentcast", name: "RentCast", count: 6, note: null }];

const summarize = (unitTypes: CompsUnitType[], comps: Comp[], fmrByBeds?: Record<number, number>) =>
  summarizeComps({
    unitTypes,
    comps,
    fmrByBeds,
    zip: "90250",
    radiusMiles: 3,
    asOf: "2026-11-22",
    dataSources: sources,
  });

describe("unit types of a rent roll", () => {
  it("groups units by beds and baths, fewest beds first, averaging rent in place (vacant and $0 units excluded) and size", () => {
    const types = unitTypesOfRentRoll([
      unit({ beds: 3, baths: 2, sqft: 1050, monthlyRentCents: 99_500 }),
      unit({ beds: 2, baths: 1, sqft: 840, monthlyRentCents: 77_000 }),
      unit({ beds: 2, baths: 1, sqft: 860, monthlyRentCents: 89_500 }),
      unit({ beds: 2, baths: 1, sqft: null, monthlyRentCents: null, vacant: true, marketRentCents: 95_000 }),
      unit({ beds: 2, baths: 1, sqft: null, monthlyRentCents: 0 }),
      unit({ beds: 0, baths: 1, sqft: 450, monthlyRentCents: 106_400 }),
    ]);
    expect(types).toEqual([
      { label: "Studio / 1 Bath", beds: 0, baths: 1, sqft: 450, current_rent: 1064 },
      // (770 + 895) / 2 = 832.50 -> $833; sizes (840 + 860) / 2 = 850
      { label: "2 Bed / 1 Bath", beds: 2, baths: 1, sqft: 850, current_rent: 833 },
      { label: "3 Bed / 2 Bath", beds: 3, baths: 2, sqft: 1050, current_rent: 995 },
    ]);
  });

  it("gives a type whose units are all vacant no current rent, and puts units without a bed count last", () => {
    const types = unitTypesOfRentRoll([
      unit({ beds: null, baths: null, monthlyRentCents: 50_000 }),
      unit({ beds: 1, baths: 1, vacant: true }),
    ]);
    expect(types.map((t) => [t.label, t.current_rent, t.sqft])).toEqual([
      ["1 Bed / 1 Bath", null, null],
      ["Units", 500, null],
    ]);
  });
});

describe("median", () => {
  it("is the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([1900, 1450, 1600])).toBe(1600);
    expect(median([1450, 1500, 1550, 1900])).toBe(1525);
    expect(median([])).toBeNull();
  });
});

describe("summarizing comps", () => {
  const sixTwoBeds = [1450, 1500, 1525, 1525, 1600, 1900].map((rent) => comp(2, 1, rent));

  it("2 Bed at $1,400 against six comps (median $1,525): (1400 - 1525) / 1525 = -8.2%, low $1,450, high $1,900", () => {
    const result = summarize([twoBed], [...sixTwoBeds, comp(3, 2, 2400)], { 2: 1300, 3: 1700 });
    expect(compsResultSchema.parse(result)).toEqual(result);
    expect(result.summary_json.summary_table).toEqual([
      {
        unit_type: "2 Bed / 1 Bath",
        beds: 2,
        median_rent: 1525,
        low: 1450,
        high: 1900,
        pct_vs_current: -8.2,
        current_rent: 1400,
        comp_count: 6,
        fmr_floor: 1300,
      },
    ]);
    expect(result.summary_json.header.unit_ranges).toEqual(["2 Bed / 1 Bath: $1,450–$1,900"]);
    expect(result.summary_json.explanations).toEqual([
      "Your 2 Bed / 1 Bath units rent for $1,400, 8.2% below the median of $1,525 across 6 comps; HUD's Fair Market Rent floor for 2 bedrooms is $1,300.",
    ]);
    expect(result.header_text).toBe("7 comps near ZIP 90250: 2 Bed / 1 Bath median $1,525, yours 8.2% below.");
    expect(result.summary_json.meta).toEqual({
      zip: "90250",
      radius_miles: 3,
      as_of: "2026-11-22",
      data_sources: sources,
    });
  });

  it("uses only same-bath comps when at least three have the bath count, otherwise every comp with the bed count", () => {
    const withTwoBaths = [comp(2, 2, 2000), comp(2, 2, 2100)];
    const few = summarize([twoBed], [comp(2, 1, 1500), comp(2, 1, 1600), ...withTwoBaths]);
    expect(few.summary_json.summary_table[0]).toMatchObject({ comp_count: 4, median_rent: 1800 });

    const enough = summarize([twoBed], [comp(2, 1, 1500), comp(2, 1, 1600), comp(2, 1, 1700), ...withTwoBaths]);
    expect(enough.summary_json.summary_table[0]).toMatchObject({ comp_count: 3, median_rent: 1600, high: 1700 });
  });

  it("never borrows comps from another bed count: a 3 Bed without 3 Bed comps has no median", () => {
    const threeBed: CompsUnitType = { label: "3 Bed / 2 Bath", beds: 3, baths: 2, sqft: null, current_rent: 995 };
    const result = summarize([threeBed], sixTwoBeds);
    expect(result.summary_json.summary_table[0]).toMatchObject({
      median_rent: null,
      low: null,
      high: null,
      pct_vs_current: null,
      comp_count: 0,
    });
    expect(result.summary_json.header.unit_ranges).toEqual([]);
    expect(result.summary_json.explanations).toEqual([
      "No comparable rents were found for your 3 Bed / 2 Bath units (rent in place $995).",
    ]);
    expect(result.header_text).toBe("6 comps near ZIP 90250: 3 Bed / 2 Bath no comps.");
  });

  it("compares a unit type without a bed count only with comps of the same label", () => {
    const units: CompsUnitType = { label: "Units", beds: null, baths: null, sqft: null, current_rent: 900 };
    const result = summarize([units], [comp(null, null, 1000), comp(1, 1, 1200)]);
    expect(result.summary_json.summary_table[0]).toMatchObject({
      comp_count: 1,
      median_rent: 1000,
      pct_vs_current: -10,
      fmr_floor: null,
    });
  });

  it("says so when the unit type has no rent in place, and when no comps were found at all", () => {
    const vacantType = { ...twoBed, current_rent: null };
    const noRent = summarize([vacantType], sixTwoBeds);
    expect(noRent.summary_json.explanations[0]).toBe(
      "No rent in place is recorded for your 2 Bed / 1 Bath units; comps have a median of $1,525 across 6 comps ($1,450–$1,900).",
    );
    expect(summarize([twoBed], []).header_text).toBe("No comparable rents were found near ZIP 90250.");
  });

  it("rents at the median read as 'at the median', and a studio's HUD floor is for studios", () => {
    const studio: CompsUnitType = { label: "Studio / 1 Bath", beds: 0, baths: 1, sqft: null, current_rent: 1200 };
    const result = summarize([studio], [comp(0, 1, 1100), comp(0, 1, 1200), comp(0, 1, 1300)], { 0: 1150 });
    expect(result.summary_json.explanations[0]).toBe(
      "Your Studio / 1 Bath units rent for $1,200, at the median of $1,200 across 3 comps; HUD's Fair Market Rent floor for studios is $1,150.",
    );
  });
});

describe("comps facts", () => {
  it("hold every number written in the header, the ranges and the explanations, and the table's figures", () => {
    const result = summarize(
      [twoBed],
      [1450, 1500, 1550, 1900].map((rent) => comp(2, 1, rent, { distance_miles: 0.8 })),
      { 2: 1300 },
    );
    const facts = compsFacts(result);
    const written = [
      result.header_text,
      ...result.summary_json.header.unit_ranges,
      ...result.summary_json.explanations,
    ].flatMap(numbersInText);
    for (const n of written) expect(facts).toContain(n);
    // median 1525, (1400 - 1525) / 1525 = -8.2%, and the $125 gap a narrator may mention
    expect(facts).toEqual(expect.arrayContaining([1525, -8.2, 8.2, 125, 0.8, 1300, 3]));
  });
});
