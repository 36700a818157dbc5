import { CELL_SEPARATOR, type ReadPage } from "../document";
import { cellCents, cellDay, cellInteger, isAmountCell, normalise } from "./cells";
import { readTotalledBlocks } from "./rent-roll-blocks";
import { applyCharge } from "./rent-roll-charges";
import { columnRole, isRentRollHeader, rolesOf, type ColumnRole, type HeaderRoles } from "./rent-roll-header";
import { occupancySummaryRows } from "./rent-roll-summaries";
import { groupHeading, houseLabel, isGroupSubtotal, reportTitle, type PropertyGroup } from "./rent-roll-groups";
import { chargeColumns, checkRentColumns } from "./rent-roll-values";
import { cellsByColumn, headerColumns, splitMergedHeadings, wrappedHeaderLines, type Column } from "./table-columns";
import type { ExtractedUnit, LineItem, ReportedTotals, Sourced } from "./types";
import { parseBedsBaths } from "./unit-type";

/**
 * Rent roll tables: a header naming units and rents, one row per unit, often a total row. Vacant units
 * keep their asking rent as market rent, never as rent in place. Rows that are not dwellings (parking,
 * storage, laundry) become other income; so do a unit's charge rows and charge columns other than rent.
 * Wrapped tag lines, repeated headers and status sections (current, notice, vacant) stay inside the
 * table; a summary block (unit mix, future residents) ends it.
 */
export type RentRollRead = {
  units: ExtractedUnit[];
  otherIncome: LineItem[];
  reported: ReportedTotals;
  rowsUsed: Set<string>;
  /** Rows read as units that a person should look at (duplicates, rows after the total). */
  doubtful?: string[];
  /** A portfolio export's property headings, each with its own subtotal line when printed. */
  groups?: PropertyGroup[];
  /** The property a report's title line names ("OWNER LLC - The Heights North"). */
  title?: Sourced<string>;
  /** The property group whose rows the last table read ended in (no subtotal closed it). */
  openGroup?: PropertyGroup | null;
};

const TOTAL_ROW =
  /^(total|totals|grand total|sub-?total|summary|\d+\s+units?\b|total units|weighted|average|avg\b|occupancy|occupied|vacant units|all units)/i;
const AVERAGE_ROW = /^(averages?|avg\b|weighted|wtd\b)/i;
const OTHER_INCOME_ROW =
  /\b(parking|garage|carport|storage|laundry|rubs|utility reimb|pet rent|pet fee|signage|billboard|antenna|cell tower|late fee|vending)\b/i;
const VACANT = /\b(vacant|vacancy|unrented|unoccupied|available|model|down unit)\b/i;
const COMMERCIAL = /\b(commercial|retail|shop|store|office|restaurant|salon)\b/i;
/** A section of a property-management export whose rows are not this month's units. */
const END_SECTION =
  /^(future residents?|applicants?|pending|summary( groups?)?|unit mix|floor ?plan summary|occupancy summary|rent roll summary|statistics|totals? by|recap)\b/i;
