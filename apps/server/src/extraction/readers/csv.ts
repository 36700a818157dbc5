import Papa from "papaparse";
import { makePage, type ReadDocument } from "../document";
import { FileRejectedError } from "../errors";
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS } from "../limits";
import { withoutErrorValue } from "../rules/cells";

/** Exports from property software are UTF-8, or Windows-1252 from older Excel; a BOM is dropped. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * The text up to its `lines`-th line break. papaparse guesses the delimiter and line ending over all the text
 * it is given, `preview` or not: 6-10 s for a 10 MB file of 2.5 million short rows, for 5,000 rows read.
 */
function firstLines(text: string, lines: number): { text: string; cut: boolean } {
  let at = -1;
  for (let n = 0; n < lines; n++) {
    at = text.indexOf("\n", at + 1);
    if (at < 0) return { text, cut: false };
  }
  return { text: text.slice(0, at + 1), cut: at + 1 < text.length };
}

export function readCsv(fileName: string, bytes: Buffer): ReadDocument {
  // Exports glued together from several tools mix CRLF and LF; papaparse would take only the first it sees.
  // Twice the row limit in lines leaves room for cells that hold line breaks.
  const head = firstLines(decode(bytes).replace(/\r\n?/g, "\n"), 2 * (MAX_SHEET_ROWS + 1));
  const parsed = Papa.parse<string[]>(head.text, { skipEmptyLines: "greedy", preview: MAX_SHEET_ROWS + 1 });
  const rows = parsed.data.map((row) => row.slice(0, MAX_SHEET_COLUMNS).map((cell) => withoutErrorValue(String(cell))));
  if (rows.length === 0) throw new FileRejectedError("empty", `${fileName} holds no rows.`);
  const warnings: string[] = [];
  if (rows.length > MAX_SHEET_ROWS || head.cut) {
    rows.length = Math.min(rows.length, MAX_SHEET_ROWS);
    warnings.push(`${fileName}: only the first ${rows.length} rows were read.`);
  }
  return { fileName, kind: "csv", pages: [makePage(1, rows)], skippedPages: [], warnings };
}
