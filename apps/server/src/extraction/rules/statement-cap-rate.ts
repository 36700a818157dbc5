import { CELL_SEPARATOR, type ReadPage } from "../document";
import { cellPercent, isTextCell } from "./cells";
import { COMPS_PAGE } from "./text-case";
import type { Sourced } from "./types";

/**
 * The cap rate a document prints for the property as it is ("CAP Rate - Current 4.00%", "Cap Rate 5.25%",
 * "In-Place Cap Rate | 4.0% | 6.5%"): the current one, never the pro forma's. A label naming a pro forma,
 * market or future year is not it; a plain "Cap Rate" beside two figures under Current | Pro Forma is the first.
 */
const CAP_RATE = /\bcap(italization)?\.?\s*rate\b/i;
const NOT_CURRENT = /pro\s?-?forma|projected|stabili[sz]ed|market|year\s*[2-9]|going[- ]in|exit|terminal|reversion/i;
const CURRENT = /current|in[- ]?place|actual|t-?12|trailing/i;
/** Cap rates outside this range are a misread (a percentage of something else). */
const PLAUSIBLE = (pct: number): boolean => pct > 0.5 && pct < 20;

/** The first percentage after the label cell, before the next label on the row. */
function percentAfter(cells: string[], index: number): number | null {
  for (const next of cells.slice(index + 1)) {
    if (isTextCell(next)) return null;
    const pct = cellPercent(next);
    if (pct !== null) return pct;
  }
  return null;
}

export function readCapRate(pages: ReadPage[]): Sourced<number> | undefined {
  let plain: Sourced<number> | undefined;
  // A comparables page prints other buildings' cap rates.
  const subject = pages.filter(
    (p) =>
      !p.rows
        .slice(0, 3)
        .flat()
        .some((c) => COMPS_PAGE.test(c)),
  );
  for (const page of subject)
    for (const cells of page.rows)
      for (const [i, cell] of cells.entries()) {
        if (!CAP_RATE.test(cell) || NOT_CURRENT.test(cell)) continue;
        const pct = percentAfter(cells, i);
        if (pct === null || !PLAUSIBLE(pct)) continue;
        const found = { value: pct, page: page.page, line: cells.join(CELL_SEPARATOR) };
        if (CURRENT.test(cell)) return found;
        plain ??= found;
      }
  return plain;
}
