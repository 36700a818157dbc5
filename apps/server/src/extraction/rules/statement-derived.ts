import type { Segment } from "./statement-rows";

/**
 * Which figure of a statement's rows is the line's amount when no heading names its columns. A column that is
 * another column times the same factor on every row ("$52,000 | $2,080 | $2.19": per unit, per square foot; a
 * month beside its year) is derived from it, never the amount: the amount is the last column no larger one
 * derives. Columns that vary independently (an in-place and a pro forma figure) are not derived from each other.
 */
const MIN_ROWS = 3;
/** Printed figures are rounded: to the cent, or to the dollar (half a dollar off), or within 1% of themselves. */
const ROUNDING_CENTS = 50;
const ROUNDING_SHARE = 0.01;
/** Per unit, per SF, a month of a year: at most half. A pro forma a uniform 3% above the in-place is no derivative. */
const MAX_FACTOR = 0.5;

function derives(small: number[], large: number[]): boolean {
  const pairs = small.map((s, i) => [s, large[i] ?? 0] as const).filter(([s, l]) => s !== 0 && l !== 0);
  if (pairs.length < MIN_ROWS) return false;
  // The factor from the largest figure, the one rounding disturbs least.
  const [s0, l0] = pairs.reduce((a, b) => (Math.abs(b[1]) > Math.abs(a[1]) ? b : a));
  const factor = s0 / l0;
  return (
    Math.abs(factor) <= MAX_FACTOR &&
    pairs.every(([s, l]) => Math.abs(s - factor * l) <= Math.max(ROUNDING_CENTS, Math.abs(s) * ROUNDING_SHARE))
  );
}

export type AmountPosition = { width: number; position: number };

/** For rows of `width` figures, the position of the amount; null when the rows say nothing (the last is kept). */
export function amountPosition(segments: Segment[]): AmountPosition | null {
  const counts = new Map<number, number>();
  for (const s of segments)
    if (s.amounts.length >= 2) counts.set(s.amounts.length, (counts.get(s.amounts.length) ?? 0) + 1);
  const width = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (width === undefined) return null;
  const rows = segments.filter((s) => s.amounts.length === width).map((s) => s.amounts);
  if (rows.length < MIN_ROWS) return null;
  const column = (j: number) => rows.map((r) => r[j] ?? 0);
  const derived = Array.from({ length: width }, (_, j) =>
    Array.from({ length: width }, (_, k) => k).some((k) => k !== j && derives(column(j), column(k))),
  );
  const position = derived.lastIndexOf(false);
  return position < 0 || position === width - 1 ? null : { width, position };
}
