/**
 * Where the current rent sits against the comps' median, from pct_vs_current = (current − median) / median × 100:
 * negative is below the comps (room to raise), positive above them.
 */
export type RentGap = "below" | "above" | "at";

export function rentGap(pctVsCurrent: number | null): RentGap | null {
  if (pctVsCurrent === null) return null;
  // Within half a percent the table prints 0.0%, so calling it above or below would contradict the figure.
  if (Math.abs(pctVsCurrent) < 0.05) return "at";
  return pctVsCurrent < 0 ? "below" : "above";
}
