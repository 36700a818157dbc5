import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { imageOnlyPdf } from "../../../../bench/image-only-pdf";
import { makePage, type ReadPage } from "../../src/extraction/document";
import { extractFiles } from "../../src/extraction/extract-files";
import {
  plausibleMisread,
  reconcileScannedExpenses,
  reconcileScannedTable,
} from "../../src/extraction/rules/scanned-table";
import type { ExtractedUnit, LineItem } from "../../src/extraction/rules/types";
import { ExtractionPool } from "../../src/extraction/worker-pool";
import { buildTextPng } from "./helpers/files";

/**
 * A scanned table never gives a confident wrong number: no more unit rows than the units the document prints, and
 * rents that miss the printed total are reconciled (the one reading that reproduces it) or left out and flagged.
 */
const unit = (unitNumber: string, rent: number | null, page = 2): ExtractedUnit => ({
  unitNumber,
  unitType: null,
  beds: null,
  baths: null,
  sqft: null,
  rentCents: rent === null ? null : Math.round(rent * 100),
  marketRentCents: null,
  vacant: false,
  askingRentCents: null,
  commercial: false,
  page,
});
const pages = (ocr: boolean): ReadPage[] => [1, 2].map((n) => makePage(n, [["Unit", "Rent"]], { ocr }));
const total = (dollars: number, page = 2) => ({ rentRollMonthlyCents: { value: dollars * 100, page } });
const rents = (units: ExtractedUnit[]) => units.map((u) => (u.rentCents === null ? null : u.rentCents / 100));

describe("reading a scanned table against the totals it prints", () => {
  it("a misreading is one slip: the point lost, or one digit dropped, added or changed in place", () => {
    expect(plausibleMisread(17_252_500, 172_525)).toBe(true); // "172525" for 1,725.25
    expect(plausibleMisread(7_900, 79_500)).toBe(true); // "79" for 795
    expect(plausibleMisread(156_820, 155_820)).toBe(true); // "1,568.20" for 1,558.20
    expect(plausibleMisread(11_000_000, 115_000)).toBe(false); // point lost and a digit changed: two slips
    expect(plausibleMisread(120_000, 135_000)).toBe(false);
  });

  it("takes the one reading of a scanned row that reproduces the printed total, and says so", () => {
    const units = [unit("101", 1350), unit("102", 1100), unit("103", 1250), unit("104", 125000)];
    const read = reconcileScannedTable(pages(true), units, { ...total(4950) }, undefined);
    expect(rents(read.units)).toEqual([1350, 1100, 1250, 1250]);
    expect(read.notes.join(" ")).toContain("unit 104's rent on scanned page 2 read as $125,000 is taken as $1,250");
  });

  it("when no one reading reproduces it, a rent out of all proportion is left out, never shown", () => {
    // Two slips (1,100.00 read "110000", 1,250 read "1,200"): no single row reproduces $4,950.
    const units = [unit("101", 1350), unit("102", 110000), unit("103", 1250), unit("104", 1200), unit("105", 265)];
    const read = reconcileScannedTable(pages(true), units, { ...total(5215) }, undefined);
    expect(rents(read.units)).toEqual([1350, null, 1250, 1200, 265]);
    expect(read.notes.join(" ")).toContain("unit 102 ($110,000, page 2) are out of line with the column");
  });

  it("never more unit rows than the units printed: a table on another scanned page goes first", () => {
    const units = [unit("12", 9948, 1), unit("13", 12337, 1), unit("101", 1350), unit("102", 1100), unit("103", 1250)];
    const count = { value: 3, page: 2 };
    const read = reconcileScannedTable(pages(true), units, { unitCount: count, ...total(3700) }, undefined);
    expect(read.units.map((u) => u.unitNumber)).toEqual(["101", "102", "103"]);
    expect(read.notes[0]).toContain('2 row(s) least like units were left out: "12" (page 1), "13" (page 1)');
  });

  it("a scanned statement's expense line that breaks its printed total is reconciled, or left out when impossible", () => {
    const line = (label: string, dollars: number): LineItem => ({
      label,
      annualCents: dollars * 100,
      monthlyCents: Math.round((dollars * 100) / 12),
      page: 2,
    });
    const expenses = [line("Taxes", 31_500), line("Insurance", 8_400), line("Repairs", 12_000)];
    const printed = { totalExpensesAnnualCents: { value: 5_190_000, page: 2 } };
    // "Insurance 8,400" read as "84,000" (a digit added): the one reading that reproduces $51,900.
    const slipped = [expenses[0], line("Insurance", 84_000), expenses[2]].filter((e) => e !== undefined);
    const fixed = reconcileScannedExpenses(pages(true), slipped, [], printed);
    expect(fixed.expenses.map((e) => e.annualCents / 100)).toEqual([31_500, 8_400, 12_000]);
    expect(fixed.notes[0]).toContain('"Insurance" on scanned page 2 read as $84,000 is taken as $8,400');
    // Two slips: no one reading adds up, and a line larger than the whole total is no part of it.
    const twice = [line("Taxes", 31_000), line("Insurance", 840_000), expenses[2]].filter((e) => e !== undefined);
    const left = reconcileScannedExpenses(pages(true), twice, [], printed);
    expect(left.expenses.map((e) => e.label)).toEqual(["Taxes", "Repairs"]);
    expect(left.notes[0]).toContain('"Insurance" ($840,000, page 2) exceed that total');
    expect(reconcileScannedExpenses(pages(false), twice, [], printed).expenses).toBe(twice);
  });

  it("a table read from a text layer is left as it is (the checks still flag it)", () => {
    const units = [unit("12", 9948, 1), unit("101", 1350), unit("102", 125000)];
    const read = reconcileScannedTable(pages(false), units, { unitCount: { value: 2, page: 2 } }, undefined);
    expect(read.units).toBe(units);
    expect(read.notes).toEqual([]);
  });
});

