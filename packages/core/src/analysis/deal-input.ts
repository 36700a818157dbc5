import type { CompareAssumptions } from "../contracts/analysis";
import type { Property } from "../contracts/property";
import { analyzeDeal, DEFAULT_IRR_ASSUMPTIONS, type DealAnalysis, type DealInput } from "../finance/analyze-deal";
import { rentInPlaceCents } from "../finance/property-totals";

/** What the analyses read of a property: its numbers, in the stored units (whole dollars, cents per month). */
export type PropertyFacts = Pick<
  Property,
  | "price"
  | "unitCount"
  | "squareFeet"
  | "yearBuilt"
  | "units"
  | "otherIncome"
  | "expenses"
  | "vacancyPct"
  | "cashPurchase"
  | "downPaymentPct"
  | "downPaymentAmt"
  | "interestRatePct"
  | "amortYears"
  | "irrAssumptions"
>;

const dollars = (cents: number | null): number => (cents ?? 0) / 100;

/**
 * The engine's input for a property, as the Financials screen builds it (apps/web financials draft.ts and
 * deal-input.ts): income rows are each unit's rent in place then the other income, cents become dollars, no
 * vacancy is 0%, no square feet is 0, the down payment percent wins over the amount (neither: 0% down), and the
 * property's IRR assumptions or the defaults.
 *
 * `overrides` (the compare screen's shared assumptions) replace the property's own values field by field. A down
 * payment percent override replaces the down payment amount too, and means the purchase is financed at that down
 * payment unless `cashPurchase` is also given (then `cashPurchase` decides). A rate or amortization override alone
 * does not turn a cash purchase into a financed one.
 */
export function dealInputOfProperty(p: PropertyFacts, overrides: CompareAssumptions = {}): DealInput {
  const irr = p.irrAssumptions ?? DEFAULT_IRR_ASSUMPTIONS;
  const pctOverride = overrides.downPaymentPct;
  const downPaymentPct = pctOverride ?? p.downPaymentPct ?? (p.downPaymentAmt === null ? 0 : null);
  const cashPurchase = overrides.cashPurchase ?? (pctOverride === undefined ? p.cashPurchase : false);
  return {
    price: p.price,
    unitCount: p.unitCount,
    squareFeet: p.squareFeet ?? 0,
    incomeMonthly: [
      ...p.units.map((u) => rentInPlaceCents(u) / 100),
      ...p.otherIncome.map((i) => dollars(i.amountMonthlyCents)),
    ],
    expensesMonthly: p.expenses.map((e) => dollars(e.amountMonthlyCents)),
    vacancyPct: overrides.vacancyPct ?? p.vacancyPct ?? 0,
    cashPurchase,
    downPaymentPct,
    downPaymentAmt: downPaymentPct === null ? p.downPaymentAmt : null,
    interestRatePct: overrides.interestRatePct ?? p.interestRatePct,
    amortYears: overrides.amortYears ?? p.amortYears,
    holdYears: overrides.holdYears ?? irr.holdYears,
    rentGrowthPct: overrides.rentGrowthPct ?? irr.rentGrowthPct,
    expenseGrowthPct: overrides.expenseGrowthPct ?? irr.expenseGrowthPct,
    exitCapRatePct: overrides.exitCapRatePct ?? irr.exitCapRatePct,
    saleCostsPct: overrides.saleCostsPct ?? irr.saleCostsPct,
  };
}

/**
 * The deal model: a stored property underwritten by the engine. Every figure a screen, an analysis or an
 * export shows of a property (the list's cap rate, Financials, the pro-forma, /compare) comes from here.
 */
export const dealOfProperty = (p: PropertyFacts, overrides: CompareAssumptions = {}): DealAnalysis =>
  analyzeDeal(dealInputOfProperty(p, overrides));
