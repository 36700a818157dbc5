import type { ProformaFlag } from "../contracts/analysis";
import { pct, plural, rate, roundTo, times, usd } from "./format";
import type { ProformaBasis } from "./proforma-basis";

/** A stabilised vacancy and credit-loss allowance for small apartment buildings; sizes the missing allowance. */
export const TYPICAL_VACANCY_PCT = 5;
/**
 * Benchmark effective property-tax rate, percent of the price. US effective rates on residential property average
 * about 0.9% to 1.1% of value (Tax Foundation, from the Census American Community Survey); states run from about 0.3%
 * (Hawaii) to over 2% (New Jersey, Illinois). A round 1.0% is a national figure that does not flatter the deal.
 */
export const BENCHMARK_TAX_RATE_PCT = 1;
/**
 * Stated taxes below this share of the benchmark (0.60% of the price at 1.0%) look like the seller's old
 * assessment rather than the bill after a sale reassesses the property at the price paid.
 */
export const TAX_REASSESSMENT_MIN_SHARE = 0.6;
/** Third-party management of a small apartment building typically costs 4% to 8% of collected income (GOI). */
export const MANAGEMENT_FEE_TYPICAL_PCT = { min: 4, max: 8 } as const;
/**
 * Operating expense ratio floors. Small multifamily runs about 35% to 50% of GOI (the "50% rule" of thumb); below 25%
 * is implausible for any building, and a building over 40 years old rarely runs below 35%.
 */
export const MIN_PLAUSIBLE_OER_PCT = 25;
export const MIN_PLAUSIBLE_OER_OLD_BUILDING_PCT = 35;
export const OLD_BUILDING_AGE_YEARS = 40;
/** Pro-forma (market) rents above rent in place by more than these percents: medium, then high. */
export const PRO_FORMA_DELTA_MEDIUM_PCT = 10;
export const PRO_FORMA_DELTA_HIGH_PCT = 25;
/** The debt service coverage most small-balance multifamily lenders require. */
export const MIN_DSCR = 1.25;

type Rule = (b: ProformaBasis) => ProformaFlag | null;

const minTaxRatePct = roundTo(BENCHMARK_TAX_RATE_PCT * TAX_REASSESSMENT_MIN_SHARE, 2);
const hasExpenses = (b: ProformaBasis) => b.deal.monthly.expenses > 0;

const noPrice: Rule = (b) =>
  b.facts.price > 0
    ? null
    : {
        code: "no_price",
        severity: "high",
        title: "No price",
        reason:
          "No price is entered, so the cap rate, price per unit, cash flow after debt service, cash-on-cash and DSCR cannot be computed.",
      };

const noRentRoll: Rule = (b) => {
  if (b.rentInPlaceMonthly > 0) return null;
  const units = b.facts.units.length;
  const reason =
    units === 0
      ? "The rent roll has no units."
      : units === 1
        ? "The one unit on the rent roll has no rent in place."
        : `None of the ${units} units on the rent roll has rent in place.`;
  return {
    code: "no_rent_roll",
    severity: "high",
    title: "No rent roll",
    reason: `${reason} Income cannot be judged without it.`,
  };
};

const noExpenses: Rule = (b) =>
  hasExpenses(b)
    ? null
    : {
        code: "no_expenses",
        severity: "high",
        title: "No expenses",
        reason:
          "No expenses are entered (or they total $0), so NOI is simply the income and overstates what the building earns.",
      };

const noVacancy: Rule = (b) => {
  if ((b.input.vacancyPct ?? 0) > 0) return null;
  const cost = (b.grossIncomeAnnual * TYPICAL_VACANCY_PCT) / 100;
  const sized = cost > 0 ? ` A ${TYPICAL_VACANCY_PCT}% allowance would lower GOI by ${usd(cost)}/yr.` : "";
  return {
    code: "no_vacancy_allowance",
    severity: "medium",
    title: "No vacancy allowance",
    reason: `Vacancy is 0%: the income assumes every unit is rented every month.${sized}`,
  };
};

const taxes: Rule = (b) => {
  if (!hasExpenses(b)) return null;
  const price = b.facts.price;
  const benchmark = (price * BENCHMARK_TAX_RATE_PCT) / 100;
  const atBenchmark =
    price > 0
      ? ` At the ${rate(BENCHMARK_TAX_RATE_PCT)} benchmark rate, taxes on the ${usd(price)} price would be about ${usd(benchmark)}/yr.`
      : "";
  if (b.taxesAnnual === null || b.taxesAnnual <= 0) {
    const reason = `No expense line in the Taxes category has an amount.${atBenchmark}`;
    return { code: "taxes_not_reassessed", severity: "high", title: "No property taxes", reason };
  }
  if (price <= 0) return null;
  const ratePct = roundTo((b.taxesAnnual / price) * 100, 2);
  if (ratePct >= minTaxRatePct) return null;
  const reason = `Stated taxes of ${usd(b.taxesAnnual)}/yr are ${pct(ratePct)} of the ${usd(price)} price, below ${pct(minTaxRatePct)} (${roundTo(TAX_REASSESSMENT_MIN_SHARE * 100)}% of the ${rate(BENCHMARK_TAX_RATE_PCT)} benchmark rate). A sale is usually reassessed at the price paid.${atBenchmark}`;
  return {
    code: "taxes_not_reassessed",
    severity: "medium",
    title: "Taxes not reassessed at the purchase price",
    reason,
  };
};

