import type { ExpenseItem, MyRatings, OtherIncomeItem, Unit } from "../contracts/property-parts";

export type MonthlyTotals = { rentMonthlyCents: number; otherIncomeMonthlyCents: number; expensesMonthlyCents: number };

const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

/**
 * A unit's rent in place per month, in cents: none for a vacant unit (its rent, if any, is asked, not
 * collected; it stays on the unit as the pro forma's). The one rule every screen and analysis counts by.
 */
export const rentInPlaceCents = (unit: Pick<Unit, "vacant" | "monthlyRentCents">): number =>
  unit.vacant ? 0 : (unit.monthlyRentCents ?? 0);

/** Monthly totals of the rent roll (rent in place), other income and expenses, in cents. */
export function monthlyTotals(units: Unit[], otherIncome: OtherIncomeItem[], expenses: ExpenseItem[]): MonthlyTotals {
  return {
    rentMonthlyCents: sum(units.map(rentInPlaceCents)),
    otherIncomeMonthlyCents: sum(otherIncome.map((i) => i.amountMonthlyCents)),
    expensesMonthlyCents: sum(expenses.map((e) => e.amountMonthlyCents)),
  };
}

/**
 * The list's rating (SPEC section 9): the average of the user's three ratings; while the user has not
 * rated (all three 0), the AI overall rating; null when neither exists.
 */
export function listRating(myRatings: MyRatings, aiOverall: number | null | undefined): number | null {
  const mine = [myRatings.overall, myRatings.condition, myRatings.value];
  if (mine.some((r) => r > 0)) return mine.reduce((a, b) => a + b, 0) / mine.length;
  return aiOverall ?? null;
}

/** SPEC section 9: a rating badge is red at 5 or below, green above. */
export const ratingTone = (rating: number): "bad" | "good" => (rating <= 5 ? "bad" : "good");
