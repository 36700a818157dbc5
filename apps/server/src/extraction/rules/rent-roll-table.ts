import type { ReadPage } from "../document";
import { cellCents } from "./cells";
import { columnRole, isRentRollHeader, rolesOf, type ColumnRole, type HeaderRoles } from "./rent-roll-header";
import { chargeColumns, checkRentColumns } from "./rent-roll-values";
import { headerColumns, splitMergedHeadings, wrappedHeaderLines, type Column } from "./table-columns";

/** Where a rent roll table is: its header row, its columns and what each holds. */
export type Table = {
  columns: Column[];
  roles: HeaderRoles;
  unitColumn: number;
  headerRow: number;
  /** Columns of charges besides rent (parking, pets, charge codes): other income. */
  charges?: number[];
};

/** The amount in a cell, or in its last word when the cell took in a neighbour ("Occupied 2,000"). */
export function amountIn(text: string | undefined): number | null {
  if (text === undefined) return null;
  return cellCents(text) ?? cellCents(text.split(" ").pop());
}

export const named = (label: string): boolean => columnRole(label) !== null;

/** A report's title ("Rent Roll", "Rent Roll Detail"): never a heading of its table's columns. */
const REPORT_TITLE = /^rent\s*roll\b/i;

/** The first line of a wrapped header: a few short headings that name a column, no figures, no "Label:" text. */
const isHeadingFragment = (cells: string[]): boolean => {
  const filled = cells.filter((c) => c.trim() !== "");
  return (
    filled.length > 0 &&
    filled.every((c) => !/[\d:]/.test(c) && c.trim().split(/\s+/).length <= 2 && !REPORT_TITLE.test(c.trim())) &&
    filled.some((c) => named(c))
  );
};

export function findTable(page: ReadPage, row: number): Table | null {
  let columns = splitMergedHeadings(page, row, headerColumns(page, row, 0), named);
  let roles = rolesOf(columns.map((c) => c.label));
  // A count of units ("# of Units") makes a unit-mix table, however its heading lines are joined.
  if (roles.has("count")) return null;
  // Headings wrapped from the lines above ("Market" over "Rent") are read with them when that names at
  // least as much: "Rent" under "Market" is the market rent, not a second rent column.
  const lines = wrappedHeaderLines(page, row);
  if (lines > 0) {
    const wrapped = splitMergedHeadings(page, row, headerColumns(page, row, lines), named);
    const wrappedRoles = rolesOf(wrapped.map((c) => c.label));
    if (isRentRollHeader(wrappedRoles) && (!isRentRollHeader(roles) || wrappedRoles.size >= roles.size)) {
      columns = wrapped;
      roles = wrappedRoles;
    }
  }
  // A header wrapped onto the next line: the two lines are read as one. Its first line alone may name too
  // little to be a header at all ("Unit" over "No. | Size | Status | Tenant | Rent").
  const below = page.rows[row + 1] ?? [];
  // A lone first line ("Unit") is joined only to a line that is no header by itself: a title ("Rent Roll") is not
  // the first line of the header printed under it.
  const fragment =
    isRentRollHeader(roles) || (isHeadingFragment(page.rows[row] ?? []) && !isRentRollHeader(rolesOf(below)));
  if (fragment && below.filter((c) => c.trim() !== "").length >= 2 && !below.some((c) => /\d/.test(c))) {
    const joined = splitMergedHeadings(page, row + 1, headerColumns(page, row + 1, 1), named);
    const joinedRoles = rolesOf(joined.map((c) => c.label));
    if (isRentRollHeader(joinedRoles) && (!isRentRollHeader(roles) || joinedRoles.size >= roles.size))
      return tableAt(page, row + 1, joined, joinedRoles);
  }
  if (!isRentRollHeader(roles)) return null;
  return tableAt(page, row, columns, roles);
}

export function tableAt(page: ReadPage, row: number, columns: Column[], roles: HeaderRoles): Table | null {
  // A table without a "Unit" heading names its units in the first column (e.g. "Apt 1", "Shop").
  const unitColumn =
    roles.get("unit") ?? (roles.get("type") === 0 ? 0 : columns[0] && !rolesOf([columns[0].label]).size ? 0 : -1);
  if (unitColumn < 0) return null;
  const checked = checkRentColumns(page, row, columns, roles);
  return { columns, roles: checked, unitColumn, headerRow: row, charges: chargeColumns(page, row, columns, checked) };
}

export const cellOf = (cells: (string | undefined)[], roles: HeaderRoles, role: ColumnRole): string | undefined => {
  const index = roles.get(role);
  return index === undefined ? undefined : cells[index];
};

/**
 * The row's cells under the table's columns: in a spreadsheet the first columns, on a PDF page the cells
 * that start left of the last heading's right edge (a note printed past the table is left out).
 */
export function inTable(page: ReadPage, row: number, table: Table): string[] {
  const raw = page.rows[row] ?? [];
  const boxes = page.boxes?.[row];
  const right = Math.max(...table.columns.map((c) => c.box?.right ?? -Infinity));
  if (!boxes || !Number.isFinite(right)) return raw.slice(0, Math.max(table.columns.length, 1));
  return raw.filter((_, i) => (boxes[i]?.x ?? 0) <= right);
}
