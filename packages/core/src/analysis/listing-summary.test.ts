import { describe, expect, it } from "vitest";
import { listingSummarySchema } from "../contracts/analysis";
import { fourplex, twelveUnits, unit } from "../testing/buildings";
import type { PropertyFacts } from "./deal-input";
import { listingSummaryFacts, MAX_HIGHLIGHTS, summarizeListing, unitMix, type ListingFacts } from "./listing-summary";

const maple = (overrides: Partial<ListingFacts> = {}): ListingFacts => ({
  ...twelveUnits(),
  nickname: "Maple Court",
  address: "12 Maple St",
  city: "Springfield",
  state: "IL",
  zip: "62701",
  ...overrides,
});
const elm = (overrides: Partial<PropertyFacts> = {}): ListingFacts => ({
  ...fourplex(overrides),
  nickname: null,
  address: "120 Elm Street",
  city: "Springfield",
  state: "IL",
  zip: null,
});

describe("summarizeListing: the 12-unit building", () => {
  // Rent in place 11,850/mo (x 12 = 142,200) from 11 occupied units: 11,850 / 11 = 1,077.27 on average.
  // $1,250,000 / 12 = $104,166.67 a unit; / 9,600 sq ft = $130.21. NOI 112,800 / 1,250,000 = 9.02% (no vacancy set).
  const s = summarizeListing(maple());

  it("states units, price, price per unit, year built, rents, average rent, unit mix, NOI and cap rate", () => {
    expect(s.summary).toBe(
      "Maple Court, 12 Maple St, Springfield, IL 62701: 12 units, built in 1962, listed at $1,250,000 ($104,167 per unit, $130.21 per sq ft). " +
        "Rent in place is $11,850 a month ($142,200 a year) from the 11 units with rent in place, an average of $1,077 per unit. " +
        "Unit mix: 1-bed × 4, 2-bed × 8; 1 vacant. NOI is $112,800 a year, a cap rate of 9.02%.",
    );
  });

  it("has 3 to 6 highlights, most important first", () => {
    expect(s.highlights).toEqual([
      "12 units at $1,250,000 ($104,167 per unit)",
      "Rent in place $11,850/mo ($142,200/yr)",
      "NOI $112,800/yr, a 9.02% cap rate",
      "Pro-forma rents 16.88% above rent in place",
      "1 vacant unit",
      "Built in 1962",
    ]);
    expect(listingSummarySchema.parse(s)).toEqual(s);
  });

  it("facts hold every number written and the key figures", () => {
    const facts = listingSummaryFacts(maple());
    for (const text of [s.summary, ...s.highlights]) {
      for (const n of text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []) expect(facts).toContain(Number(n.replaceAll(",", "")));
    }
    expect(facts).toEqual(expect.arrayContaining([1_250_000, 12, 1962, 9_600, 112_800, 9.02, 104_167, 130.21, 1_077]));
  });

  it("says when the rent roll lists fewer units than the building has", () => {
    expect(summarizeListing(maple({ unitCount: 14 })).summary).toContain("The rent roll lists 12 of the 14 units.");
  });
});

describe("summarizeListing: the fourplex and the edges", () => {
  it("fourplex: NOI after the vacancy allowance, other income as a highlight, no nickname", () => {
    const s = summarizeListing(elm());
    expect(s.summary).toBe(
      "120 Elm Street, Springfield, IL: 4 units, built in 1995, listed at $600,000 ($150,000 per unit, $150.00 per sq ft). " +
        "Rent in place is $6,000 a month ($72,000 a year) from the 4 units with rent in place, an average of $1,500 per unit. " +
        "Unit mix: 2-bed × 4. NOI is $46,740 a year after a 5% vacancy allowance, a cap rate of 7.79%.",
    );
    expect(s.highlights).toHaveLength(MAX_HIGHLIGHTS);
    expect(s.highlights.at(-1)).toBe("Other income $100/mo");
  });

  it("no price and no rent roll: says so, and still gives at least 3 highlights", () => {
    // Laundry 100 less 5% = 95/mo of income, less 1,900 of expenses: NOI -1,805/mo = -21,660/yr.
    const s = summarizeListing(elm({ price: 0, units: [] }));
    expect(s.summary).toBe(
      "120 Elm Street, Springfield, IL: 4 units, built in 1995, with no price entered. The rent roll is empty. " +
        "NOI is -$21,660 a year after a 5% vacancy allowance; the cap rate needs a price.",
    );
    expect(s.highlights.slice(0, 3)).toEqual([
      "No price entered",
      "No rent in place on the rent roll",
      "NOI -$21,660/yr; no cap rate without a price",
    ]);
    expect(listingSummaryFacts(elm({ price: 0, units: [] }))).toEqual(expect.arrayContaining([-21_660, 21_660]));
  });

  it("no unit count and no year built: a price without a per-unit figure", () => {
    const s = summarizeListing(elm({ unitCount: 0, yearBuilt: null, units: [], otherIncome: [] }));
    expect(s.summary.startsWith("120 Elm Street, Springfield, IL: no unit count, listed at $600,000.")).toBe(true);
    expect(s.highlights[0]).toBe("Listed at $600,000");
    expect(s.highlights.length).toBeGreaterThanOrEqual(3);
  });

  it("a rent roll with units but no rent in place", () => {
    expect(summarizeListing(elm({ units: [unit(1, 2, null)] })).summary).toContain(
      "No unit on the rent roll has rent in place.",
    );
  });
});

describe("unitMix", () => {
  it("groups by bedrooms, fewest first, studios as such and units without beds last", () => {
    expect(unitMix([unit(1, 2, 1), unit(2, null, 1), unit(3, 0, 1), unit(4, 1.5, 1), unit(5, 2, 1)])).toBe(
      "studio × 1, 1.5-bed × 1, 2-bed × 2, beds not stated × 1",
    );
  });
});
