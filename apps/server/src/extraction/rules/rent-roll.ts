import type { ReadPage } from "../document";
import { cellCents, cellInteger, isAmountCell, normalise } from "./cells";
import { isRentRollHeader, rolesOf, type ColumnRole, type HeaderRoles } from "./rent-roll-header";
import { cellsByColumn, headerColumns, wrappedHeaderLines, type Column } from "./table-columns";
import type { ExtractedUnit, LineItem, ReportedTotals } from "./types";
import { parseBedsBaths } from "./unit-type";

/**
 * Rent roll tables: a header naming units and rents, one row per unit, often a total row. Vacant units
 * keep their asking rent as market rent, never as rent in place. Rows that are not dwellings (parking,
 * storage, laundry) become other income.
 */
export type RentRollRead = {
  units: ExtractedUnit[];
  otherIncome: LineItem[];
  reported: ReportedTotals;
  rowsUsed: Set<string>;
};

const TOTAL_ROW = /^(total|totals|grand total|summary|\d+\s+units?\b|total units)/i;
const OTHER_INCOME_ROW =
  /\b(parking|garage|carport|storage|laundry|rubs|utility reimb|pet rent|pet fee|signage|billboard|antenna|cell tower|late fee|vending)\b/i;
const VACANT = /\b(vacant|vacancy|unrented|unoccupied|available|model|down unit)\b/i;
const COMMERCIAL = /\b(commercial|retail|shop|store|office|restaurant|salon)\b/i;
/** Give up on a table after this many rows in a row that are neither units nor totals. */
const MAX_GAP_ROWS = 3;

type Table = { columns: Column[]; roles: HeaderRoles; unitColumn: number; headerRow: number };

/** The amount in a cell, or in its last word when the cell took in a neighbour ("Occupied 2,000"). */
function amountIn(text: string | undefined): number | null {
  if (text === undefined) return null;
  return cellCents(text) ?? cellCents(text.split(" ").pop());
}

function findTable(page: ReadPage, row: number): Table | null {
  const single = headerColumns(page, row, 0);
  let roles = rolesOf(single.map((c) => c.label));
  let columns = single;
  if (!isRentRollHeader(roles)) {
    const lines = wrappedHeaderLines(page, row);
    if (lines === 0) return null;
    columns = headerColumns(page, row, lines);
    roles = rolesOf(columns.map((c) => c.label));
    if (!isRentRollHeader(roles)) return null;
  }
  // A table without a "Unit" heading names its units in the first column (e.g. "Apt 1", "Shop").
  const unitColumn =
    roles.get("unit") ?? (roles.get("type") === 0 ? 0 : columns[0] && !rolesOf([columns[0].label]).size ? 0 : -1);
  if (unitColumn < 0) return null;
  return { columns, roles, unitColumn, headerRow: row };
}

const cellOf = (cells: (string | undefined)[], roles: HeaderRoles, role: ColumnRole): string | undefined => {
  const index = roles.get(role);
  return index === undefined ? undefined : cells[index];
};

/** Without positions, a row with more cells than its header (an unlabelled status column) shifts the rent right. */
function rentOf(cells: (string | undefined)[], table: Table, raw: string[]): number | null {
  const printed = amountIn(cellOf(cells, table.roles, "rent")) ?? amountIn(cellOf(cells, table.roles, "total"));
  if (printed !== null) return printed;
  const oneMoneyColumn = !table.roles.has("market") && !table.roles.has("sqft") && !table.roles.has("beds");
  return oneMoneyColumn && raw.length > table.columns.length ? amountIn(raw[raw.length - 1]) : null;
}

function readUnit(cells: (string | undefined)[], table: Table, raw: string[], page: number): ExtractedUnit {
  const { roles } = table;
  const rowText = raw.join(" ");
  const unitNumber = normalise(cells[table.unitColumn] ?? "").slice(0, 40);
  const typeCell = cellOf(cells, roles, "type");
  const type = typeCell && !isAmountCell(typeCell) ? typeCell : null;
  const fromType = parseBedsBaths(cellOf(cells, roles, "bedsBaths") ?? type ?? undefined);
  const beds = cellInteger(cellOf(cells, roles, "beds")) ?? fromType.beds;
  const bathsCell = cellOf(cells, roles, "baths");
  const baths = bathsCell && /^\d+(\.\d+)?$/.test(bathsCell.trim()) ? Number(bathsCell) : fromType.baths;
  const status = [cellOf(cells, roles, "status"), cellOf(cells, roles, "tenant"), type].filter(Boolean).join(" ");
  const vacant = VACANT.test(status) || (!/\boccupied\b/i.test(rowText) && /\bvacant\b/i.test(rowText));
  const printedRent = rentOf(cells, table, raw);
  const market = amountIn(cellOf(cells, roles, "market"));
  const sqft = cellInteger(cellOf(cells, roles, "sqft"));
  return {
    unitNumber,
    unitType: type ? normalise(type) : null,
    beds,
    baths,
    sqft: sqft !== null && sqft > 0 ? sqft : null,
    rentCents: vacant ? null : printedRent,
    marketRentCents: market ?? (vacant ? printedRent : null),
    vacant,
    askingRentCents: vacant ? printedRent : null,
    commercial: COMMERCIAL.test(`${unitNumber} ${type ?? ""}`),
    page,
  };
}

