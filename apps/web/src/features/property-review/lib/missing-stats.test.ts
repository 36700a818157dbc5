import { describe, expect, it } from "vitest";
import { editAnnual, editMonthly } from "./amount-field";
import { emptyMissingStatsInput, findMissingStats, missingStatsPatch, type KeyFigures } from "./missing-stats";

const bare: KeyFigures = { price: 0, unitCount: 0, units: [], expenses: [] };
const unit = {
  unitNumber: "1",
  beds: 2,
  baths: 1,
  sqft: 800,
  monthlyRentCents: null,
  marketRentCents: null,
  vacant: false,
};

describe("findMissingStats", () => {
  it("flags price 0, no units, no rent in place and no expenses", () => {
    expect(findMissingStats(bare)).toEqual({ price: true, unitCount: true, rent: true, expenses: true });
  });

  it("sees nothing missing on a complete property", () => {
    const complete: KeyFigures = {
      price: 749_000,
      unitCount: 3,
      units: [{ ...unit, monthlyRentCents: 120_000 }],
      expenses: [
        {
          label: "Taxes",
          category: "Taxes",
          amountMonthlyCents: 85_875,
          source: "manual",
          sourcePage: null,
          sourceFile: null,
        },
      ],
    };
    expect(findMissingStats(complete)).toEqual({ price: false, unitCount: false, rent: false, expenses: false });
  });
});

describe("missingStatsPatch", () => {
  it("saves price, units, a single 'Total rent' row and the filled expense rows", () => {
    const input = {
      ...emptyMissingStatsInput(bare),
      price: "$749,000",
      unitCount: "3",
      totalRent: editMonthly("3,600"),
    };
    input.expenses = { ...input.expenses, Taxes: editAnnual("10,305"), Insurance: editMonthly("300") };
    const patch = missingStatsPatch(bare, input);
    expect(patch.price).toBe(749_000);
    expect(patch.unitCount).toBe(3);
    expect(patch.units).toEqual([expect.objectContaining({ unitNumber: "Total rent", monthlyRentCents: 360_000 })]);
    expect(patch.expenses?.map((e) => [e.label, e.category, e.amountMonthlyCents])).toEqual([
      ["Taxes", "Taxes", 85_875],
      ["Insurance", "Insurance", 30_000],
    ]);
  });

  it("fills rents into the existing rent roll instead of adding a total row", () => {
    const property: KeyFigures = { ...bare, units: [unit, { ...unit, unitNumber: "2" }] };
    const input = { ...emptyMissingStatsInput(property), unitRents: [editMonthly("1,000"), editMonthly("")] };
    expect(missingStatsPatch(property, input).units?.map((u) => u.monthlyRentCents)).toEqual([100_000, null]);
  });

  it("sends nothing when nothing was filled in", () => {
    expect(missingStatsPatch(bare, emptyMissingStatsInput(bare))).toEqual({});
  });

  it("never overwrites a figure that is not missing", () => {
    const priced = { ...bare, price: 500_000 };
    expect(missingStatsPatch(priced, { ...emptyMissingStatsInput(priced), price: "1" }).price).toBeUndefined();
  });
});
