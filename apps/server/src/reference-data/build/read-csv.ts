import fs from "node:fs";
import path from "node:path";
import Papa from "papaparse";

export type CsvRow = Record<string, string>;

/** Every row of a CSV file with a header line, as strings keyed by column name; a parse error stops the build. */
export function readCsv(dir: string, file: string): CsvRow[] {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const parsed = Papa.parse<CsvRow>(text, { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0) {
    const first = parsed.errors[0];
    throw new Error(`${file}: ${first?.message ?? "unreadable"} (row ${first?.row ?? "?"})`);
  }
  return parsed.data;
}

/** A whole number from a CSV cell; blank or non-numeric is null. */
export function intOf(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === "") return null;
  const value = Number(cell.replace(/[$,]/g, ""));
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** A decimal from a CSV cell, rounded to `digits`; blank is null. */
export function decimalOf(cell: string | undefined, digits: number): number | null {
  if (cell === undefined || cell.trim() === "") return null;
  const value = Number(cell);
  return Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null;
}
