import { PDFDocument, StandardFonts } from "pdf-lib";

/**
 * A one-page offering memorandum made by the test: a unit mix but no rent roll, and an expense list whose
 * printed total ($21,000) is $500 more than its lines ($20,500).
 */
export async function unitMixOmPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const text = (value: string, x: number, y: number, size = 10) => page.drawText(value, { x, y, size, font });
  text("Oak Court Apartments - Offering Memorandum", 50, 740, 14);
  text("77 Oak Ct, Dayton, OH 45402", 50, 720);
  text("Offering Price: $1,200,000", 50, 704);
  const table = (rows: string[][], columns: number[], top: number) =>
    rows.forEach((cells, r) => cells.forEach((cell, c) => text(cell, columns[c] ?? 50, top - r * 16)));
  text("Unit Mix", 50, 670, 12);
  table(
    [
      ["# of Units", "Unit Type", "Sq Ft", "Avg Rent"],
      ["4", "2 Bed / 1 Bath", "850", "$1,250"],
      ["2", "1 Bed / 1 Bath", "600", "$950"],
      ["6", "Total", "", ""],
    ],
    [50, 150, 280, 360],
    650,
  );
  text("Operating Expenses", 50, 560, 12);
  table(
    [
      ["Real Estate Taxes", "$9,000"],
      ["Insurance", "$4,500"],
      ["Repairs", "$7,000"],
      ["Total Expenses", "$21,000"],
    ],
    [50, 300],
    540,
  );
  return Buffer.from(await pdf.save());
}
