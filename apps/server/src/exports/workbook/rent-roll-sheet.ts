import { rentInPlaceCents, type MonthlyTotals, type Unit } from "@plexwise/core";
import type { Workbook } from "exceljs";
import { computed, formulaValue, header, MONEY, refTo } from "./cells";

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const FIRST = 4;

/**
 * The Rent Roll sheet: one row per unit; a unit's rent in place is its rent unless it is vacant (property-totals.ts
 * rentInPlaceCents), and B1 sums them. Returns the reference of that total.
 */
export function addRentRollSheet(
  workbook: Workbook,
  units: readonly Unit[],
  totals: MonthlyTotals,
): { rentInPlace: string } {
  const sheet = workbook.addWorksheet("Rent Roll");
  sheet.columns = [8, 8, 8, 8, 8, 16, 22, 20, 10].map((width) => ({ width }));
  header(sheet, 3, [
    "Unit",
    "Beds",
    "Baths",
    "Sq Ft",
    "Vacant",
    "Rent (monthly)",
    "Rent in place (monthly)",
    "Market rent (monthly)",
    "Source",
  ]);
  units.forEach((u, i) => {
    const r = FIRST + i;
    const row = sheet.getRow(r);
    row.values = [u.unitNumber, u.beds, u.baths, u.sqft, u.vacant, dollars(u.monthlyRentCents)];
    row.getCell(7).value = formulaValue(computed(`IF(E${r},0,F${r})`, rentInPlaceCents(u) / 100));
    row.getCell(8).value = dollars(u.marketRentCents);
    row.getCell(9).value = u.source ?? "manual";
    [6, 7, 8].forEach((c) => (row.getCell(c).numFmt = MONEY));
  });
  const last = FIRST + Math.max(units.length, 1) - 1;
  sheet.getCell("A1").value = "Rent in place (monthly)";
  sheet.getCell("A1").font = { bold: true };
  sheet.getCell("B1").value = formulaValue(computed(`SUM(G${FIRST}:G${last})`, totals.rentMonthlyCents / 100));
  sheet.getCell("B1").numFmt = MONEY;
  return { rentInPlace: refTo(sheet, "B", 1) };
}
