import type { NeighborhoodFactor } from "../contracts/analysis";
import { formatDollars } from "../money/format-money";
import { numberFormat } from "../money/number-format";

/** The scoring helpers every neighbourhood factor uses (formulas in neighborhood-ratings.ts's header). */

export const clampScore = (score: number) => Math.min(10, Math.max(0, score));

export function ratioOf(value: number | null | undefined, benchmark: number | null | undefined): number | null {
  if (value == null || benchmark == null || !Number.isFinite(value) || !Number.isFinite(benchmark)) return null;
  if (value < 0 || benchmark <= 0) return null;
  return value / benchmark;
}

/** 5 + 5 x log2(value / benchmark), clamped to 0-10; null without two usable figures. */
export function higherIsBetterScore(
  value: number | null | undefined,
  benchmark: number | null | undefined,
): number | null {
  const ratio = ratioOf(value, benchmark);
  return ratio === null ? null : clampScore(5 + 5 * Math.log2(ratio));
}

/** 5 - 5 x log2(value / benchmark), clamped to 0-10; a value of 0 scores 10. */
export function lowerIsBetterScore(
  value: number | null | undefined,
  benchmark: number | null | undefined,
): number | null {
  const ratio = ratioOf(value, benchmark);
  return ratio === null ? null : clampScore(5 - 5 * Math.log2(ratio));
}

/** 5 + the 5-year growth in percent, clamped: +5% or more scores 10, flat 5, -5% or less 0. */
export function populationGrowthScore(now: number | null, fiveYearsEarlier: number | null): number | null {
  const ratio = ratioOf(now, fiveYearsEarlier);
  return ratio === null ? null : clampScore(5 + (ratio - 1) * 100);
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
export const pct = (value: number | null | undefined) => (value == null ? "n/a" : `${value.toFixed(1)}%`);
export const money = (value: number | null | undefined) => (value == null ? "n/a" : formatDollars(value));
const oneDecimal = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const per100k = (value: number | null) => (value == null ? "n/a" : `${oneDecimal.format(value)} per 100,000`);

export type Draft = Omit<NeighborhoodFactor, "weight" | "rating"> & { nominalWeight: number };
