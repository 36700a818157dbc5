import type { ReadPage } from "../document";
import type { CellBox } from "../layout";
import { cellCents, isTextCell } from "./cells";
import { ACTUAL as ACTUAL_HEADING, PRO_FORMA as PRO_FORMA_HEADING } from "./statement-headings";
import type { Segment } from "./statement-rows";

/**
 * Statements that print several figures per line ("Annually | $ per Unit | $ per SF | % of EGI"), often
 * twice (In-Place and Pro Forma halves). Per-unit, per-square-foot and percent columns are never the
 * line's amount: the amount is the first annual (or total) column of the in-place half, or a monthly
 * column, marked so it is converted once.
 */
export type AmountColumn = { row: number; index: number; box: CellBox | null; monthly: boolean };

const PER_UNIT = /per\s*unit|\/\s*unit|\bpu\b|per\s*door/i;
const PER_SF = /per\s*(sf|sq\.?\s*f)|\bpsf\b|\/\s*sf|\/\s*sq/i;
const PERCENT = /%|percent|\bof\s+(egi|gpr|income|total)\b/i;
const ANNUAL = /^(annual(ly)?|yearly|per year|year|total|amount|\$|actual|t-?12|trailing|current|in[- ]?place|ytd)$/i;
const MONTHLY = /^(monthly|per month|month|mo\.?)$/i;
const PRO_FORMA = /pro\s?-?forma|projected|budget|stabili[sz]ed|market|\b(year|yr\.?) ?1\b/i;
const IN_PLACE = /in[- ]?place|actual|current|historical|t-?12|trailing|seller/i;
const SEARCH_ROWS = 40;

const centre = (b: CellBox): number => (b.x + b.right) / 2;

/** Which half of a two-half statement a column is in, from the group headings in the row above. */
function isProFormaHalf(page: ReadPage, row: number, box: CellBox | null, index: number): boolean {
  const above = page.rows[row - 1] ?? [];
  const boxes = page.boxes?.[row - 1] ?? [];
  let group: string | undefined;
  above.forEach((cell, i) => {
    const b = boxes[i];
    const starts = b && box ? b.x <= centre(box) + 1 : i <= index;
    if (starts && (PRO_FORMA.test(cell) || IN_PLACE.test(cell))) group = cell;
  });
  return group !== undefined && PRO_FORMA.test(group) && !IN_PLACE.test(group);
}

/** A heading row that names an actuals column and a broker's pro forma column side by side ("Actual | Pro Forma"). */
const actualsBesideProForma = (cells: string[]) =>
  cells.some((c) => ACTUAL_HEADING.test(c.trim())) && cells.some((c) => PRO_FORMA_HEADING.test(c.trim()));

export function findAmountColumn(page: ReadPage): AmountColumn | null {
  for (let row = 0; row < Math.min(page.rows.length, SEARCH_ROWS); row++) {
    const cells = page.rows[row] ?? [];
    const derived = cells.filter((c) => PER_UNIT.test(c) || PER_SF.test(c) || PERCENT.test(c)).length;
    // "Current | Pro Forma" over an OM's summary names only its two columns (the labels' column has no heading).
    if (cells.length < 3 && !actualsBesideProForma(cells)) continue;
    if (derived === 0) {
      // The actuals are the line's amount; the pro forma is kept beside them as the broker's column (document lines).
      if (!actualsBesideProForma(cells)) continue;
      const index = cells.findIndex((c) => ACTUAL_HEADING.test(c.trim()));
      return { row, index, box: page.boxes?.[row]?.[index] ?? null, monthly: false };
    }
    const boxes = page.boxes?.[row];
    const candidates = cells
      .map((c, index) => ({ c: c.trim(), index, box: boxes?.[index] ?? null }))
      .filter(
        ({ c }) => !PER_UNIT.test(c) && !PER_SF.test(c) && !PERCENT.test(c) && (ANNUAL.test(c) || MONTHLY.test(c)),
      );
    const inPlace = candidates.filter(({ index, box }) => !isProFormaHalf(page, row, box, index));
    const annual = inPlace.find(({ c }) => ANNUAL.test(c)) ?? inPlace[0];
    if (annual) return { row, index: annual.index, box: annual.box, monthly: MONTHLY.test(annual.c) };
  }
  return null;
}

/**
 * The label of a row for an amount column: the nearest words left of the column, because an OM prints other
 * blocks beside its statement ("Lot Size  119,748  Debt Service  $0" is the Debt Service line). By position in
 * a PDF, by index otherwise; the first words on the row when none stand left of it.
 */
export function labelBefore(page: ReadPage, row: number, column: AmountColumn): string {
  const cells = page.rows[row] ?? [];
  const boxes = page.boxes?.[row];
  let label: string | undefined;
  cells.forEach((cell, i) => {
    if (!isTextCell(cell)) return;
    const box = boxes?.[i];
    const left = box && column.box ? box.right <= column.box.x + 1 : i < column.index;
    if (left) label = cell;
  });
  return label ?? cells.find((c) => isTextCell(c)) ?? "";
}

/** The label of a row and the amount under the chosen column (by position in a PDF, by index otherwise). */
export function segmentUnder(page: ReadPage, row: number, column: AmountColumn): Segment {
  const cells = page.rows[row] ?? [];
  const boxes = page.boxes?.[row];
  const label = labelBefore(page, row, column);
  let text: string | undefined = cells[column.index];
  if (boxes && column.box) {
    const target = column.box;
    let best = -Infinity;
    text = undefined;
    cells.forEach((cell, i) => {
      const box = boxes[i];
      if (!box || isTextCell(cell)) return;
      const overlap = Math.min(box.right, target.right) - Math.max(box.x, target.x);
      const score = overlap > 0 ? overlap : -Math.abs(box.right - target.right);
      if (score > best && score > -(target.right - target.x)) {
        best = score;
        text = cell;
      }
    });
  }
  const cents = cellCents(text);
  const amount = cents === null ? null : column.monthly ? cents * 12 : cents;
  return { label, amounts: amount === null ? [] : [amount], percent: null, lane: 0, row };
}
