import Papa from "papaparse";
import { makePage, type ReadDocument } from "../document";
import { FileRejectedError } from "../errors";
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS } from "../limits";

/** Exports from property software are UTF-8, or Windows-1252 from older Excel; a BOM is dropped. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export function readCsv(fileName: string, bytes: Buffer): ReadDocument {
  // Exports glued together from several tools mix CRLF and LF; papaparse would take only the first it sees.
  const text = decode(bytes).replace(/\r\n?/g, "\n");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy", preview: MAX_SHEET_ROWS + 1 });
  const rows = parsed.data.map((row) => row.slice(0, MAX_SHEET_COLUMNS).map((cell) => String(cell)));
  if (rows.length === 0) throw new FileRejectedError("empty", `${fileName} holds no rows.`);
  const warnings: string[] = [];
  if (rows.length > MAX_SHEET_ROWS) {
    rows.length = MAX_SHEET_ROWS;
    warnings.push(`${fileName}: only the first ${MAX_SHEET_ROWS} rows were read.`);
  }
  return { fileName, kind: "csv", pages: [makePage(1, rows)], skippedPages: [], warnings };
}
