import type { CompareAssumptions, ProformaMetrics } from "../contracts/analysis";
import { analyzeDeal, type DealAnalysis, type DealInput } from "../finance/analyze-deal";
import type { ExpenseCategory } from "../limits";
import { rentInPlaceCents } from "../finance/property-totals";
import { dealInputOfProperty, type PropertyFacts } from "./deal-input";
import { roundOrNull, roundTo } from "./format";

export type ProformaOptions = {
  /** Shared assumptions that replace the property's own (the compare screen); default none. */
  assumptions?: CompareAssumptions;
  /** The year a building's age is counted to; default the current year (pass it for a reproducible result). */
  asOfYear?: number;
};

/** The units that have both a pro-forma (market) rent and rent in place, and their monthly totals in dollars. */
export type ProFormaRents = { units: number; marketMonthly: number; inPlaceMonthly: number };

/** Everything the flags, verdict, plan and summary read: computed once from the property. */
export type ProformaBasis = {
  facts: PropertyFacts;
  input: DealInput;
  deal: DealAnalysis;
  /** Rounded for display; the rules compare these. */
  metrics: ProformaMetrics;
  asOfYear: number;
  rentInPlaceMonthly: number;
  unitsWithRent: number;
  proForma: ProFormaRents | null;
  /** Annual totals of the Taxes and Management lines; null when no line has that category. */
  taxesAnnual: number | null;
  managementAnnual: number | null;
  grossIncomeAnnual: number;
  debtServiceAnnual: number;
  /** True for a cash purchase or a purchase with nothing borrowed. */
  debtFree: boolean;
};

const centsSum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

function categoryAnnual(p: PropertyFacts, category: ExpenseCategory): number | null {
  const lines = p.expenses.filter((e) => e.category === category);
  return lines.length ? (centsSum(lines.map((e) => e.amountMonthlyCents ?? 0)) * 12) / 100 : null;
}

/** Sums over the occupied units with both rents; null without any (or with no rent in place among them). */
function proFormaRents(p: PropertyFacts): ProFormaRents | null {
  const both = p.units.filter((u) => !u.vacant && u.marketRentCents !== null && u.monthlyRentCents !== null);
  const inPlace = centsSum(both.map((u) => u.monthlyRentCents ?? 0));
  if (both.length === 0 || inPlace <= 0) return null;
  return {
    units: both.length,
    marketMonthly: centsSum(both.map((u) => u.marketRentCents ?? 0)) / 100,
    inPlaceMonthly: inPlace / 100,
  };
}

export function proformaBasis(p: PropertyFacts, options: ProformaOptions = {}): ProformaBasis {
  const input = dealInputOfProperty(p, options.assumptions);
  const deal = analyzeDeal(input);
  const { monthly, metrics: m } = deal;
  const proForma = proFormaRents(p);
  const debtFree = input.cashPurchase || m.ltvPct === 0;
  const metrics: ProformaMetrics = {
    goi_annual: roundTo(12 * monthly.income),
    expenses_annual: roundTo(12 * monthly.expenses),
    noi_annual: roundTo(12 * monthly.noi),
    cap_rate_percent: roundOrNull(m.capRatePct, 2),
    oer_percent: roundOrNull(m.oerPct, 2),
    price_per_unit: roundOrNull(m.pricePerUnit),
    price_per_sf: roundOrNull(m.pricePerSqft, 2),
    pro_forma_vs_current_delta_percent: proForma
      ? roundTo(((proForma.marketMonthly - proForma.inPlaceMonthly) / proForma.inPlaceMonthly) * 100, 2)
      : null,
    dscr: roundOrNull(m.dscr, 2),
    // Cash flow after debt service depends on the loan, which depends on the price: none without a price.
    cash_flow_annual: p.price > 0 ? roundTo(12 * monthly.cashFlow) : null,
    cash_on_cash_percent: roundOrNull(m.cashOnCashPct, 2),
  };
  return {
    facts: p,
    input,
    deal,
    metrics,
    asOfYear: options.asOfYear ?? new Date().getFullYear(),
    rentInPlaceMonthly: centsSum(p.units.map(rentInPlaceCents)) / 100,
    unitsWithRent: p.units.filter((u) => rentInPlaceCents(u) > 0).length,
    proForma,
    taxesAnnual: categoryAnnual(p, "Taxes"),
    managementAnnual: categoryAnnual(p, "Management"),
    grossIncomeAnnual: 12 * monthly.grossIncome,
    debtServiceAnnual: 12 * monthly.debtService,
    debtFree,
  };
}
