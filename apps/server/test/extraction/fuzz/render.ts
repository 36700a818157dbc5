import * as XLSX from "@e965/xlsx";
import Papa from "papaparse";
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { buildDocx } from "../helpers/zip";
import type { Random } from "./random";

/**
 * A generated document in one of the formats users upload. Rows are the page's cells; `numeric` marks
 * rows whose figures a PDF right-aligns. A PDF longer than a page repeats its header rows, as exports do.
 */
export const FORMATS = ["csv", "xlsx", "xls", "docx", "pdf"] as const;
export type Format = (typeof FORMATS)[number] | "scanned";
export type Printed = { title: string[]; rows: string[][]; numeric: boolean[]; headerRows: number };

const FONT_SIZE = 8;
const GAP = 14;
const ROWS_PER_PAGE = 48;

function drawRow(
  page: PDFPage,
  font: PDFFont,
  cells: string[],
  xs: number[],
  widths: number[],
  y: number,
  right: boolean,
) {
  cells.forEach((cell, i) => {
    if (cell === "") return;
    const width = font.widthOfTextAtSize(cell, FONT_SIZE);
    // Figures are right-aligned in their columns; the first column (unit numbers, labels) is left-aligned.
    const x = right && i > 0 && /^[$\d(.,-]/.test(cell) ? (xs[i] ?? 0) + (widths[i] ?? 0) - width : (xs[i] ?? 0);
    page.drawText(cell, { x, y, size: FONT_SIZE, font });
  });
}

export async function renderPdf(doc: Printed): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const columns = Math.max(...doc.rows.map((r) => r.length));
  const widths = Array.from({ length: columns }, (_, i) =>
    Math.max(20, ...doc.rows.map((r) => font.widthOfTextAtSize(r[i] ?? "", FONT_SIZE))),
  );
  const xs: number[] = [];
  widths.reduce((x, w, i) => ((xs[i] = x), x + w + GAP), 30);
  const pageWidth = Math.max(612, (xs.at(-1) ?? 0) + (widths.at(-1) ?? 0) + 30);
  const header = doc.rows.slice(0, doc.headerRows);
  const body = doc.rows.slice(doc.headerRows);
  for (let start = 0; start < Math.max(1, body.length); start += ROWS_PER_PAGE) {
    const page = pdf.addPage([pageWidth, 792]);
    let y = 760;
    if (start === 0)
      for (const line of doc.title) {
        page.drawText(line, { x: 30, y, size: 10, font });
        y -= 16;
      }
    for (const cells of header) {
      drawRow(page, font, cells, xs, widths, y, false);
      y -= 12;
    }
    body.slice(start, start + ROWS_PER_PAGE).forEach((cells, i) => {
      drawRow(page, font, cells, xs, widths, y, doc.numeric[doc.headerRows + start + i] ?? false);
      y -= 12;
    });
  }
  return Buffer.from(await pdf.save());
}

export async function render(doc: Printed, format: Exclude<Format, "scanned">, random: Random): Promise<Buffer> {
  const all = [...doc.title.map((t) => [t]), ...doc.rows];
  if (format === "csv") return Buffer.from(Papa.unparse(all.map((r) => r.map((c) => c))), "utf8");
  if (format === "docx") return buildDocx(doc.title, doc.rows);
  if (format === "pdf") return await renderPdf(doc);
  const book = XLSX.utils.book_new();
  // Figures go in as numbers when the cell is a plain number, as an export writes them.
  const cells = all.map((r) => r.map((c) => (/^-?\d+(\.\d+)?$/.test(c) && random.chance(0.7) ? Number(c) : c)));
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), "Rent Roll");
  return XLSX.write(book, { type: "buffer", bookType: format }) as Buffer;
}
