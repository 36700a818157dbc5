/**
 * What every reader produces, whatever the format: pages of rows of cells, plus the page's plain text.
 * The rules only ever see this shape, so a new format needs a reader and nothing else.
 */
export const DOCUMENT_KINDS = ["pdf", "image", "docx", "doc", "xlsx", "xls", "csv"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

import type { CellBox } from "./layout";

export type ReadPage = {
  /** 1-based: the PDF page, the sheet's position in the workbook, or 1 for formats without pages. */
  page: number;
  /** A heading for the page when the format has one (a sheet name). */
  title?: string;
  /** Cells in reading order; a table's row is one entry. */
  rows: string[][];
  /** The rows as text, cells separated by two spaces (what a person would read). */
  text: string;
  /** Where each cell sits across the page (PDF and OCR only), parallel to `rows`. */
  boxes?: CellBox[][];
  /** True when the text came from OCR rather than from the file's text layer. */
  ocr?: boolean;
  /** A hidden sheet of a workbook (a helper sheet): read last. */
  hidden?: boolean;
};

export type ReadDocument = {
  fileName: string;
  kind: DocumentKind;
  pages: ReadPage[];
  /** Page numbers not read (beyond the page limit, or OCR beyond its limit). */
  skippedPages: number[];
  /** Things the reader wants the person to know (pages skipped, OCR used). */
  warnings: string[];
};

export const CELL_SEPARATOR = "  ";

/**
 * Progress of reading one file, reported while it runs so the upload screen can say what is happening
 * ("page 3 of 17", "reading scanned page with OCR"). Readers call it once per page; formats without pages
 * call it once.
 */
export type ReadProgress = { page: number; pages: number; stage: "reading" | "ocr" };
export type OnReadProgress = (progress: ReadProgress) => void;

type PageExtras = Partial<Pick<ReadPage, "title" | "ocr" | "boxes" | "hidden">>;

/** Trims cells, drops empty trailing cells and empty rows (keeping `boxes` aligned), and builds the page text. */
export function makePage(page: number, rawRows: string[][], extra: PageExtras = {}): ReadPage {
  const rows: string[][] = [];
  const boxes: CellBox[][] = [];
  rawRows.forEach((raw, index) => {
    const cells = raw.map((cell) => cell.replace(/\s+/g, " ").trim());
    while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
    if (!cells.some((cell) => cell !== "")) return;
    rows.push(cells);
    const rowBoxes = extra.boxes?.[index];
    if (rowBoxes) boxes.push(rowBoxes.slice(0, cells.length));
  });
  const text = rows.map((cells) => cells.filter((c) => c !== "").join(CELL_SEPARATOR)).join("\n");
  const { boxes: _given, ...rest } = extra;
  return { page, rows, text, ...rest, ...(extra.boxes ? { boxes } : {}) };
}

/** The text of every page with `--- Page N ---` markers: the review screen's Full Extract. */
export function fullText(doc: ReadDocument): string {
  return doc.pages
    .map((p) => `--- Page ${p.page}${p.title ? ` (${p.title})` : ""}${p.ocr ? " [OCR]" : ""} ---\n${p.text}`)
    .join("\n\n");
}
