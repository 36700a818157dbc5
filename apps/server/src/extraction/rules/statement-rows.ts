import type { ReadPage } from "../document";
import { cellCents, cellPercent, isTextCell } from "./cells";

/**
 * A statement row cut into segments: a label and the amounts after it. Brokers print two blocks side by
 * side ("Property Taxes  $17,450 | Less: Expenses  ($92,964)"), so one row may hold two segments; the
 * lane says which block a segment belongs to.
 */
export type Segment = { label: string; amounts: number[]; percent: number | null; lane: number; row: number };

const PERIOD_CELL =
  /^(\d{1,2}\/\d{1,2}\/\d{2,4}|[a-z]{3,9}\.?\s*-?\s*\d{2,4}|\d{4}-\d{2}(-\d{2})?|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)$/i;
/** A month by name and year ("May 2023", "Jun-24") or a month's date: with only one or two columns, nothing looser. */
const MONTH_CELL =
  /^((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*-?\s*(\d{2}|\d{4})|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}(-\d{2})?)$/i;
const TOTAL_HEADER = /^(total|year total|ytd total|12 month total|annual|t-?12 total)$/i;

/**
 * The "Total" column of a statement with period columns (a T-12's twelve months, then the year), found from its
 * header row. A "12 month" report run for one month prints one month column and a Total: `periods` says how many
 * months the Total adds up, so the amounts are annualised from the columns, whatever the title says.
 */
export function findTotalColumn(page: ReadPage): { row: number; column: number; periods: number } | null {
  for (let row = 0; row < Math.min(page.rows.length, 40); row++) {
    const cells = page.rows[row] ?? [];
    const total = cells.findIndex((c) => TOTAL_HEADER.test(c.trim()));
    if (total <= 0) continue;
    const before = cells.slice(0, total).map((c) => c.trim());
    const periods = before.filter((c) => PERIOD_CELL.test(c)).length;
    if (periods >= 3) return { row, column: total, periods };
    const months = before.filter((c) => MONTH_CELL.test(c)).length;
    // One or two month columns and nothing else named between the label and the Total: a short period.
    const named = before.filter((c) => c !== "" && !MONTH_CELL.test(c)).length;
    if (months >= 1 && named <= 1) return { row, column: total, periods: months };
  }
  return null;
}

/** Where a segment starts across the page, to tell the left block from the right one. */
function segmentX(page: ReadPage, row: number, cell: number): number {
  return page.boxes?.[row]?.[cell]?.x ?? cell * 1000;
}

export function segmentsOf(
  page: ReadPage,
  row: number,
  totalColumn: number | null,
  rightLaneX: { x: number | null },
): Segment[] {
  const cells = page.rows[row] ?? [];
  if (totalColumn !== null) {
    const label = cells.slice(0, Math.min(totalColumn, 2)).find((c) => isTextCell(c)) ?? "";
    const amount = cellCents(cells[totalColumn]);
    return [{ label, amounts: amount === null ? [] : [amount], percent: null, lane: 0, row }];
  }
  const segments: (Segment & { x: number })[] = [];
  cells.forEach((cell, i) => {
    const current = segments[segments.length - 1];
    if (isTextCell(cell) && cellPercent(cell) === null) {
      segments.push({ label: cell, amounts: [], percent: null, lane: 0, row, x: segmentX(page, row, i) });
      return;
    }
    const target =
      current ??
      segments[segments.push({ label: "", amounts: [], percent: null, lane: 0, row, x: segmentX(page, row, i) }) - 1];
    if (!target) return;
    const percent = cellPercent(cell);
    const cents = cellCents(cell);
    if (percent !== null) target.percent = percent;
    else if (cents !== null) target.amounts.push(cents);
  });
  // A second block seen once is remembered, so its rows that stand alone are not taken for the first block.
  if (segments.length > 1 && segments[1]) rightLaneX.x = Math.min(rightLaneX.x ?? Infinity, segments[1].x);
  return segments.map(({ x, ...segment }, i) => ({
    ...segment,
    lane: i > 0 || (rightLaneX.x !== null && x >= rightLaneX.x - 20) ? 1 : 0,
  }));
}
