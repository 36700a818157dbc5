import { describe, expect, it } from "vitest";
import { expenseItemSchema, otherIncomeItemSchema, unitSchema } from "../contracts/property-parts";
import { listCapRatePct, listRating, monthlyTotals, ratingTone } from "./property-totals";

const unit = (monthlyRentCents: number | null) => unitSchema.parse({ monthlyRentCents });
const income = (amountMonthlyCents: number) => otherIncomeItemSchema.parse({ label: "Laundry", amountMonthlyCents });
const expense = (amountMonthlyCents: number | null) => expenseItemSchema.parse({ label: "Taxes", amountMonthlyCents });

describe("monthly totals", () => {
  it("adds rents in place, other income and expenses, skipping blanks (a vacant unit has no rent)", () => {
    const totals = monthlyTotals(
      [unit(150_000), unit(null), unit(162_550)],
      [income(7_500)],
      [expense(85_875), expense(null)],
    );
    expect(totals).toEqual({ rentMonthlyCents: 312_550, otherIncomeMonthlyCents: 7_500, expensesMonthlyCents: 85_875 });
  });
});

describe("list cap rate (SPEC section 9: (rent + other income - expenses) x 12 / price x 100)", () => {
  it("4 units at $1,500 + $100 laundry - $2,100 expenses = $4,000 x 12 / $800,000 = 6%", () => {
    const totals = monthlyTotals(
      [unit(150_000), unit(150_000), unit(150_000), unit(150_000)],
      [income(10_000)],
      [expense(210_000)],
    );
    expect(listCapRatePct(totals, 800_000)).toBeCloseTo(6, 10);
  });

  it("612 S Broad St as printed: $6,525 income - $1,543.08 expenses (of $18,517/yr) on $749,000 = 7.98%", () => {
    const totals = { rentMonthlyCents: 652_500, otherIncomeMonthlyCents: 0, expensesMonthlyCents: 154_308 };
    expect(listCapRatePct(totals, 749_000)).toBeCloseTo(7.9817, 3);
  });

  it("is null when the price is 0 or negative", () => {
    const totals = { rentMonthlyCents: 100_000, otherIncomeMonthlyCents: 0, expensesMonthlyCents: 0 };
    expect(listCapRatePct(totals, 0)).toBeNull();
    expect(listCapRatePct(totals, -5)).toBeNull();
  });

  it("can be negative when expenses exceed income", () => {
    expect(
      listCapRatePct({ rentMonthlyCents: 0, otherIncomeMonthlyCents: 0, expensesMonthlyCents: 100_000 }, 120_000),
    ).toBeCloseTo(-10, 10);
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