const management: Rule = (b) => {
  if (!hasExpenses(b) || (b.managementAnnual ?? 0) > 0) return null;
  const goi = b.metrics.goi_annual ?? 0;
  const { min, max } = MANAGEMENT_FEE_TYPICAL_PCT;
  const sized = goi > 0 ? `: ${usd((goi * min) / 100)} to ${usd((goi * max) / 100)}/yr on GOI of ${usd(goi)}/yr` : "";
  const reason = `No expense line in the Management category has an amount. Professional management typically costs ${min}% to ${max}% of GOI${sized}.`;
  return { code: "no_management_fee", severity: "medium", title: "No management fee", reason };
};

/** The lowest plausible expense ratio for this building, and its age (null without a year built). */
export function plausibleOerFloor(b: ProformaBasis): { floorPct: number; age: number | null } {
  const age = b.facts.yearBuilt === null ? null : b.asOfYear - b.facts.yearBuilt;
  const old = age !== null && age > OLD_BUILDING_AGE_YEARS;
  return { floorPct: old ? MIN_PLAUSIBLE_OER_OLD_BUILDING_PCT : MIN_PLAUSIBLE_OER_PCT, age };
}

const expenseRatio: Rule = (b) => {
  const oer = b.metrics.oer_percent;
  const built = b.facts.yearBuilt;
  const { floorPct, age } = plausibleOerFloor(b);
  if (oer === null || !hasExpenses(b) || oer >= floorPct) return null;
  const severity = oer < MIN_PLAUSIBLE_OER_PCT ? "high" : "medium";
  const building =
    built === null
      ? "the year built is not entered"
      : `built in ${built}, the building is ${age} years old in ${b.asOfYear}`;
  const reason = `Expenses of ${usd(b.metrics.expenses_annual ?? 0)}/yr are ${pct(oer)} of GOI (${building}). Below ${MIN_PLAUSIBLE_OER_PCT}% is implausible for any building, and below ${MIN_PLAUSIBLE_OER_OLD_BUILDING_PCT}% for one over ${OLD_BUILDING_AGE_YEARS} years old.`;
  return {
    code: "expense_ratio_low_for_age",
    severity,
    title: "Expense ratio implausibly low for the building's age",
    reason,
  };
};

const proFormaRents: Rule = (b) => {
  const delta = b.metrics.pro_forma_vs_current_delta_percent;
  if (delta === null || b.proForma === null || delta <= PRO_FORMA_DELTA_MEDIUM_PCT) return null;
  const { units, marketMonthly, inPlaceMonthly } = b.proForma;
  const reason = `Pro-forma rents on ${plural(units, "unit")} total ${usd(marketMonthly)}/mo, ${pct(delta)} above their rent in place of ${usd(inPlaceMonthly)}/mo (flagged above ${PRO_FORMA_DELTA_MEDIUM_PCT}%, high above ${PRO_FORMA_DELTA_HIGH_PCT}%).`;
  const severity = delta > PRO_FORMA_DELTA_HIGH_PCT ? "high" : "medium";
  return { code: "pro_forma_rents_above_in_place", severity, title: "Pro-forma rents far above rent in place", reason };
};

const dscr: Rule = (b) => {
  const value = b.metrics.dscr;
  if (value === null || value >= MIN_DSCR) return null;
  const reason = `NOI of ${usd(b.metrics.noi_annual ?? 0)}/yr covers the debt service of ${usd(b.debtServiceAnnual)}/yr ${times(value)} times; lenders usually require ${times(MIN_DSCR)}.`;
  return {
    code: "dscr_below_1_25",
    severity: value < 1 ? "high" : "medium",
    title: `DSCR under ${times(MIN_DSCR)}`,
    reason,
  };
};

const negativeCashFlow: Rule = (b) => {
  const cashFlow = b.metrics.cash_flow_annual ?? 0;
  if (cashFlow >= 0) return null;
  const after =
    b.debtServiceAnnual > 0 ? `After debt service of ${usd(b.debtServiceAnnual)}/yr, cash flow` : "Cash flow";
  return {
    code: "negative_cash_flow",
    severity: "high",
    title: "Negative cash flow",
    reason: `${after} is ${usd(cashFlow)}/yr.`,
  };
};

const RULES: readonly Rule[] = [
  noPrice,
  noRentRoll,
  noExpenses,
  negativeCashFlow,
  dscr,
  expenseRatio,
  taxes,
  noVacancy,
  management,
  proFormaRents,
];
const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Every flag that fires, high severity first (then in rule order). */
export function proformaFlags(b: ProformaBasis): ProformaFlag[] {
  const fired = RULES.map((rule) => rule(b)).filter((flag): flag is ProformaFlag => flag !== null);
  return fired.sort((a, c) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[c.severity]);
}
