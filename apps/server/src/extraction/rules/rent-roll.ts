import type { ReadPage } from "../document";
import type { HeaderRoles } from "./rent-roll-header";
import { readTotalledBlocks } from "./rent-roll-blocks";
import { reportTitle } from "./rent-roll-groups";
import { emptyRead, type RentRollRead } from "./rent-roll-read";
import { matchPrintedTotals } from "./rent-roll-printed";
import { readTable } from "./rent-roll-rows";
import { occupancySummaryRows } from "./rent-roll-summaries";
import { findTable, type Table } from "./rent-roll-table";
import { chargeColumns } from "./rent-roll-values";
import { headerColumns } from "./table-columns";

/**
 * Rent roll tables: a header naming units and rents, one row per unit, often a total row. Vacant units
 * keep their asking rent as market rent, never as rent in place. Rows that are not dwellings (parking,
 * storage, laundry) become other income; so do a unit's charge rows and charge columns other than rent.
 * Wrapped tag lines, repeated headers and status sections (current, notice, vacant) stay inside the
 * table; a summary block (unit mix, future residents) ends it.
 */
export type { RentRollRead } from "./rent-roll-read";
export { UNIT_LABEL } from "./rent-roll-patterns";

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

/** The tables kept: those before `kept` whole, and the units the printed totals matched (rent-roll-printed.ts). */
function keepMatching(out: RentRollRead, parts: RentRollRead[]): void {
  const match = matchPrintedTotals(parts);
  if (match.dropped === null) return;
  const units = new Set(match.units);
  out.units = out.units.filter((u) => units.has(u));
  out.otherIncome = parts.slice(0, match.keptParts).flatMap((p) => p.otherIncome);
  out.doubtful?.push(`left out to match the printed totals: ${match.dropped}`);
}

export function readRentRolls(pages: ReadPage[]): RentRollRead {
  const out = emptyRead();
  const parts: RentRollRead[] = [];
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
      parts.push(part);
    }
  }
  keepMatching(out, parts);
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
