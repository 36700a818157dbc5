import Papa from "papaparse";

export type CsvCell = string | number | boolean | null;

/**
 * A CSV file (RFC 4180, CRLF line ends) of a header and rows. Text cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) are prefixed with ' (papaparse's escapeFormulae); numbers
 * are written as numbers, so a negative amount stays a number.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { escapeFormulae: true, newline: "\r\n", quotes: false },
  );
}

/** Integer cents as a dollars number (1250.5 for 125050 cents); null stays empty. */
export const csvDollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);
