import { formatDollars, formatDollarsAndCents, formatUpToOneDecimal } from "@plexwise/core/money";

/** Display formats of the analyses. The server computes every figure; these only print them, "—" for none. */
export const DASH = "—";

/** "$1,235", or with `withCents` "$123.46" (price per square foot). */
export function moneyText(dollars: number | null, withCents = false): string {
  if (dollars === null) return DASH;
  if (withCents) return formatDollarsAndCents(dollars);
  const whole = Math.round(dollars);
  return formatDollars(whole === 0 ? 0 : whole);
}

export const percentText = (value: number | null, decimals = 1): string =>
  value === null ? DASH : `${value.toFixed(decimals)}%`;

/** "+4.2%" / "−3.0%": a change, with its direction spelled out by the sign. */
export function signedPercentText(value: number | null, decimals = 1): string {
  if (value === null) return DASH;
  const fixed = Math.abs(value).toFixed(decimals);
  if (Number(fixed) === 0) return `${fixed}%`;
  return `${value > 0 ? "+" : "−"}${fixed}%`;
}

export const ratioText = (value: number | null): string => (value === null ? DASH : `${value.toFixed(2)}x`);

/** A 0–10 score to one decimal ("7.0"). */
export const scoreText = (value: number | null): string => (value === null ? DASH : value.toFixed(1));

/** A factor's weight within its rating: 0.4 -> "40%". */
export const weightText = (weight: number): string => `${formatUpToOneDecimal(weight * 100)}%`;

const DOLLAR_UNITS = new Set(["$", "usd", "dollar", "dollars"]);
const PERCENT_UNITS = new Set(["%", "percent", "pct"]);

/** A raw factor figure with its unit: "$71,250", "4.1%", "312.5 per 100,000". */
export function factorValueText(value: number | null, unit: string): string {
  if (value === null) return DASH;
  const u = unit.trim();
  if (DOLLAR_UNITS.has(u.toLowerCase())) return moneyText(value);
  if (PERCENT_UNITS.has(u.toLowerCase())) return `${formatUpToOneDecimal(value)}%`;
  return u ? `${formatUpToOneDecimal(value)} ${u}` : formatUpToOneDecimal(value);
}
