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
> &
  /** Absent or null: no underwriting beyond the basic financing. */
  Partial<Pick<Property, "underwriting">>;

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
 *
 * The property's underwriting (issue 17) adds its loans (when it has at least one, they replace the down payment,
 * rate and amortization; a compare financing override replaces them again), closing costs, refinance and value-add
 * plan. The rent in place is the rent a renovated unit loses while it is down.
 */
export function dealInputOfProperty(p: PropertyFacts, overrides: CompareAssumptions = {}): DealInput {
  const irr = p.irrAssumptions ?? DEFAULT_IRR_ASSUMPTIONS;
  const pctOverride = overrides.downPaymentPct;
  const downPaymentPct = pctOverride ?? p.downPaymentPct ?? (p.downPaymentAmt === null ? 0 : null);
  const cashPurchase = overrides.cashPurchase ?? (pctOverride === undefined ? p.cashPurchase : false);
  const u = p.underwriting;
  // The compare screen's shared financing replaces the property's own loans: its terms are one loan.
  const financingOverridden = [
    overrides.downPaymentPct,
    overrides.interestRatePct,
    overrides.amortYears,
    overrides.cashPurchase,
  ].some((v) => v !== undefined);
  const loans = !financingOverridden && u?.loans && u.loans.length > 0 ? u.loans : null;
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
    // Absent (not null) without underwriting: the input is the one it always was.
    loans: loans ?? undefined,
    closingCostsPct: u?.closingCostsPct ?? undefined,
    refinance: u?.refinance ?? undefined,
    valueAdd: u?.valueAdd ?? undefined,
    rentMonthly: u?.valueAdd ? p.units.reduce((total, unit) => total + rentInPlaceCents(unit), 0) / 100 : undefined,
  };
}

/**
 * The deal model: a stored property underwritten by the engine. Every figure a screen, an analysis or an
 * export shows of a property (the list's cap rate, Financials, the pro-forma, /compare) comes from here.
 */
export const dealOfProperty = (p: PropertyFacts, overrides: CompareAssumptions = {}): DealAnalysis =>
  analyzeDeal(dealInputOfProperty(p, overrides));
