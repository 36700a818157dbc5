import { MAX_PRICE_DOLLARS, MAX_UNITS } from "../limits";

/** The totals a document prints, as `document_totals` names them (no zod here: the web app imports it). */
export const DOCUMENT_TOTAL_KEYS = [
  "units",
  "price",
  "rent_roll_monthly",
  "rent_roll_market_monthly",
  "monthly_income",
  "gross_income_annual",
  "effective_income_annual",
  "total_expenses_annual",
  "noi_annual",
  "cap_rate_pct",
  /** Lines printed among the operating expenses that are not operating (loan payments, capex), moved out by the reading. */
  "expenses_set_aside_annual",
  /** What the statement deducts before its NOI besides expenses (a vacancy allowance, reserves). */
  "noi_deductions_annual",
] as const;
export type DocumentTotalKey = (typeof DOCUMENT_TOTAL_KEYS)[number];

const MAX_DOLLARS = MAX_PRICE_DOLLARS * 10;

/** What each total may be: NOI alone can be negative; a count is whole; a cap rate is a percent. */
export function documentTotalValueProblem(total: DocumentTotalKey, value: number): string | null {
  if (total === "units")
    return Number.isInteger(value) && value >= 0 && value <= MAX_UNITS
      ? null
      : `Units must be a whole number from 0 to ${MAX_UNITS}.`;
  if (total === "cap_rate_pct")
    return value >= -100 && value <= 100 ? null : "A cap rate must be a percent from -100 to 100.";
  const min = total === "noi_annual" ? -MAX_DOLLARS : 0;
  if (value < min || value > MAX_DOLLARS) return `The ${total} total is out of range.`;
  return Math.round(value * 100) === Math.round(value * 100 * 1e6) / 1e6
    ? null
    : "A total must be dollars with at most two decimals.";
}
