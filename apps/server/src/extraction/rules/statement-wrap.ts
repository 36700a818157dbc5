import type { ReadPage } from "../document";
import { isAmountCell } from "./cells";

/**
 * Account names wrapped over several lines ("LEGAL AND / OTHER / PROFESSIONAL / FEES"), as AppFolio,
 * Yardi and Buildium print them in a narrow first column: the amounts sit on the first line and the rest
 * of the name follows on lines of its own at the same indent. Those lines are joined onto the first,
 * and left empty so row numbers stay as they were. A line followed by deeper-indented rows is a
 * heading ("Expense" over its accounts), never a continuation.
 */
const SAME_INDENT = 1.5;

const x = (page: ReadPage, row: number): number | undefined => page.boxes?.[row]?.[0]?.x;
const textOnly = (cells: string[]): boolean =>
  cells.length === 1 && !isAmountCell(cells[0]) && !/\d/.test(cells[0] ?? "");

/** A name cut mid-phrase: it ends on a joining word, or the next line starts with one or in lower case. */
const CONNECTED = (owner: string, next: string): boolean =>
  /(\band|&|\bof|\bfor|,|-|\/)\s*$/i.test(owner) || /^(and|&|of|for|[a-z])/.test(next.trim());

/** Every label starts at one indent: headings cannot be told from lines by position. */
function flat(page: ReadPage): boolean {
  const xs = page.rows.map((_, row) => x(page, row)).filter((v): v is number => v !== undefined);
  const first = xs[0];
  return first !== undefined && xs.every((v) => Math.abs(v - first) <= SAME_INDENT);
}

export function joinWrappedLabels(page: ReadPage): ReadPage {
  if (!page.boxes) return page;
  // In a flat layout a line of words after an amount row is as likely a heading ("Expenses"): only a
  // name visibly cut mid-phrase is joined.
  const onlyConnected = flat(page);
  const rows = page.rows.map((cells) => [...cells]);
  let owner: number | null = null;
  for (let row = 0; row < rows.length; row++) {
    const cells = rows[row] ?? [];
    if (cells.some(isAmountCell)) {
      owner = cells.length > 1 ? row : null;
      continue;
    }
    const here = x(page, row);
    const ownerX = owner === null ? undefined : x(page, owner);
    const next = x(page, row + 1);
    const heading = here !== undefined && next !== undefined && next > here + SAME_INDENT;
    if (owner === null || !textOnly(cells) || here === undefined || ownerX === undefined || heading) {
      owner = null;
      continue;
    }
    const ownerLabel = rows[owner]?.[0] ?? "";
    if (Math.abs(here - ownerX) > SAME_INDENT || (onlyConnected && !CONNECTED(ownerLabel, cells[0] ?? ""))) {
      owner = null;
      continue;
    }
    const target = rows[owner];
    if (target) target[0] = `${target[0] ?? ""} ${cells[0] ?? ""}`.trim();
    rows[row] = [];
  }
  return { ...page, rows };
}
