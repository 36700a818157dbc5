import type { ReadPage } from "../document";
import { cellCents } from "./cells";
import { columnRole, type HeaderRoles } from "./rent-roll-header";
import { isTotalLine } from "./rent-roll-patterns";
import { cellsByColumn, type Column } from "./table-columns";

/**
 * What a column's values say about it, whatever its heading: a column of lease or resident ids, of rents
 * per square foot or of percentages is never the rent, however it is labelled. Checked on the rows under
 * the header before the table is read; total and subtotal lines are left out (on a last page holding one unit and
 * the Totals line, the total would make the rent column look like annual sums).
 */
const SAMPLE_ROWS = 40;
/** Monthly rent of one home, in cents. Below: $/SF or a fee; above: an annual sum, a price or an id. */
export const RENT_BAND = { min: 50_00, max: 30_000_00 } as const;
const ID_LIKE = /^(?:[a-z]{1,3}\d{5,}|\d{6,}|\d{3,}-\d{3,})$/i;

type ColumnFacts = { values: number[]; ids: number; filled: number };

function factsOf(page: ReadPage, headerRow: number, columns: Column[], index: number): ColumnFacts {
  const facts: ColumnFacts = { values: [], ids: 0, filled: 0 };
  for (let row = headerRow + 1; row < Math.min(page.rows.length, headerRow + 1 + SAMPLE_ROWS); row++) {
    if (isTotalLine(page.rows[row] ?? [])) continue;
    const cell = cellsByColumn(page, row, columns)[index]?.trim();
    if (!cell) continue;
    facts.filled++;
    if (ID_LIKE.test(cell.replace(/\s/g, ""))) facts.ids++;
    const cents = cellCents(cell);
    if (cents !== null && cents > 0) facts.values.push(cents);
  }
  return facts;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Why a column cannot hold monthly rents, or null when it can. */
export function notRent(facts: ColumnFacts): string | null {
  if (facts.filled >= 2 && facts.ids >= facts.filled / 2) return "identifiers";
  if (facts.filled >= 2 && facts.values.length < facts.filled / 2) return "words, not amounts";
  if (facts.values.length < 2) return null;
  const m = median(facts.values);
  if (m < RENT_BAND.min) return "per square foot or fees";
  if (m > RENT_BAND.max) return "not monthly rents";
  return null;
}

/**
 * Each rent role moved to the first column under such a heading whose values can be rents, or taken
 * away when none can, so a column of ids or $/SF is never summed as rent.
 */
export function checkRentColumns(
  page: ReadPage,
  headerRow: number,
  columns: Column[],
  roles: HeaderRoles,
): HeaderRoles {
  const checked = new Map(roles);
  for (const role of ["rent", "market", "total"] as const) {
    if (!roles.has(role)) continue;
    // The first column under this heading whose values can be rents ("Lease" ids, then "Rent").
    const index = columns.findIndex(
      (c, i) => columnRole(c.label) === role && notRent(factsOf(page, headerRow, columns, i)) === null,
    );
    if (index < 0) checked.delete(role);
    else checked.set(role, index);
  }
  return checked;
}

/**
 * The columns holding a unit's charges besides rent. Those a heading names ("Parking", "Pet Rent"), and in a
 * property-management export the charge-code columns printed between the rent and the total billed ("RENT |
 * PARKING | MTOM | PETFEE | EMPLCRED | Total Billing"): any named column there whose cells are all amounts. A
 * block printed beside the rows under no heading of the table (a floor-plan summary) is never one.
 */
export function chargeColumns(page: ReadPage, headerRow: number, columns: Column[], roles: HeaderRoles): number[] {
  const rent = roles.get("rent");
  const total = roles.get("total");
  const bounded = rent !== undefined && total !== undefined && rent < total;
  const out: number[] = [];
  columns.forEach((column, index) => {
    const role = columnRole(column.label);
    if (role === "charge") out.push(index);
    else if (bounded && role === null && index > rent && index < total && /[a-z]/i.test(column.label)) {
      const facts = factsOf(page, headerRow, columns, index);
      if (facts.filled > 0 && amountsOnly(page, headerRow, columns, index)) out.push(index);
    }
  });
  return out;
}

function amountsOnly(page: ReadPage, headerRow: number, columns: Column[], index: number): boolean {
  for (let row = headerRow + 1; row < Math.min(page.rows.length, headerRow + 1 + SAMPLE_ROWS); row++) {
    if (/^\s*(grand\s+)?totals?\b/i.test(page.rows[row]?.[0] ?? "")) break;
    const cell = cellsByColumn(page, row, columns)[index]?.trim();
    if (cell && cellCents(cell) === null) return false;
  }
  return true;
}
