import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { detectType } from "../../src/extraction/detect-type";
import { mergeDocuments } from "../../src/extraction/merge";
import { readDocument } from "../../src/extraction/read-document";
import type { OcrEngine } from "../../src/extraction/readers/ocr";
import { cellDay } from "../../src/extraction/rules/cells";
import { extractDocument } from "../../src/extraction/rules/extract-document";
import { toExtractedProperty } from "../../src/extraction/to-response";

const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error("OCR was not expected here")),
  close: () => Promise.resolve(),
};

async function extractCsv(fileName: string, rows: string[][]) {
  const bytes = Buffer.from(Papa.unparse(rows));
  const type = await detectType(fileName, "text/csv", bytes);
  const document = await readDocument(fileName, type.kind, type.mime, bytes, noOcr);
  return toExtractedProperty(mergeDocuments([extractDocument(document)]));
}

describe("a rent roll's lease columns", () => {
  it("carry each occupied unit's move-in and lease expiration to the unit as yyyy-mm-dd", async () => {
    const property = await extractCsv("roll.csv", [
      ["Unit", "BD/BA", "Sq Ft", "Tenant", "Move-In", "Lease Expiration", "Market Rent", "Rent"],
      ["101", "2/1", "900", "A. Smith", "03/01/2025", "02/28/2026", "$1,650", "$1,500"],
      ["102", "2/1", "880", "B. Jones", "2024-07-15", "2026-07-14", "$1,650", "$1,400"],
      ["103", "2/1", "900", "VACANT", "", "", "$1,650", ""],
      ["104", "1/1", "650", "C. Lee", "6/1/25", "MTM", "$1,200", "$1,150"],
      ["Total", "", "", "", "", "", "", "$4,050"],
    ]);
    expect(
      property.units.map((u) => [u.unit_number, u.rent, u.vacant, u.lease_start ?? null, u.lease_end ?? null]),
    ).toEqual([
      ["101", 1500, false, "2025-03-01", "2026-02-28"],
      ["102", 1400, false, "2024-07-15", "2026-07-14"],
      ["103", null, true, null, null],
      // Month to month: no end date to carry.
      ["104", 1150, false, "2025-06-01", null],
    ]);
  });

  it("leave units of a rent roll without lease columns as they were", async () => {
    const property = await extractCsv("roll.csv", [
      ["Unit", "Beds", "Baths", "Rent"],
      ["1A", "2", "1", "$1,200"],
    ]);
    expect(property.units[0]).not.toHaveProperty("lease_end");
  });

  it.each([
    ["03/01/2026", "2026-03-01"],
    ["3/1/26", "2026-03-01"],
    ["2026-3-1", "2026-03-01"],
    ["02/30/2026", null],
    ["MTM", null],
    ["$1,200", null],
  ])("reads the day %s as %s", (cell, day) => {
    expect(cellDay(cell)).toBe(day);
  });
});
