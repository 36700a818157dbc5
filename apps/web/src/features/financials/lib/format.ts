import { formatDollars, formatDollarsAndCents } from "@plexwise/core/money";

/** Display formats of the Financials screen. Figures arrive computed (core/finance); these only print them. */
export const DASH = "—";

/** "$1,235" or "-$1,235": whole dollars. */
export const money = (dollars: number): string => formatDollars(Math.round(dollars) === 0 ? 0 : Math.round(dollars));

/** "+$1,235" / "−$1,235", for subtotals that say which way the money goes. */
export function signedMoney(dollars: number): string {
  const rounded = Math.round(dollars);
  if (rounded === 0) return "$0";
  return `${rounded > 0 ? "+" : "−"}${formatDollars(Math.abs(rounded))}`;
}

export const percent = (value: number | null, decimals: number): string =>
  value === null ? DASH : `${value.toFixed(decimals)}%`;
export const times = (value: number | null, decimals = 2): string =>
  value === null ? DASH : `${value.toFixed(decimals)}x`;
export const moneyOrDash = (dollars: number | null, cents = false): string =>
  dollars === null ? DASH : cents ? formatDollarsAndCents(dollars) : money(dollars);
