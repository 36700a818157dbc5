import { digitsOnlyToInt, roundHalfAwayFromZero } from "@plexwise/core/money";

export type ViewMode = "monthly" | "annual";

/** Strips $ and commas (SPEC section 5); what remains must be a plain number, else it counts as 0. */
function plainNumber(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return 0;
  return Number(cleaned);
}

/**
 * An amount typed on Financials, as cents per month. Monthly view keeps cents; in annual view the amount
 * is divided by 12 and rounded to a whole monthly dollar (SPEC section 5).
 */
export function typedAmountToMonthlyCents(text: string, mode: ViewMode): number {
  const amount = plainNumber(text);
  if (mode === "annual") return roundHalfAwayFromZero(amount / 12) * 100;
  return roundHalfAwayFromZero(amount * 100);
}

/** Price, units and square feet keep digits only; empty is 0. */
export const typedWholeNumber = (text: string): number => digitsOnlyToInt(text);

/** The down payment keeps digits and one dot; empty is 0. */
export function typedDownPayment(text: string): { text: string; value: number } {
  const kept = text.replace(/[^\d.]/g, "");
  const [whole = "", ...rest] = kept.split(".");
  const normalized = rest.length ? `${whole}.${rest.join("")}` : whole;
  const value = Number(normalized);
  return { text: normalized, value: Number.isFinite(value) ? value : 0 };
}

/** Interest rate and amortization are free text: the rate reads the first number ("6.5%" -> 6.5), years whole years. */
export function typedRatePct(text: string): number | null {
  const match = /-?\d+(\.\d+)?|-?\.\d+/.exec(text.replace(/,/g, ""));
  return match ? Number(match[0]) : null;
}

export function typedWholeYears(text: string): number | null {
  const rate = typedRatePct(text);
  return rate === null ? null : Math.trunc(rate);
}

/** IRR assumption inputs ignore what is not a number: the previous value stays. */
export function typedAssumption(text: string): number | null {
  const cleaned = text.replace(/[%,\s]/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}
