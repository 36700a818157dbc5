import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { detectType } from "../../src/extraction/detect-type";
import { fullText, type ReadDocument } from "../../src/extraction/document";
import { readDocument } from "../../src/extraction/read-document";
import type { OcrEngine } from "../../src/extraction/readers/ocr";
import { buildDocx } from "./helpers/zip";
import { buildPdf, buildWorkbook, RENT_ROLL_ROWS, T12_ROWS } from "./helpers/files";

/** These formats never need OCR: an engine that fails the test if a reader reaches for it. */
const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error("OCR was not expected here")),
  close: () => Promise.resolve(),
};

async function read(fileName: string, bytes: Buffer): Promise<ReadDocument> {
  const type = await detectType(fileName, "", bytes);
  return await readDocument(fileName, type.kind, type.mime, bytes, noOcr);
}

describe("readers turn each format into pages of rows", () => {
  it("reads a PDF's text layer as a table: one row per line, one cell per column", async () => {
    const doc = await read("roll.pdf", await buildPdf());
    expect(doc.kind).toBe("pdf");
    const rows = doc.pages[0]!.rows;
    expect(rows[0]).toEqual(["Maple Court Apartments Rent Roll"]);
    expect(rows).toContainEqual(["Unit", "BD/BA", "Status", "Sq Ft", "Market Rent", "Rent"]);
    expect(rows).toContainEqual(["102", "1/1.00", "Vacant", "650", "$1,150", "$1,100"]);
    // Cell positions travel with the rows, so a table can be matched by column even when a cell is blank.
    expect(doc.pages[0]!.boxes?.[2]?.length).toBe(rows[2]!.length);
    expect(fullText(doc)).toMatch(/^--- Page 1 ---\nMaple Court/);
  });

  it("reads a DOCX with its table kept as rows and cells", async () => {
    const doc = await read("roll.docx", buildDocx(["Maple Court rent roll"], RENT_ROLL_ROWS));
    expect(doc.kind).toBe("docx");
    expect(doc.pages[0]!.rows[0]).toEqual(["Maple Court rent roll"]);
    expect(doc.pages[0]!.rows).toContainEqual(["101", "2/1.00", "Current", "850", "$1,400", "$1,350"]);
  });

  it.each(["xlsx", "xls"] as const)(
    "reads an %s workbook, keeping full numbers and the sheet name",
    async (bookType) => {
      const doc = await read(`t12.${bookType}`, buildWorkbook(T12_ROWS, bookType));
      expect(doc.kind).toBe(bookType);
      expect(doc.pages[0]!.title).toBe("T12");
      expect(doc.pages[0]!.rows).toContainEqual(["4010 - Rent", "10000", "10000", "10000", "30000"]);
    },
  );

  it("reads a CSV export (with a byte order mark and quoted commas)", async () => {
    const csv = `\uFEFF${Papa.unparse(RENT_ROLL_ROWS)}\n"104","3/2.00","Current","1,100","$1,900","$1,850"`;
    const doc = await read("roll.csv", Buffer.from(csv, "utf8"));
    expect(doc.kind).toBe("csv");
    expect(doc.pages[0]!.rows[0]).toEqual(RENT_ROLL_ROWS[0]);
    expect(doc.pages[0]!.rows.at(-1)).toEqual(["104", "3/2.00", "Current", "1,100", "$1,900", "$1,850"]);
  });
});
