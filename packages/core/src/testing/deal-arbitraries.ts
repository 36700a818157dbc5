import fc from "fast-check";
import type { PropertyFacts } from "../analysis/deal-input";
import type { ExpenseItem, OtherIncomeItem, Unit } from "../contracts/property-parts";
import { EXPENSE_CATEGORIES } from "../limits";

/**
 * Random properties in the stored units (whole-dollar prices, cents per month), for the property-based tests
 * that every surface of a deal (list, Financials, pro-forma, /compare, exports) shows the same figures.
 * Vacant units sometimes keep a rent (an asking rent), the case two rules once disagreed on.
 */
const monthlyCents = fc.integer({ min: 0, max: 1_000_000 });

export const unitArb: fc.Arbitrary<Unit> = fc.record({
  unitNumber: fc.stringMatching(/^[0-9A-Z]{1,4}$/),
  beds: fc.constantFrom(null, 0, 1, 2, 3),
  baths: fc.constantFrom(null, 1, 1.5, 2),
  sqft: fc.option(fc.integer({ min: 200, max: 2_000 }), { nil: null }),
  monthlyRentCents: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
  marketRentCents: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
  vacant: fc.boolean(),
});

const lineItem = {
  // As the server stores a label: trimmed.
  label: fc.stringMatching(/^[A-Za-z]([A-Za-z ]{0,18}[A-Za-z])?$/),
  amountMonthlyCents: fc.option(monthlyCents, { nil: null }),
};
const manual = { source: fc.constant("manual" as const), sourcePage: fc.constant(null), sourceFile: fc.constant(null) };

export const otherIncomeArb: fc.Arbitrary<OtherIncomeItem> = fc.record({ ...lineItem, ...manual });
export const expenseArb: fc.Arbitrary<ExpenseItem> = fc.record({
  ...lineItem,
  ...manual,
  category: fc.constantFrom(...EXPENSE_CATEGORIES),
});

export const propertyFactsArb: fc.Arbitrary<PropertyFacts> = fc
  .record({
    price: fc.integer({ min: 0, max: 20_000_000 }),
    unitCount: fc.integer({ min: 1, max: 50 }),
    squareFeet: fc.option(fc.integer({ min: 500, max: 60_000 }), { nil: null }),
    yearBuilt: fc.option(fc.integer({ min: 1880, max: 2026 }), { nil: null }),
    units: fc.array(unitArb, { maxLength: 12 }),
    otherIncome: fc.array(otherIncomeArb, { maxLength: 3 }),
    expenses: fc.array(expenseArb, { maxLength: 6 }),
    vacancyPct: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    cashPurchase: fc.boolean(),
    down: fc.oneof(
      fc.record({ pct: fc.integer({ min: 0, max: 100 }), amt: fc.constant(null) }),
      fc.record({ pct: fc.constant(null), amt: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }) }),
    ),
    interestRatePct: fc.option(fc.constantFrom(3, 5.25, 6.5, 7.125, 9), { nil: null }),
    amortYears: fc.option(fc.constantFrom(15, 25, 30), { nil: null }),
    irrAssumptions: fc.option(
      fc.record({
        holdYears: fc.integer({ min: 1, max: 30 }),
        rentGrowthPct: fc.constantFrom(0, 2, 3.5),
        expenseGrowthPct: fc.constantFrom(0, 2, 3),
        exitCapRatePct: fc.constantFrom(5, 6.5, 8),
        saleCostsPct: fc.constantFrom(0, 6),
      }),
      { nil: null },
    ),
  })
  // A down payment above the price is refused by the API (underwriting-conflicts.ts): the generated ones fit it.
  .map(({ down, ...rest }) => ({
    ...rest,
    downPaymentPct: down.pct,
    downPaymentAmt: down.amt === null ? null : Math.min(down.amt, rest.price),
  }));
