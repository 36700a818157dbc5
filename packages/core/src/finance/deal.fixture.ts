import type { DealInput } from "./analyze-deal";

/**
 * The hand-computed example of the engine's tests: $1,000,000, 10 units, 8,000 sq ft; 10 units at $1,500 + $200
 * other income a month; expenses $1,000 + $300 + $750 + $500 + $400 a month; 5% vacancy; 25% down at 6.5% over
 * 30 years; the default IRR assumptions.
 */
export const exampleDeal: DealInput = {
  price: 1_000_000,
  unitCount: 10,
  squareFeet: 8_000,
  incomeMonthly: [...Array<number>(10).fill(1_500), 200],
  expensesMonthly: [1_000, 300, 750, 500, 400],
  vacancyPct: 5,
  cashPurchase: false,
  downPaymentPct: 25,
  interestRatePct: 6.5,
  amortYears: 30,
};
