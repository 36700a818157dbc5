import { describe, expect, it } from "vitest";
import { expenseItemSchema, otherIncomeItemSchema, unitSchema } from "../contracts/property-parts";
import {
  expense as fixtureExpense,
  fourplex,
  otherIncome as fixtureIncome,
  unit as fixtureUnit,
} from "../testing/buildings";
import { dealOfProperty, type PropertyFacts } from "../analysis/deal-input";
import { listRating, monthlyTotals, ratingTone } from "./property-totals";

const unit = (monthlyRentCents: number | null) => unitSchema.parse({ monthlyRentCents });
const income = (amountMonthlyCents: number) => otherIncomeItemSchema.parse({ label: "Laundry", amountMonthlyCents });
const expense = (amountMonthlyCents: number | null) => expenseItemSchema.parse({ label: "Taxes", amountMonthlyCents });

describe("monthly totals", () => {
  it("a vacant unit's rent is asked, not collected: it counts 0 even when one is stored", () => {
    const vacant = unitSchema.parse({ monthlyRentCents: 150_000, vacant: true });
    expect(monthlyTotals([unit(150_000), vacant], [], []).rentMonthlyCents).toBe(150_000);
  });

  it("adds rents in place, other income and expenses, skipping blanks (a vacant unit has no rent)", () => {
    const totals = monthlyTotals(
      [unit(150_000), unit(null), unit(162_550)],
      [income(7_500)],
      [expense(85_875), expense(null)],
    );
    expect(totals).toEqual({ rentMonthlyCents: 312_550, otherIncomeMonthlyCents: 7_500, expensesMonthlyCents: 85_875 });
  });
});

describe("the list's cap rate is the deal model's: (rent in place + other income - vacancy - expenses) x 12 / price", () => {
  const building = (overrides: Partial<PropertyFacts>) =>
    fourplex({ vacancyPct: null, irrAssumptions: null, cashPurchase: true, ...overrides });

  it("4 units at $1,500 + $100 laundry - $2,100 expenses = $4,000 x 12 / $800,000 = 6%", () => {
    const p = building({
      price: 800_000,
      units: [1, 2, 3, 4].map((n) => fixtureUnit(n, 2, 1_500)),
      otherIncome: [fixtureIncome("Laundry", 100)],
      expenses: [fixtureExpense("Taxes", 2_100)],
    });
    expect(dealOfProperty(p).metrics.capRatePct).toBeCloseTo(6, 10);
  });

  it("a vacant unit that still carries $1,500 counts 0: $4,500 + $100 - $2,100 = $2,500 x 12 / $800,000 = 3.75%", () => {
    const p = building({
      price: 800_000,
      units: [...[1, 2, 3].map((n) => fixtureUnit(n, 2, 1_500)), fixtureUnit(4, 2, 1_500, null, true)],
      otherIncome: [fixtureIncome("Laundry", 100)],
      expenses: [fixtureExpense("Taxes", 2_100)],
    });
    expect(monthlyTotals(p.units, p.otherIncome, p.expenses).rentMonthlyCents).toBe(450_000);
    expect(dealOfProperty(p).monthly.noi).toBe(2_500);
    expect(dealOfProperty(p).metrics.capRatePct).toBeCloseTo(3.75, 10);
  });

  it("counts the vacancy allowance, as Financials does: 5% of $6,100 off $4,000 = $3,695 x 12 / $800,000 = 5.5425%", () => {
    const p = building({
      price: 800_000,
      vacancyPct: 5,
      units: [1, 2, 3, 4].map((n) => fixtureUnit(n, 2, 1_500)),
      otherIncome: [fixtureIncome("Laundry", 100)],
      expenses: [fixtureExpense("Taxes", 2_100)],
    });
    expect(dealOfProperty(p).metrics.capRatePct).toBeCloseTo(5.5425, 10);
  });

  it("is null with no price, and negative when expenses exceed income", () => {
    expect(dealOfProperty(building({ price: 0 })).metrics.capRatePct).toBeNull();
    const losing = building({ price: 120_000, units: [], otherIncome: [], expenses: [fixtureExpense("Taxes", 1_000)] });
    expect(dealOfProperty(losing).metrics.capRatePct).toBeCloseTo(-10, 10);
  });
});

describe("list rating (SPEC section 9)", () => {
  it("averages my three ratings: (8 + 6.5 + 7) / 3 = 7.1667", () => {
    expect(listRating({ overall: 8, condition: 6.5, value: 7 }, 3)).toBeCloseTo(7.1667, 4);
  });
  it("falls back to the AI overall rating while I have not rated", () => {
    expect(listRating({ overall: 0, condition: 0, value: 0 }, 6.2)).toBe(6.2);
    expect(listRating({ overall: 0, condition: 0, value: 0 }, null)).toBeNull();
  });
  it("is red at 5 or below, green above", () => {
    expect(ratingTone(5)).toBe("bad");
    expect(ratingTone(5.5)).toBe("good");
  });
});