function readTotals(cells: (string | undefined)[], table: Table, rowText: string, page: number): ReportedTotals {
  const reported: ReportedTotals = {};
  const count = /(\d+)\s+units?\b/i.exec(rowText) ?? /total units\D*(\d+)/i.exec(rowText);
  if (count?.[1]) reported.unitCount = { value: Number(count[1]), page };
  // "Total Units  3": the only number is the count, whatever column it drifted under.
  if (/^total units\W*\d+$/i.test(rowText.trim())) return reported;
  const rent = amountIn(cellOf(cells, table.roles, "rent")) ?? amountIn(cellOf(cells, table.roles, "total"));
  if (rent !== null && rent > 0) reported.rentRollMonthlyCents = { value: rent, page };
  const market = amountIn(cellOf(cells, table.roles, "market"));
  if (market !== null && market > 0) reported.rentRollMarketMonthlyCents = { value: market, page };
  const sqft = cellInteger(cellOf(cells, table.roles, "sqft"));
  if (sqft !== null) reported.rentRollSqft = { value: sqft, page };
  return reported;
}

function otherIncomeLine(label: string, cents: number, page: number): LineItem {
  return { label: normalise(label), monthlyCents: cents, annualCents: cents * 12, page, incomeKind: "other" };
}

function readTable(page: ReadPage, table: Table, out: RentRollRead): number {
  let gap = 0;
  let row = table.headerRow + 1;
  for (; row < page.rows.length && gap < MAX_GAP_ROWS; row++) {
    const cells = cellsByColumn(page, row, table.columns);
    const raw = page.rows[row] ?? [];
    const rowText = raw.join(" ");
    const first = normalise(raw[0] ?? "");
    if (TOTAL_ROW.test(first) || /\btotal\b/i.test(cells[table.unitColumn] ?? "")) {
      // "Total Units 3" printed under a small table counts units; a total row with amounts ends the table.
      Object.assign(out.reported, readTotals(cells, table, rowText, page.page));
      out.rowsUsed.add(`${page.page}:${row}`);
      if (raw.some(isAmountCell) || /\d+\s+units?/i.test(rowText)) {
        row++;
        break;
      }
      continue;
    }
    const label = cells[table.unitColumn];
    const amounts = raw.filter(isAmountCell);
    if (!label || label.length > 60 || (amounts.length === 0 && !VACANT.test(rowText))) {
      gap++;
      continue;
    }
    const unit = readUnit(cells, table, raw, page.page);
    const hasDetail = unit.beds !== null || unit.sqft !== null || unit.unitType !== null;
    if (OTHER_INCOME_ROW.test(label) && !hasDetail) {
      const cents = amounts.map((a) => cellCents(a) ?? 0).pop() ?? 0;
      out.otherIncome.push(otherIncomeLine(label, cents, page.page));
    } else {
      out.units.push(unit);
    }
    out.rowsUsed.add(`${page.page}:${row}`);
    gap = 0;
  }
  return row;
}

const emptyRead = (): RentRollRead => ({ units: [], otherIncome: [], reported: {}, rowsUsed: new Set() });

/** A table whose columns were named elsewhere (the language model's column mapping), read by these rules. */
export function readMappedTable(page: ReadPage, headerRow: number, roles: HeaderRoles): RentRollRead {
  const out = emptyRead();
  const unitColumn = roles.get("unit");
  if (unitColumn === undefined) return out;
  readTable(page, { columns: headerColumns(page, headerRow, 0), roles, unitColumn, headerRow }, out);
  return out;
}

export function readRentRolls(pages: ReadPage[]): RentRollRead {
  const out = emptyRead();
  for (const page of pages) {
    for (let row = 0; row < page.rows.length; row++) {
      const table = findTable(page, row);
      if (!table) continue;
      const before = out.units.length + out.otherIncome.length;
      const end = readTable(page, table, out);
      if (out.units.length + out.otherIncome.length > before) {
        for (let r = row - 2; r <= row; r++) if (r >= 0) out.rowsUsed.add(`${page.page}:${r}`);
        row = end - 1;
      }
    }
  }
  return out;
}
