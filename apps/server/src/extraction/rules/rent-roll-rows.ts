import { CELL_SEPARATOR, type ReadPage } from "../document";
import { cellCents, isAmountCell, normalise } from "./cells";
import { applyCharge } from "./rent-roll-charges";
import { groupHeading, houseLabel, isGroupSubtotal, type PropertyGroup } from "./rent-roll-groups";
import { rolesOf } from "./rent-roll-header";
import {
  AVERAGE_ROW,
  END_SECTION,
  FUTURE_RESIDENT,
  OCCUPIED_SECTION,
  OTHER_INCOME_ROW,
  TOTAL_ROW,
  UNIT_LABEL,
  VACANT,
  VACANT_SECTION,
} from "./rent-roll-patterns";
import type { RentRollRead } from "./rent-roll-read";
import { amountIn, cellOf, inTable, named, type Table } from "./rent-roll-table";
import { addChargeColumns, otherIncomeLine, readTotals, readUnit } from "./rent-roll-unit";
import { cellsByColumn } from "./table-columns";
import type { ExtractedUnit, LineItem } from "./types";

/**
 * A rent roll table's rows, one by one: units, wrapped lines, charge rows, totals and subtotals, status
 * sections, property headings of a portfolio export, until a summary block or a run of other rows ends it.
 */
/** Give up on a table after this many rows in a row that are neither units nor totals. */
const MAX_GAP_ROWS = 3;

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

/** Headings of figures: a unit type's words under one are no unit's type. */
const FIGURE_ROLES = new Set(["sqft", "rent", "market", "total", "annualRent", "charge", "count", "ignored", "id"]);

/**
 * "15 | 1 Bed + 1 Bath | $1,310" printed under "Unit # | $/SF | Market": a unit type's words under a column of
 * figures, so the line is not of this table but a unit-mix summary's, run on under the header a page repeats.
 */
const typeUnderFigures = (cells: (string | undefined)[], table: Table): boolean =>
  cells.some((cell, index) => {
    if (!cell || !/\b(beds?|br|bd|studio|baths?|ba)\b/i.test(cell)) return false;
    const role = [...table.roles].find(([, at]) => at === index)?.[0];
    const label = table.columns[index]?.label ?? "";
    return (role !== undefined && FIGURE_ROLES.has(role)) || /[$%]|\/\s*sf\b/i.test(label);
  });

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
export function readTable(
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
    const mixContext = state.afterTotal || !table.roles.has("unit") || typeUnderFigures(cells, table);
    if (label && mixContext && isMixRow(label, raw)) {
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