/** A PDF of image-only pages, one picture each, as a scanner saves a package. */
async function scannedPages(pngs: Buffer[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const png of pngs) {
    const image = await pdf.embedPng(png);
    const height = Math.round((612 * image.height) / image.width);
    pdf.addPage([612, height]).drawImage(image, { x: 0, y: 0, width: 612, height });
  }
  return Buffer.from(await pdf.save());
}

describe("a generated scan with a statement read as units and a point lost", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());

  it("keeps the units the roll prints and takes the reading that adds up to its total", async () => {
    const statement = await buildTextPng([
      ["Unit", "Beds", "Rent"],
      ["12", "1", "$9,948"],
      ["13", "2", "$12,337"],
    ]);
    // What OCR makes of small print: 1,250.00 with its point and comma lost.
    const roll = await buildTextPng([
      ["Unit", "Beds", "Rent"],
      ["101", "2", "$1,350.00"],
      ["102", "1", "$1,100.00"],
      ["103", "2", "$1,250.00"],
      ["104", "2", "$125000"],
      ["Total 4 Units", "", "$4,950.00"],
    ]);
    const bytes = await scannedPages([statement, roll]);
    const result = await extractFiles([{ fileName: "scan.pdf", mimeType: "application/pdf", bytes }], { pool });
    expect(result.property.units.map((u) => [u.unit_number, u.rent])).toEqual([
      ["101", 1350],
      ["102", 1100],
      ["103", 1250],
      ["104", 1250],
    ]);
    expect(result.warnings.join(" ")).toContain("least like units were left out");
    expect(result.warnings.join(" ")).toContain(
      "unit 104's rent on scanned page 2 read as $125,000 is taken as $1,250",
    );
  }, 90_000);
});

const samples = path.resolve(import.meta.dirname, "../../../../../shared/sample-docs");
const boyle = path.join(samples, "boyle-rent-roll-appfolio.pdf");

describe.skipIf(!fs.existsSync(boyle))("the image-only copy of a sample rent roll (150 dpi, no text layer)", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());

  it("gives no more rows than its 32 units and no rent that does not add up unflagged", async () => {
    const bytes = await imageOnlyPdf(boyle);
    const result = await extractFiles([{ fileName: "scan.pdf", mimeType: "application/pdf", bytes }], { pool });
    const units = result.property.units;
    expect(units.length).toBeLessThanOrEqual(32);
    const sum = units.reduce((s, u) => s + (u.rent ?? 0), 0);
    const rentCheck = result.property.checks.find((c) => c.key === "rent_roll_monthly");
    expect(rentCheck?.printed).toBe(44400.16);
    // Either the rows reproduce the printed $44,400.16, or the difference is a high-severity finding.
    if (Math.abs(sum - 44400.16) > 444) expect(rentCheck?.severity).toBe("high");
    else expect(Math.abs(sum - 44400.16)).toBeLessThan(1);
  }, 120_000);
});
