import type { CellValue, Worksheet } from "exceljs";

/** A formula and the engine's answer for it, stored as the cell's cached value (null: the cell is left blank). */
export type Computed = { formula: string; result: number | boolean | null };

export const computed = (formula: string, result: number | boolean | null): Computed => ({ formula, result });

/** An absolute reference to a cell of a sheet, as formulas on other sheets write it: 'Rent Roll'!$G$1. */
export const refTo = (sheet: Pick<Worksheet, "name">, column: string, row: number) =>
  `'${sheet.name.replace(/'/g, "''")}'!$${column}$${row}`;

/** The value exceljs writes for a formula cell: the formula (without "=") and the cached result. */
export function formulaValue({ formula, result }: Computed): CellValue {
  const text = formula.startsWith("=") ? formula.slice(1) : formula;
  return result === null ? { formula: text, date1904: false } : { formula: text, result, date1904: false };
}

export const MONEY = "#,##0.00;[Red]-#,##0.00";
export const PERCENT = '0.00"%"';
export const RATIO = "0.00";

/** Writes a header row in bold. */
export function header(sheet: Worksheet, row: number, labels: readonly string[]) {
  const r = sheet.getRow(row);
  labels.forEach((label, i) => {
    r.getCell(i + 1).value = label;
  });
  r.font = { bold: true };
}

/** The column letter of a 1-based column number (1 = A, 27 = AA). */
export function columnLetter(column: number): string {
  let n = column;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * Excel's IRR of a range of flows, as a percent; empty where there is no rate (the engine's null). IRR iterates from
 * a guess (at most 20 steps in Excel and LibreOffice), so the guess is the rate that turns the cash in into the
 * distributions over the hold in one payment, (distributions / cash in)^(1 / hold) - 1, which is close to the IRR.
 * As the engine (core cash-flows.ts irr), a rate outside -99.99% to +1000% is no rate.
 */
export function irrPercentFormula(flows: string, distributions: string, cashIn: string, holdYears: string): string {
  const guess = `IFERROR(MAX(-0.9,(SUM(${distributions})/${cashIn})^(1/${holdYears})-1),0.1)`;
  const irr = `IRR(${flows},${guess})`;
  return `IFERROR(IF(MEDIAN(-0.9999,${irr},10)=${irr},${irr}*100,""),"")`;
}
