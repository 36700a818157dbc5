import type { CompareRow } from "@plexwise/core";

/**
 * Whether a cell carries the best mark. The server names the best value(s); the mark is left off when
 * every compared value ties, since then nothing stands out (a row of stars would read as noise).
 */
export function isBestCell(row: Pick<CompareRow, "values" | "best">, index: number): boolean {
  if (!row.best.includes(index) || row.values[index] == null) return false;
  const compared = row.values.filter((v) => v !== null).length;
  return row.best.length < compared;
}
