import { annualToMonthlyCents } from "@plexwise/core/money";
import type { ReadPage } from "../document";
import { categorise } from "./categories";
import { cleanLabel } from "./labels";
import { labelBefore, segmentUnder, type AmountColumn } from "./statement-columns";
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
/** Totals and subtotals: never a line ("Gross Potential Income" adds up the rent and other income above it). */
const SKIP =
  /^(total|subtotal|sub-total|net operating income|noi|effective gross|egi|cash flow|(gross )?potential gross income|gross potential income|gross (operating|scheduled) income|gross income|(less:?\s*)?(operating )?expenses$)\b/i;
/** The income's last total: what follows it is expenses. */
const AFTER_INCOME = /^(effective gross (income|revenue)|egi|total (operating )?(income|revenue)s?)\b/i;
/** An income line on a page that prints no "Income" heading above its first lines. */
const INCOME_LIKE = /\b(rents?|rental|income|revenues?)\b/i;
const RENT_ADJUSTMENT = /vacan|credit loss|collection loss|bad debt|concession|loss to lease/i;
/** Figures per unit or per square foot are never money ("Expenses/unit", "Expense per SF"). */
const PER_ROW = /^[^$@\d]*(\/|\bper\s+)\s*(unit|door|apt|sf|sq\.?\s*f(oo|ee)?t|square\s+f(oo|ee)?t)$/i;
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

/**
 * A row whose figures, in both columns, are the sum of the lines read above it since the section began: a total
 * printed without a "Total" label. Both columns must agree, so a coincidence in one is not enough.
 */
function isSumOfAbove(lines: DocumentLineRead[], t12: number | undefined, broker: number | undefined): boolean {
  const last = lines.at(-1);
  const kind = last?.kind === "expense" ? "expense" : "income";
  const run = lines.filter((l) => (kind === "expense" ? l.kind === "expense" : l.kind !== "expense"));
  if (run.length < 2 || t12 === undefined || broker === undefined) return false;
  const sums = (pick: (l: DocumentLineRead) => number | null, annual: number) =>
    Math.abs(run.reduce((s, l) => s + (pick(l) ?? 0), 0) - annualToMonthlyCents(annual)) <= run.length * 50;
  return sums((l) => l.t12MonthlyCents, t12) && sums((l) => l.brokerMonthlyCents, broker);
}

/**
 * Both columns of the pages that print them side by side (an OM's income summary and its expense page); annual
 * cents are turned into monthly ones. A line printed again on a later page (a summary repeated) is kept once.
 */
export function readDocumentLines(pages: ReadPage[], skip: Set<string>): DocumentLineRead[] {
  const all: DocumentLineRead[] = [];
  for (const page of pages) {
    for (const line of pageLines(page, skip))
      if (!all.some((l) => l.label.toLowerCase() === line.label.toLowerCase() && l.kind === line.kind)) all.push(line);
  }
  return all;
}

function pageLines(page: ReadPage, skip: Set<string>): DocumentLineRead[] {
  const columns = findColumns(page);
  if (!columns) return [];
  const lines: DocumentLineRead[] = [];
  let section: "income" | "expense" | null = null;
  for (let row = columns.first; row < page.rows.length; row++) {
    if (skip.has(`${page.page}:${row}`)) continue;
    const first = labelBefore(page, row, columns.t12).trim();
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
    // With no headings, the first line says which section the table opens with; expenses follow the income's total.
    if (AFTER_INCOME.test(first) && section !== "expense") {
      section = "expense";
      continue;
    }
    if (first === "" || SKIP.test(first) || PER_ROW.test(first) || isSumOfAbove(lines, t12Annual, brokerAnnual))
      continue;
    const label = cleanLabel(first);
    section ??= INCOME_LIKE.test(label) ? "income" : "expense";
    // A vacancy or credit loss is a deduction from rent, whatever sign it was printed with.
    const deduction = section === "income" && RENT_ADJUSTMENT.test(label);
    const kind = section === "income" ? (RENT.test(label) || deduction ? "rent" : "income") : "expense";
    const monthly = (annual: number | undefined) =>
      annual === undefined ? null : annualToMonthlyCents(deduction ? -Math.abs(annual) : annual);
    lines.push({
      label,
      kind,
      category: kind === "expense" ? categorise(label, null) : null,
      t12MonthlyCents: monthly(t12Annual),
      brokerMonthlyCents: monthly(brokerAnnual),
      page: page.page,
    });
  }
  return lines;
}
