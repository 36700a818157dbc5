import { createCanvas } from "@napi-rs/canvas";
import * as XLSX from "@e965/xlsx";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** Small documents the tests make themselves, so no broker's file is needed to test a reader. */
export const RENT_ROLL_ROWS = [
  ["Unit", "BD/BA", "Status", "Sq Ft", "Market Rent", "Rent"],
  ["101", "2/1.00", "Current", "850", "$1,400", "$1,350"],
  ["102", "1/1.00", "Vacant", "650", "$1,150", "$1,100"],
  ["103", "2/1.00", "Current", "850", "$1,400", "$1,375"],
  ["Total 3 Units", "", "", "2,350", "$3,950", "$3,825"],
];

/** A one-page PDF with a text layer: a title and a table drawn at fixed columns. */
export async function buildPdf(
  rows: string[][] = RENT_ROLL_ROWS,
  columns = [50, 130, 200, 280, 350, 450],
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText("Maple Court Apartments Rent Roll", { x: 50, y: 740, size: 14, font });
  page.drawText("12 Maple Ct, Springfield, IL 62701", { x: 50, y: 720, size: 10, font });
  rows.forEach((cells, r) => {
    cells.forEach((cell, c) => page.drawText(cell, { x: columns[c] ?? 50 + c * 80, y: 680 - r * 16, size: 10, font }));
  });
  return Buffer.from(await pdf.save());
}

/** PDF pages that are only a picture (a scan): no text layer at all. */
export async function buildScannedPdf(png: Buffer, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  // A letter-width page at the picture's own proportions, as a scanner would save it.
  const height = Math.round((612 * image.height) / image.width);
  for (let i = 0; i < pages; i += 1) pdf.addPage([612, height]).drawImage(image, { x: 0, y: 0, width: 612, height });
  return Buffer.from(await pdf.save());
}

/** A PNG of black text on white, as a phone photo of a printed rent roll would be (minus the blur). */
export async function buildTextPng(lines: string[][], width = 1700, lineHeight = 70): Promise<Buffer> {
  const canvas = createCanvas(width, 120 + lines.length * lineHeight);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000000";
  context.font = "40px sans-serif";
  lines.forEach((cells, r) => cells.forEach((cell, c) => context.fillText(cell, 60 + c * 400, 100 + r * lineHeight)));
  return await canvas.encode("png");
}

export function buildWorkbook(rows: (string | number)[][], bookType: "xlsx" | "xls"): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "T12");
  return XLSX.write(workbook, { type: "buffer", bookType }) as Buffer;
}

export const T12_ROWS: (string | number)[][] = [
  ["Oak Terrace", "", "", "", ""],
  // Three month columns stand for twelve (the fixture is kept small); the printed period says what Total covers.
  ["Period Range: Jan 2024 to Dec 2024", "", "", "", ""],
  ["", "Jan 2024", "Feb 2024", "Mar 2024", "Total"],
  ["INCOME", "", "", "", ""],
  ["4010 - Rent", 10000, 10000, 10000, 30000],
  ["4510 - Vacancy Loss", -500, -500, -500, -1500],
  ["4810 - Laundry", 100, 100, 100, 300],
  ["TOTAL INCOME", 9600, 9600, 9600, 28800],
  ["EXPENSES", "", "", "", ""],
  ["Utilities", "", "", "", ""],
  ["5010 - Water/Sewer", 400, 400, 400, 1200],
  ["Total Utilities", 400, 400, 400, 1200],
  ["6010 - Property Taxes", 1000, 1000, 1000, 3000],
  ["6020 - Insurance", 300, 300, 300, 900],
  ["TOTAL EXPENSES", 1700, 1700, 1700, 5100],
  ["NET OPERATING INCOME", 7900, 7900, 7900, 23700],
  ["Capital Expenses", "", "", "", ""],
  ["9500 - Roof", 0, 5000, 0, 5000],
];