const VACANT_SECTION = /^(vacant|vacancies|vacant units|available units)\b/i;
const OCCUPIED_SECTION = /^(current|occupied|notice|residents?|current\/notice)\b/i;
/** A future resident's row (an applicant signed for a vacant unit listed above it): not a unit of its own. */
const FUTURE_RESIDENT = /^(applicant|future|pending|approved|prospect)\b/i;
/** Give up on a table after this many rows in a row that are neither units nor totals. */
const MAX_GAP_ROWS = 3;
/** What a unit's name looks like: "101", "2B", "A", "Apt 3", "B-204", "12/2". */
export const UNIT_LABEL = /^(?:[a-z]{0,4}[-# ]?)?\d{1,5}[a-z]?(?:[-/]\d{1,4}[a-z]?)?$|^[a-z]{1,2}\d{0,3}$/i;

type Table = {
  columns: Column[];
  roles: HeaderRoles;
  unitColumn: number;
  headerRow: number;
  /** Columns of charges besides rent (parking, pets, charge codes): other income. */
  charges?: number[];
};

/** The amount in a cell, or in its last word when the cell took in a neighbour ("Occupied 2,000"). */
function amountIn(text: string | undefined): number | null {
  if (text === undefined) return null;
  return cellCents(text) ?? cellCents(text.split(" ").pop());
}

const named = (label: string): boolean => columnRole(label) !== null;

/** The first line of a wrapped header: a few short headings that name a column, no figures, no "Label:" text. */
const isHeadingFragment = (cells: string[]): boolean => {
  const filled = cells.filter((c) => c.trim() !== "");
  return (
    filled.length > 0 &&
    filled.every((c) => !/[\d:]/.test(c) && c.trim().split(/\s+/).length <= 2) &&
    filled.some((c) => named(c))
  );
};

function findTable(page: ReadPage, row: number): Table | null {
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

function tableAt(page: ReadPage, row: number, columns: Column[], roles: HeaderRoles): Table | null {
  // A table without a "Unit" heading names its units in the first column (e.g. "Apt 1", "Shop").
  const unitColumn =
    roles.get("unit") ?? (roles.get("type") === 0 ? 0 : columns[0] && !rolesOf([columns[0].label]).size ? 0 : -1);
  if (unitColumn < 0) return null;
  const checked = checkRentColumns(page, row, columns, roles);
  return { columns, roles: checked, unitColumn, headerRow: row, charges: chargeColumns(page, row, columns, checked) };
}

const cellOf = (cells: (string | undefined)[], roles: HeaderRoles, role: ColumnRole): string | undefined => {
  const index = roles.get(role);
  return index === undefined ? undefined : cells[index];
};

/** Without positions, a row with more cells than its header (an unlabelled status column) shifts the rent right. */
function rentOf(cells: (string | undefined)[], table: Table, raw: string[]): number | null {
  const { roles } = table;
  if (roles.has("chargeCode")) return null;
  const printed = amountIn(cellOf(cells, roles, "rent")) ?? amountIn(cellOf(cells, roles, "total"));
  if (printed !== null) return printed;
  const annual = amountIn(cellOf(cells, roles, "annualRent"));
  if (annual !== null && !roles.has("rent")) return Math.round(annual / 12);
  const oneMoneyColumn = !roles.has("market") && !roles.has("sqft") && !roles.has("beds");
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
  const tenant = cellOf(cells, roles, "tenant");
  const status = [cellOf(cells, roles, "status"), tenant, type].filter(Boolean).join(" ");
  const printedRent = rentOf(cells, table, raw);
  // A row with no tenant and no rent, in a table that names its tenants, is an empty unit.
  const empty = roles.has("tenant") && !tenant?.trim() && printedRent === null && !roles.has("chargeCode");
  const vacant = VACANT.test(status) || (!/\boccupied\b/i.test(rowText) && /\bvacant\b/i.test(rowText)) || empty;
  const market = amountIn(cellOf(cells, roles, "market"));
  const sqft = cellInteger(cellOf(cells, roles, "sqft"));
  const leaseStart = cellDay(cellOf(cells, roles, "leaseStart"));
  const leaseEnd = cellDay(cellOf(cells, roles, "leaseEnd"));
  return {
    unitNumber,
    unitType: type ? normalise(type) : null,
    beds,
    baths,
    sqft: sqft !== null && sqft > 0 ? sqft : null,
    rentCents: vacant ? null : printedRent,
    // A vacant unit's $0 is no asking rent.
    marketRentCents: market ?? (vacant && printedRent ? printedRent : null),
    vacant,
    askingRentCents: vacant && printedRent ? printedRent : null,
    commercial: COMMERCIAL.test(`${unitNumber} ${type ?? ""}`),
    page,
    line: raw.join(CELL_SEPARATOR),
    ...(leaseStart && !vacant ? { leaseStart } : {}),
    ...(leaseEnd && !vacant ? { leaseEnd } : {}),
  };
}

function readTotals(cells: (string | undefined)[], table: Table, rowText: string, page: number): ReportedTotals {
  const reported: ReportedTotals = {};
  const count = /(\d+)\s+units?\b/i.exec(rowText) ?? /total units\D*(\d+)/i.exec(rowText);
  if (count?.[1]) reported.unitCount = { value: Number(count[1]), page, line: rowText };
  // "Total Units  3": the only number is the count, whatever column it drifted under.
  if (/^total units\W*\d+$/i.test(rowText.trim())) return reported;
  const rent = amountIn(cellOf(cells, table.roles, "rent")) ?? amountIn(cellOf(cells, table.roles, "total"));
  if (rent !== null && rent > 0) reported.rentRollMonthlyCents = { value: rent, page, line: rowText };
  const market = amountIn(cellOf(cells, table.roles, "market"));
  if (market !== null && market > 0) reported.rentRollMarketMonthlyCents = { value: market, page, line: rowText };
  const sqft = cellInteger(cellOf(cells, table.roles, "sqft"));
  if (sqft !== null) reported.rentRollSqft = { value: sqft, page, line: rowText };
  return reported;
}

function otherIncomeLine(label: string, cents: number, page: number, line: string): LineItem {
  return { label: normalise(label), monthlyCents: cents, annualCents: cents * 12, page, incomeKind: "other", line };
}

/** The same header printed again (a page break in a spreadsheet export, a repeated PDF header). */
/** A header printed again at a page break; a vacant unit's row ("Apt 19  VACANT  03/02/2022  Vacant-Unrented") is not one. */
const isRepeatedHeader = (raw: string[], table: Table): boolean =>
  raw.length >= 2 &&
  !raw.some(isAmountCell) &&
  !UNIT_LABEL.test(raw[0] ?? "") &&
  !raw.some((c) => /\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b/.test(c)) &&
  raw.filter((c) => named(c)).length >= Math.min(3, table.roles.size);

/** "8  1 Bed + 1 Bath  $1,240  $1,600": a count of units of a type, the line of a unit-mix summary. */
const isMixRow = (label: string, raw: string[]): boolean =>
  /^\d{1,3}$/.test(label) &&
  raw.some((c) => /\b(bed|br|bd|studio|bath|ba)\b|\d\s*\/\s*\d|\d\s*x\s*\d/i.test(c) && !/^\d{1,3}$/.test(c));

type RowState = {
  gap: number;
  vacantSection: boolean;
  afterTotal: boolean;
  last: ExtractedUnit | null;
  charges: Map<string, LineItem>;
  /** The property group heading the rows are under, in a portfolio export, and where its units start. */
  group: PropertyGroup | null;
  groupStart: number;
};

/**
 * The row's cells under the table's columns: in a spreadsheet the first columns, on a PDF page the cells
 * that start left of the last heading's right edge (a note printed past the table is left out).
 */
function inTable(page: ReadPage, row: number, table: Table): string[] {
  const raw = page.rows[row] ?? [];
  const boxes = page.boxes?.[row];
  const right = Math.max(...table.columns.map((c) => c.box?.right ?? -Infinity));
  if (!boxes || !Number.isFinite(right)) return raw.slice(0, Math.max(table.columns.length, 1));
  return raw.filter((_, i) => (boxes[i]?.x ?? 0) <= right);
}

/** A row under a property heading with something in the table's columns: a tenant, a status, a rent. */
const hasContent = (cells: (string | undefined)[]): boolean => cells.some((c) => c !== undefined && c.trim() !== "");

/** A total, subtotal or average row: its figures are kept to check against and the table goes on. */
function isTotalRow(cells: (string | undefined)[], raw: string[], table: Table): boolean {
  const first = normalise(raw[0] ?? "");
  return (
    TOTAL_ROW.test(first) ||
    /\btotal\b/i.test(cells[table.unitColumn] ?? "") ||
    raw.some((c) => /^(grand )?totals?:?$/i.test(c.trim()))
  );
}

/**
 * A table's rows read into `out`. `carried` is the property group still open where the table on the page
 * before ended: a portfolio's property runs on over a page break under the repeated header.
 */
function readTable(
  page: ReadPage,
  table: Table,
  out: RentRollRead,
  carried: { group: PropertyGroup; rows: number } | null = null,
): number {
  const start = out.units.length;
  // The carried group's rows on earlier pages count towards its subtotal.
  const before = carried?.rows ?? 0;
  const state: RowState = {
    gap: 0,
    vacantSection: false,
    afterTotal: false,
    last: null,
    charges: new Map(),
    group: carried?.group ?? null,
    groupStart: start - before,
  };
  let row = table.headerRow + 1;
  for (; row < page.rows.length && state.gap < MAX_GAP_ROWS; row++) {
    const cells = cellsByColumn(page, row, table.columns);
    const raw = page.rows[row] ?? [];
    const rowText = raw.join(" ");
    const key = `${page.page}:${row}`;
    if (isRepeatedHeader(raw, table)) {
      out.rowsUsed.add(key);
      continue;
    }
    const group = groupHeading(inTable(page, row, table), page.page);
    if (group) {
      state.group = group;
      state.groupStart = out.units.length;
      state.afterTotal = false;
      out.groups?.push(group);
      out.rowsUsed.add(key);
      continue;
    }
    // A summary block under the table ("Floorplan | # Units | Average SQFT") counts units instead of listing them.
    // A block beside the rows may print such headings on a unit's row: that row is still a unit.
    const unitCell = cells[table.unitColumn]?.trim() ?? "";
    if (out.units.length > start && !UNIT_LABEL.test(unitCell) && rolesOf(raw).has("count")) break;
    if (raw.length === 1 && !isAmountCell(raw[0])) {
      const heading = normalise(raw[0] ?? "");
      if (END_SECTION.test(heading) && out.units.length > start) break;
      if (VACANT_SECTION.test(heading) || OCCUPIED_SECTION.test(heading)) {
        state.vacantSection = VACANT_SECTION.test(heading);
        out.rowsUsed.add(key);
        continue;
      }
    }
    if (isTotalRow(cells, raw, table)) {
      // An averages row prints figures per unit: they are not the table's totals.
      if (!AVERAGE_ROW.test(normalise(raw[0] ?? ""))) {
        const totals = readTotals(cells, table, rowText, page.page);
        const groupRows = out.units.length - state.groupStart;
        // In a portfolio export, a property's subtotal line is that property's, not the table's.
        if (
          state.group &&
          isGroupSubtotal(rowText, totals, state.group, groupRows, out.units.length - start + before)
        ) {
          Object.assign(state.group.reported, totals);
          state.group = null;
        } else Object.assign(out.reported, totals);
      }
      out.rowsUsed.add(key);
      if (raw.some(isAmountCell) || /\d+\s+units?/i.test(rowText)) state.afterTotal = true;
      continue;
    }
    const status = cellOf(cells, table.roles, "status")?.trim() ?? "";
    if (FUTURE_RESIDENT.test(status)) {
      out.rowsUsed.add(key);
      state.gap = 0;
      continue;
    }
    // A house under its own heading prints no unit number: the heading is the unit.
    const house =
      !cells[table.unitColumn]?.trim() && state.group && out.units.length === state.groupStart && hasContent(cells);
    const label = house && state.group ? houseLabel(state.group) : cells[table.unitColumn]?.trim();
    const amounts = raw.filter(isAmountCell);
    const code = cellOf(cells, table.roles, "chargeCode")?.trim();
    if (!label && code && state.last) {
      const cents = amountIn(cellOf(cells, table.roles, "total"));
      if (cents !== null) applyCharge(state.last, code, cents, state.charges);
      out.rowsUsed.add(key);
      state.gap = 0;
      continue;
    }
    // A wrapped line (tags, a tenant's second name): no unit and no amount; it belongs to the row above.
    if (!label && amounts.length === 0 && out.units.length > start) {
      out.rowsUsed.add(key);
      continue;
    }
    // After a total row, or in a table with no "Unit" heading, "8  1 Bed + 1 Bath  $1,240" counts units.
    if (label && (state.afterTotal || !table.roles.has("unit")) && isMixRow(label, raw)) {
      if (out.units.length > start) break;
      state.gap++;
      continue;
    }
    const looksLikeUnit = label !== undefined && UNIT_LABEL.test(label);
    if (!label || label.length > 60 || (amounts.length === 0 && !VACANT.test(rowText) && !looksLikeUnit)) {
      state.gap++;
      continue;
    }
    if (state.afterTotal && !looksLikeUnit) break;
    const unit = readUnit(cells, table, raw, page.page);
    if (house) unit.unitNumber = label;
    if (state.vacantSection && !unit.vacant) {
      unit.vacant = true;
      unit.askingRentCents = unit.rentCents;
      unit.marketRentCents ??= unit.rentCents;
      unit.rentCents = null;
    }
    if (code && amountIn(cellOf(cells, table.roles, "total")) !== null)
      applyCharge(unit, code, amountIn(cellOf(cells, table.roles, "total")) ?? 0, state.charges);
    const hasDetail = unit.beds !== null || unit.sqft !== null || unit.unitType !== null;
    if (OTHER_INCOME_ROW.test(label) && !hasDetail) {
      const cents = amounts.map((a) => cellCents(a) ?? 0).pop() ?? 0;
      out.otherIncome.push(otherIncomeLine(label, cents, page.page, raw.join(CELL_SEPARATOR)));
    } else {
      addChargeColumns(cells, table, unit, state.charges);
      if (state.afterTotal) out.doubtful?.push(`${label} (page ${page.page}, after the total row)`);
      const propertyCell = cellOf(cells, table.roles, "property")?.trim();
      if (propertyCell || state.group) unit.property = propertyCell || state.group?.name || undefined;
      out.units.push(unit);
      state.last = unit;
    }
    out.rowsUsed.add(key);
    state.gap = 0;
  }
  out.otherIncome.push(...[...state.charges.values()].filter((l) => l.monthlyCents !== 0));
  out.openGroup = state.group;
  return row;
}

/** Parking, pet or RUBS printed in a column of their own: other income, summed over the units. */
function addChargeColumns(
  cells: (string | undefined)[],
  table: Table,
  unit: ExtractedUnit,
  charges: Map<string, LineItem>,
): void {
  table.columns.forEach((column, index) => {
    if (!(table.charges ?? []).includes(index)) return;
    const cents = amountIn(cells[index]);
    // A "charge" equal to the rent is the rent printed again (a total column under a shifted heading).
    const rent = unit.rentCents ?? unit.askingRentCents;
    if (cents !== null && cents !== 0 && cents !== rent) applyCharge(unit, column.label, cents, charges);
  });
}

const emptyRead = (): RentRollRead => ({
  units: [],
  otherIncome: [],
  reported: {},
  rowsUsed: new Set(),
  doubtful: [],
  groups: [],
});

/** A table whose columns were named elsewhere (the language model's column mapping), read by these rules. */
export function readMappedTable(page: ReadPage, headerRow: number, roles: HeaderRoles): RentRollRead {
  const out = emptyRead();
  const unitColumn = roles.get("unit");
  if (unitColumn === undefined) return out;
  const columns = headerColumns(page, headerRow, 0);
  const charges = chargeColumns(page, headerRow, columns, roles);
  readTable(page, { columns, roles, unitColumn, headerRow, charges }, out);
  return out;
}

const rentSum = (read: RentRollRead): number => read.units.reduce((s, u) => s + (u.rentCents ?? 0), 0);

/**
 * The reading of a table that agrees with its own printed total. When the rent column the headings
 * point to does not add up to the total rent printed under it, every other column of amounts is tried
 * as the rent; one that adds up to the total, to the dollar, is taken. Otherwise the headings' reading
 * stands and the reconciliation warning says by how much it misses.
 */
function reconciledReading(page: ReadPage, table: Table): Table {
  const first = emptyRead();
  readTable(page, table, first);
  const total = first.reported.rentRollMonthlyCents?.value;
  if (total === undefined || first.units.length === 0 || Math.abs(rentSum(first) - total) <= 100) return table;
  const current = table.roles.get("rent") ?? table.roles.get("total");
  for (let index = 0; index < table.columns.length; index++) {
    if (index === current || index === table.unitColumn) continue;
    const roles = new Map(table.roles);
    for (const [role, at] of roles) if (at === index) roles.delete(role);
    roles.set("rent", index);
    roles.delete("total");
    const candidate = { ...table, roles };
    const trial = emptyRead();
    readTable(page, candidate, trial);
    if (trial.units.length === first.units.length && Math.abs(rentSum(trial) - total) <= 100) return candidate;
  }
  return table;
}

/** A table on another page (a second sheet, a copy in an appendix) listing the units already read. */
function repeatsUnits(read: RentRollRead, part: RentRollRead): boolean {
  const seen = new Set(read.units.map((u) => `${u.property ?? ""}|${u.unitNumber}`));
  const again = part.units.filter((u) => seen.has(`${u.property ?? ""}|${u.unitNumber}`)).length;
  return part.units.length > 0 && again >= part.units.length / 2;
}

function addRead(out: RentRollRead, part: RentRollRead): void {
  out.units.push(...part.units);
  out.otherIncome.push(...part.otherIncome);
  Object.assign(out.reported, part.reported);
  for (const key of part.rowsUsed) out.rowsUsed.add(key);
  out.doubtful?.push(...(part.doubtful ?? []));
  out.groups?.push(...(part.groups ?? []));
  out.openGroup = part.openGroup ?? null;
}

export function readRentRolls(pages: ReadPage[]): RentRollRead {
  const out = emptyRead();
  for (const page of pages) {
    for (let row = 0; row < page.rows.length; row++) {
      const table = findTable(page, row);
      if (!table) continue;
      const part = emptyRead();
      const open = out.openGroup;
      const carried = open ? { group: open, rows: out.units.filter((u) => u.property === open.name).length } : null;
      const end = readTable(page, reconciledReading(page, table), part, carried);
      if (part.units.length + part.otherIncome.length === 0) continue;
      for (let r = row - 2; r <= row; r++) if (r >= 0) part.rowsUsed.add(`${page.page}:${r}`);
      row = end - 1;
      if (page.page !== out.units[0]?.page && repeatsUnits(out, part)) continue;
      out.title ??= reportTitle(page, table.headerRow) ?? undefined;
      addRead(out, part);
    }
  }
  if (out.units.length > 0) for (const key of occupancySummaryRows(pages)) out.rowsUsed.add(key);
  if (out.units.length === 0) {
    // No headed table: blocks whose figures add up to the total printed under them.
    const blocks = readTotalledBlocks(pages);
    out.units.push(...blocks.units);
    for (const key of blocks.rowsUsed) out.rowsUsed.add(key);
    if (blocks.unitCount) out.reported.unitCount = blocks.unitCount;
    if (blocks.units.length > 0)
      out.reported.rentRollMonthlyCents = { value: blocks.monthlyCents, page: blocks.units[0]?.page ?? 1 };
  }
  return out;
}
