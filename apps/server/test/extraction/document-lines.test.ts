import { extractionResponseSchema } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { detectType } from "../../src/extraction/detect-type";
import type { ReadDocument } from "../../src/extraction/document";
import { mergeDocuments } from "../../src/extraction/merge";
import { readDocument } from "../../src/extraction/read-document";
import type { OcrEngine } from "../../src/extraction/readers/ocr";
import { extractDocument } from "../../src/extraction/rules/extract-document";
import { toExtractedProperty } from "../../src/extraction/to-response";
import { buildPdf, buildWorkbook } from "./helpers/files";

/**
 * Statements that print actuals and the broker's pro forma side by side keep both columns (document lines), in
 * several layouts and formats made here; the line chosen into the expenses stays the actual one.
 */
const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error("OCR was not expected here")),
  close: () => Promise.resolve(),
};
async function read(fileName: string, bytes: Buffer): Promise<ReadDocument> {
  const type = await detectType(fileName, "", bytes);
  return await readDocument(fileName, type.kind, type.mime, bytes, noOcr);
}

/** Annual figures: rent $240,000 / $264,000, laundry $3,600 / $4,800, taxes $60,000 / $60,000, insurance $18,000 / $12,000. */
const rows = (actual: string, proForma: string, swap = false): string[][] => {
  const pair = (a: string, b: string) => (swap ? [b, a] : [a, b]);
  return [
    ["Operating Statement", "", ""],
    ["Line Item", ...pair(actual, proForma)],
    ["Income", "", ""],
    ["Gross Potential Rent", ...pair("240,000", "264,000")],
    ["Laundry", ...pair("3,600", "4,800")],
    ["Total Income", ...pair("243,600", "268,800")],
    ["Expenses", "", ""],
    ["Real Estate Taxes", ...pair("60,000", "60,000")],
    ["Insurance", ...pair("18,000", "12,000")],
    ["Total Expenses", ...pair("78,000", "72,000")],
    ["Net Operating Income", ...pair("165,600", "196,800")],
  ];
};

/** Each line as [label, kind, category, T-12 monthly cents, broker monthly cents]. */
const EXPECTED = [
  ["Gross Potential Rent", "rent", null, 2_000_000, 2_200_000],
  ["Laundry", "income", null, 30_000, 40_000],
  ["Real Estate Taxes", "expense", "Taxes", 500_000, 500_000],
  ["Insurance", "expense", "Insurance", 150_000, 100_000],
];
const view = (doc: ReadDocument) =>
  (extractDocument(doc).documentLines ?? []).map((l) => [
    l.label,
    l.kind,
    l.category,
    l.t12MonthlyCents,
    l.brokerMonthlyCents,
  ]);
const csv = (table: string[][]) => Buffer.from(table.map((r) => r.map((c) => `"${c}"`).join(",")).join("\n"));

