import { CELL_SEPARATOR } from "../document";
import { cellDay, cellInteger, isAmountCell, normalise } from "./cells";
import { applyCharge } from "./rent-roll-charges";
import { COMMERCIAL, VACANT } from "./rent-roll-patterns";
import { amountIn, cellOf, type Table } from "./rent-roll-table";
import type { ExtractedUnit, LineItem, ReportedTotals } from "./types";
import { parseBedsBaths } from "./unit-type";

/** One row of a rent roll table read as a unit, a total line or a line of other income. */
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

export function readUnit(cells: (string | undefined)[], table: Table, raw: string[], page: number): ExtractedUnit {
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

export function readTotals(cells: (string | undefined)[], table: Table, rowText: string, page: number): ReportedTotals {
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

export function otherIncomeLine(label: string, cents: number, page: number, line: string): LineItem {
  return { label: normalise(label), monthlyCents: cents, annualCents: cents * 12, page, incomeKind: "other", line };
}

/** Parking, pet or RUBS printed in a column of their own: other income, summed over the units. */
export function addChargeColumns(
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
