import { afterAll, describe, expect, it } from "vitest";
import { extractFiles } from "../../src/extraction/extract-files";
import { ExtractionPool } from "../../src/extraction/worker-pool";
import { buildScannedPdf, buildTextPng } from "./helpers/files";

/** OCR is slow (seconds a page): two tests, through the worker pool as the server runs it. */
const LINES = [
  ["Unit", "Beds", "Rent"],
  ["101", "2", "$1,350"],
  ["102", "1", "$1,100"],
];

describe("OCR with the locally installed English model", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());

  it("reads a PNG photo of a rent roll into a table", async () => {
    const png = await buildTextPng(LINES);
    const result = await extractFiles([{ fileName: "roll.png", mimeType: "image/png", bytes: png }], { pool });
    expect(result.files[0]).toMatchObject({ ok: true, pages: 1 });
    expect(result.property.units.map((u) => [u.unit_number, u.beds, u.rent])).toEqual([
      ["101", 2, 1350],
      ["102", 1, 1100],
    ]);
    expect(result.fullExtract).toContain("--- Page 1 [OCR] ---");
    expect(result.warnings).toContain("roll.png: read with OCR; check the figures.");
  }, 60_000);

  it("renders a scanned PDF page (no text layer) and OCRs it", async () => {
    const pdf = await buildScannedPdf(await buildTextPng(LINES, 1700, 90));
    const result = await extractFiles([{ fileName: "scan.pdf", mimeType: "application/pdf", bytes: pdf }], { pool });
    expect(result.files[0]).toMatchObject({ ok: true, pages: 1 });
    expect(result.property.units.map((u) => u.rent)).toEqual([1350, 1100]);
    expect(result.warnings).toContain("scan.pdf: 1 scanned page(s) were read with OCR; check the figures.");
  }, 60_000);
});
