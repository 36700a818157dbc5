import * as XLSX from "@e965/xlsx";
import { makePage, type ReadDocument, type ReadPage } from "../document";
import { toFileRejection } from "../errors";
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, MAX_SHEETS } from "../limits";
import { withoutErrorValue } from "../rules/cells";
import { orderSheets } from "./sheet-order";

/**
 * XLSX and legacy XLS workbooks (SheetJS, from the pinned @e965/xlsx build). Each sheet is a page, in
 * workbook order. Plain numbers keep their full value ("76015.33", not the "76,015" the cell shows), so
 * totals reconcile to the cent; percentages and dates keep the text the sheet shows.
 */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return "";
  if (cell.t === "n" && typeof cell.v === "number") {
    const format = typeof cell.z === "string" ? cell.z : "";
    if (format.includes("%") || XLSX.SSF.is_date(format)) return cell.w ?? String(cell.v);
    return String(Math.round(cell.v * 100) / 100);
  }
  // An error cell, or an error's text kept as a string by an export ("#MACRO?"), is empty.
  if (cell.t === "e") return "";
  return withoutErrorValue(cell.w ?? String(cell.v));
}

function sheetRows(sheet: XLSX.WorkSheet): string[][] {
  const ref = sheet["!ref"];
  if (!ref) return [];
  const range = XLSX.utils.decode_range(ref);
  const lastRow = Math.min(range.e.r, range.s.r + MAX_SHEET_ROWS - 1);
  const lastColumn = Math.min(range.e.c, range.s.c + MAX_SHEET_COLUMNS - 1);
  const rows: string[][] = [];
  for (let r = range.s.r; r <= lastRow; r++) {
    const cells: string[] = [];
    for (let c = range.s.c; c <= lastColumn; c++)
      cells.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined));
    rows.push(cells);
  }
  return rows;
}

export function readSheet(fileName: string, bytes: Buffer, kind: "xlsx" | "xls"): ReadDocument {
  // The archive was checked before the file reached a parsing thread (screen-document.ts).
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: "buffer",
      sheetRows: MAX_SHEET_ROWS,
      // Formulas are never evaluated or shown: a cell's cached value is what the sheet last displayed.
      cellFormula: false,
      bookVBA: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch (error) {
    throw toFileRejection(fileName, error);
  }
  const warnings: string[] = [];
  const names = workbook.SheetNames.slice(0, MAX_SHEETS);
  if (workbook.SheetNames.length > names.length)
    warnings.push(`${fileName}: only the first ${MAX_SHEETS} sheets were read.`);
  const hidden = new Set((workbook.Workbook?.Sheets ?? []).filter((s) => (s.Hidden ?? 0) > 0).map((s) => s.name));
  // Page numbers stay the sheets' positions in the workbook, whatever order the rules read them in.
  const pages: ReadPage[] = orderSheets(
    names.map((name, index) => {
      const sheet = workbook.Sheets[name];
      return makePage(index + 1, sheet ? sheetRows(sheet) : [], { title: name, hidden: hidden.has(name) });
    }),
  );
  const skippedPages = workbook.SheetNames.slice(MAX_SHEETS).map((_, i) => MAX_SHEETS + i + 1);
  if (pages.every((p) => p.text === "")) warnings.push(`${fileName}: the workbook holds no data.`);
  return { fileName, kind, pages, skippedPages, warnings };
}
