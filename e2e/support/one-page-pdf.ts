import { PDFDocument, StandardFonts } from "pdf-lib";

/** What a test's one-page document is drawn with: a line of text, and a table of rows at given columns. */
export type PageWriter = {
  text: (value: string, x: number, y: number, size?: number) => void;
  table: (rows: string[][], columns: number[], top: number) => void;
};

/** A one-page US Letter PDF with a text layer (Helvetica, 16 pt rows), drawn by `draw`. */
export async function onePagePdf(draw: (page: PageWriter) => void): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const text = (value: string, x: number, y: number, size = 10) => page.drawText(value, { x, y, size, font });
  const table = (rows: string[][], columns: number[], top: number) =>
    rows.forEach((cells, r) => cells.forEach((cell, c) => text(cell, columns[c] ?? 50, top - r * 16)));
  draw({ text, table });
  return Buffer.from(await pdf.save());
}
