import Papa from "papaparse";

export type CsvCell = string | number | boolean | null;

/**
 * Text a spreadsheet would run as a formula: its FIRST character is =, +, -, @, a tab or a carriage return, whatever
 * follows. papaparse's own pattern for `escapeFormulae: true` (`/^[=+\-@\t\r].*$/`) needs the whole cell on one line,
 * so "=1+1" followed by a line break went out unescaped; this one looks at the first character alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV file (RFC 4180, CRLF line ends) of a header and rows. Text cells that a spreadsheet would run as a formula
 * are prefixed with ' (FORMULA_START); numbers are written as numbers, so a negative amount stays a number.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: false },
  );
}

/** Integer cents as a dollars number (1250.5 for 125050 cents); null stays empty. */
export const csvDollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);
