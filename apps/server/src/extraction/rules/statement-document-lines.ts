import { annualToMonthlyCents } from "@plexwise/core/money";
import type { ReadPage } from "../document";
import { categorise } from "./categories";
import { isTextCell } from "./cells";
import { cleanLabel } from "./labels";
import { segmentUnder, type AmountColumn } from "./statement-columns";
import { ACTUAL, PRO_FORMA } from "./statement-headings";
import type { DocumentLineRead } from "./types";

/**
 * A statement that prints the actuals and the broker's pro forma side by side keeps both: "Actual | Pro Forma"
 * (or "T-12 | Pro Forma", "In-Place ... | Pro Forma ...") become one line with a T-12 figure and a broker figure.
 * The line chosen into the expenses (statement.ts) is unchanged; these are the "Broker vs yours" columns.
 */
const AMOUNT_HEADER = /^(annual(ly)?|yearly|per year|total|amount|\$|monthly|per month)$/i;
const MONTHLY = /^(monthly|per month)$/i;
const INCOME_HEADING = /^(income|revenues?|rental income|operating income|other income)\b/i;
const EXPENSE_HEADING = /^(operating )?(expenses?|expenditures)\b/i;
const SKIP = /^(total|subtotal|sub-total|net operating income|noi|effective gross|egi|cash flow)\b/i;
const STOP = /net operating income|^noi\b/i;
const RENT = /\brents?\b|rental income|gross potential|scheduled/i;
const SEARCH_ROWS = 40;

type Columns = { row: number; t12: AmountColumn; broker: AmountColumn; first: number };

const columnAt = (page: ReadPage, row: number, index: number, monthly = false): AmountColumn => ({
  row,
  index,
  box: page.boxes?.[row]?.[index] ?? null,
  monthly,
});

/** The cell of `row` at or after the group heading `start` that names an amount (left to right, by box or index). */
function amountCellUnder(page: ReadPage, row: number, group: number, next: number | null): number | null {
  const cells = page.rows[row] ?? [];
  const boxes = page.boxes?.[row];
  const groupBox = page.boxes?.[row - 1]?.[group];
  const nextBox = next === null ? undefined : page.boxes?.[row - 1]?.[next];
  for (let i = 0; i < cells.length; i++) {
    if (!AMOUNT_HEADER.test((cells[i] ?? "").trim())) continue;
    const box = boxes?.[i];
    const inside =
      box && groupBox
        ? box.right >= groupBox.x && (!nextBox || box.right < nextBox.x + 1)
        : i >= group && (next === null || i < next);
    if (inside) return i;
  }
  return null;
}

function findColumns(page: ReadPage): Columns | null {
  for (let row = 0; row < Math.min(page.rows.length, SEARCH_ROWS); row++) {
    const cells = page.rows[row]?.map((c) => c.trim()) ?? [];
    const actual = cells.findIndex((c) => ACTUAL.test(c));
    const proForma = cells.findIndex((c) => PRO_FORMA.test(c));
    if (actual < 0 || proForma < 0) continue;
    // Two halves: the amount columns are named in the row below ("Annually | $ per Unit | ...").
    const below = page.rows[row + 1]?.map((c) => c.trim()) ?? [];
    if (below.some((c) => AMOUNT_HEADER.test(c))) {
      const [lo, hi] = actual < proForma ? [actual, proForma] : [proForma, actual];
      const t12 = amountCellUnder(page, row + 1, actual, actual === lo ? hi : null);
      const broker = amountCellUnder(page, row + 1, proForma, proForma === lo ? hi : null);
      if (t12 === null || broker === null) continue;
      const monthly = (i: number) => MONTHLY.test(below[i] ?? "");
      return {
        row: row + 1,
        t12: columnAt(page, row + 1, t12, monthly(t12)),
        broker: columnAt(page, row + 1, broker, monthly(broker)),
        first: row + 1,
      };
    }
    return { row, t12: columnAt(page, row, actual), broker: columnAt(page, row, proForma), first: row };
  }
  return null;
}

/** Both columns of the first page that prints them side by side; annual cents are turned into monthly ones. */
export function readDocumentLines(pages: ReadPage[], skip: Set<string>): DocumentLineRead[] {
  for (const page of pages) {
    const columns = findColumns(page);
    if (!columns) continue;
    const lines: DocumentLineRead[] = [];
    let section: "income" | "expense" | null = null;
    for (let row = columns.first; row < page.rows.length; row++) {
      if (skip.has(`${page.page}:${row}`)) continue;
      const first = (page.rows[row] ?? []).find((c) => isTextCell(c))?.trim() ?? "";
      if (STOP.test(first)) break;
      const t12 = segmentUnder(page, row, columns.t12);
      const broker = segmentUnder(page, row, columns.broker);
      const t12Annual = row === columns.row ? undefined : t12.amounts[0];
      const brokerAnnual = row === columns.row ? undefined : broker.amounts[0];
      if (t12Annual === undefined && brokerAnnual === undefined) {
        if (INCOME_HEADING.test(first)) section = "income";
        else if (EXPENSE_HEADING.test(first)) section = "expense";
        continue;
      }
      if (first === "" || SKIP.test(first)) continue;
      const label = cleanLabel(first);
      const kind = section === "income" ? (RENT.test(label) ? "rent" : "income") : "expense";
      lines.push({
        label,
        kind,
        category: kind === "expense" ? categorise(label, null) : null,
        t12MonthlyCents: t12Annual === undefined ? null : annualToMonthlyCents(t12Annual),
        brokerMonthlyCents: brokerAnnual === undefined ? null : annualToMonthlyCents(brokerAnnual),
        page: page.page,
      });
    }
    if (lines.length > 0) return lines;
  }
  return [];
}
