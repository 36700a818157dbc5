import { describe, expect, it } from "vitest";
import { fourplexInput } from "../testing/api-fixtures";
import { bedsOfLabel, conflictsOfChange, underwritingConflicts } from "./underwriting-conflicts";

const fourplex = {
  price: 800_000,
  unitCount: 4,
  units: (fourplexInput().units ?? []).map((u) => ({ ...u, concessionMonthlyCents: null })),
  cashPurchase: false,
  downPaymentPct: 25,
  downPaymentAmt: null,
  irrAssumptions: null,
  underwriting: null,
} as unknown as Parameters<typeof underwritingConflicts>[0];

const type = (label: string | null, units: number) => ({
  label,
  units,
  budgetPerUnit: 1,
  rentPremiumMonthly: 1,
  downtimeMonths: 0,
});

describe("underwritingConflicts", () => {
  it("reads a unit type's bedrooms from how people write them", () => {
    expect(["2BR", "2 Bed / 1 Bath", "2 bd", "2-bed", "2/1"].map(bedsOfLabel)).toEqual([2, 2, 2, 2, 2]);
    expect(["Studio", "Efficiency", "Jr 1", "Renovated", null].map(bedsOfLabel)).toEqual([0, 0, null, null, null]);
  });

  it("a plan renovating more than the building, or more 3-bedrooms than the rent roll has, is a conflict", () => {
    const plan = (unitTypes: ReturnType<typeof type>[]) => ({
      ...fourplex,
      underwriting: { valueAdd: { unitTypes, commonAreaBudget: 0, unitsPerYear: 1 } },
    });
    expect(underwritingConflicts(plan([type("2BR", 4)]))).toEqual([]);
    expect(underwritingConflicts(plan([type(null, 3), type(null, 2)]))[0]?.message).toBe(
      "The value-add plan renovates 5 units; the building has 4.",
    );
    expect(underwritingConflicts(plan([type("3BR", 1)]))).toEqual([
      expect.objectContaining({ path: "underwriting.valueAdd.unitTypes.0.units" }),
    ]);
  });

  it("a refinance in or after the hold's last year, and loans above the price, are conflicts", () => {
    const refinance = (year: number) => ({
      ...fourplex,
      underwriting: { refinance: { year, ltvPct: 70, ratePct: 6 } },
    });
    expect(underwritingConflicts(refinance(9))).toEqual([]); // the default hold is 10 years
    expect(underwritingConflicts(refinance(10))[0]?.message).toContain("choose a year from 1 to 9");
    const loans = {
      ...fourplex,
      underwriting: {
        loans: [
          { amountPct: 80, ratePct: 6 },
          { amount: 200_000, ratePct: 5 },
        ],
      },
    };
    expect(underwritingConflicts(loans)[0]?.message).toBe(
      "The loans add up to $840,000, more than the $800,000 price.",
    );
    const downPayment = { ...fourplex, downPaymentPct: null, downPaymentAmt: 900_000 };
    expect(underwritingConflicts(downPayment)[0]?.path).toBe("downPaymentAmt");
    expect(underwritingConflicts({ ...downPayment, cashPurchase: true })).toEqual([]);
  });

  it("a change answers only for the conflicts made of the fields it sets", () => {
    const conflicts = underwritingConflicts({
      ...fourplex,
      underwriting: { refinance: { year: 12, ltvPct: 70, ratePct: 6 } },
    });
    expect(conflictsOfChange(conflicts, ["notes"])).toEqual([]);
    expect(conflictsOfChange(conflicts, ["irrAssumptions"])).toHaveLength(1);
  });
});