describe("both columns of a statement, as document lines", () => {
  it("a CSV with T-12 Actual and Pro Forma columns", async () => {
    expect(view(await read("om-statement.csv", csv(rows("T-12 Actual", "Pro Forma"))))).toEqual(EXPECTED);
  });

  it("an XLSX with the pro forma first and the actuals second", async () => {
    const doc = await read("statement.xlsx", buildWorkbook(rows("Actual", "Pro Forma", true), "xlsx"));
    expect(view(doc)).toEqual(EXPECTED);
  });

  it("a PDF with Actual and Pro Forma columns at fixed positions, with the page", async () => {
    const doc = await read("om.pdf", await buildPdf(rows("Actual", "Pro Forma"), [50, 300, 420]));
    expect(view(doc)).toEqual(EXPECTED);
    expect(extractDocument(doc).documentLines?.[0]?.page).toBe(1);
  });

  it("takes the actuals, not the broker's pro forma, into your expenses, on whichever side they print", async () => {
    const mine = (doc: ReadDocument) => extractDocument(doc).expenses.map((e) => [e.label, e.monthlyCents]);
    const actuals = [
      ["Real Estate Taxes", 500_000],
      ["Insurance", 150_000],
    ];
    expect(mine(await read("a.csv", csv(rows("Actual", "Pro Forma"))))).toEqual(actuals);
    expect(mine(await read("b.xlsx", buildWorkbook(rows("T-12", "Pro Forma", true), "xlsx")))).toEqual(actuals);
    expect(mine(await read("c.pdf", await buildPdf(rows("Actual", "Pro Forma", true), [50, 300, 420])))).toEqual(
      actuals,
    );
  });

  it("an In-Place / Pro Forma statement in halves with per-unit and % columns", async () => {
    const halves = [
      ["", "In-Place", "", "", "Pro Forma", "", ""],
      ["Expenses", "Annually", "$ per Unit", "% of EGI", "Annually", "$ per Unit", "% of EGI"],
      ["Real Estate Taxes", "60,000", "2,400", "14.1%", "66,000", "2,640", "14.5%"],
      ["Insurance", "18,000", "720", "5.0%", "12,000", "480", "4.8%"],
      ["Total Expenses", "78,000", "3,120", "19.1%", "78,000", "3,120", "19.3%"],
    ];
    const doc = await read("halves.xlsx", buildWorkbook(halves, "xlsx"));
    expect(view(doc)).toEqual([
      ["Real Estate Taxes", "expense", "Taxes", 500_000, 550_000],
      ["Insurance", "expense", "Insurance", 150_000, 100_000],
    ]);
    // The expenses the property gets are still the in-place ones.
    expect(extractDocument(doc).expenses.map((e) => e.annualCents)).toEqual([6_000_000, 1_800_000]);
  });

  it("a statement with one column has none; the extraction response carries them with their file, in dollars", async () => {
    const single = await read("t12.csv", csv(rows("Actual", "Pro Forma").map((r) => r.slice(0, 2))));
    expect(extractDocument(single).documentLines).toBeUndefined();
    const both = await read("om-statement.csv", csv(rows("T-12 Actual", "Pro Forma")));
    const response = toExtractedProperty(mergeDocuments([extractDocument(single), extractDocument(both)]));
    expect(response.documentLines?.[2]).toEqual({
      label: "Real Estate Taxes",
      kind: "expense",
      category: "Taxes",
      t12_monthly: 5_000,
      t12_source_file: "om-statement.csv",
      t12_source_page: 1,
      broker_monthly: 5_000,
      broker_source_file: "om-statement.csv",
      broker_source_page: 1,
    });
    expect(extractionResponseSchema.partial().safeParse(response).success).toBe(true);
    expect(toExtractedProperty(mergeDocuments([extractDocument(single)])).documentLines).toBeUndefined();
  });

  it("T-12 | Year 1 columns: sum rows under any label are not lines, income stays income, vacancy is a deduction", async () => {
    const table = [
      ["", "T-12", "Year 1"],
      ["Gross Potential Rent", "240,000", "264,000"],
      ["Laundry", "3,600", "4,800"],
      ["Potential Gross Income", "243,600", "268,800"],
      ["Vacancy", "12,000", "13,200"],
      // No "Expenses" heading: the lines after the effective income are the expenses.
      ["Effective Gross Income", "231,600", "255,600"],
      ["Real Estate Taxes", "60,000", "60,000"],
      ["Insurance", "18,000", "12,000"],
      ["Operating Costs", "78,000", "72,000"],
      ["Expenses/Unit", "3,900", "3,600"],
    ];
    expect(view(await read("om.csv", csv(table)))).toEqual([
      ["Gross Potential Rent", "rent", null, 2_000_000, 2_200_000],
      ["Laundry", "income", null, 30_000, 40_000],
      ["Vacancy", "rent", null, -100_000, -110_000],
      ["Real Estate Taxes", "expense", "Taxes", 500_000, 500_000],
      ["Insurance", "expense", "Insurance", 150_000, 100_000],
    ]);
  });
});
