import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { detectType } from "../../src/extraction/detect-type";
import { readDocument } from "../../src/extraction/read-document";
import type { OcrEngine } from "../../src/extraction/readers/ocr";
import { extractDocument } from "../../src/extraction/rules/extract-document";

/**
 * Workbooks read as a person reads them: every sheet, the ones with the property's figures first (found
 * by what they hold, not their names), hidden helper sheets last, cached values rather than formulas.
 */
const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error("OCR was not expected here")),
  close: () => Promise.resolve(),
};

type Sheet = { name: string; rows: (string | number)[][]; hidden?: boolean; formulas?: Record<string, string> };

function workbook(sheets: Sheet[], bookType: "xlsx" | "xlsm" | "xls" = "xlsx"): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows);
    // A formula cell carries its cached value, as Excel saves it.
    for (const [address, formula] of Object.entries(sheet.formulas ?? {})) {
      const cell = ws[address] as XLSX.CellObject | undefined;
      if (cell) cell.f = formula;
    }
    XLSX.utils.book_append_sheet(book, ws, sheet.name);
  }
  book.Workbook = { Sheets: sheets.map((s) => ({ name: s.name, Hidden: s.hidden ? 1 : 0 })) };
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
}

async function extract(fileName: string, bytes: Buffer) {
  const type = await detectType(fileName, "", bytes);
  const doc = await readDocument(fileName, type.kind, type.mime, bytes, noOcr);
  return { doc, extraction: extractDocument(doc) };
}

const MODEL: Sheet[] = [
  { name: "Cover", rows: [["Maple Court Acquisition Model"], ["Prepared for the investment committee"]] },
  {
    name: "Projections",
    rows: [
      ["", "Year 1", "Year 2", "Year 3"],
      ["Total Expenses", 60000, 61800, 63654],
      ["Net Operating Income", 90000, 92700, 95481],
    ],
  },
  {
    name: "Lookup",
    hidden: true,
    rows: [
      ["Unit", "Rent"],
      ["X1", 99999],
      ["X2", 88888],
    ],
  },
  {
    name: "RR",
    rows: [
      ["Unit", "Tenant", "Rent"],
      ["101", "Ann", 1200],
      ["102", "Bo", 1250],
      ["103", "Cy", 1300],
      ["Total", "", 3750],
    ],
    formulas: { C5: "SUM(C2:C4)" },
  },
  {
    name: "Inputs",
    rows: [
      ["Purchase Price", 1500000],
      ["Cap Rate", "6.0%"],
      ["Number of Units", 3],
    ],
  },
];

describe("workbooks", () => {
  it("an underwriting model: the rent roll sheet and the inputs are read, projections and hidden helpers are not units", async () => {
    const { doc, extraction } = await extract("model.xlsx", workbook(MODEL));
    expect(doc.pages.map((p) => p.title)).toEqual(["RR", "Inputs", "Cover", "Projections", "Lookup"]);
    expect(doc.pages.at(-1)?.hidden).toBe(true);
    expect(extraction.units.map((u) => [u.unitNumber, u.rentCents])).toEqual([
      ["101", 120_000],
      ["102", 125_000],
      ["103", 130_000],
    ]);
    expect(extraction.reported.rentRollMonthlyCents?.value).toBe(375_000);
    expect(extraction.facts.price?.value).toBe(1_500_000);
    expect(extraction.warnings).toEqual([]);
  });

  it("a macro-enabled workbook (.xlsm) is read like an .xlsx, its cached values and never its formulas", async () => {
    const { doc, extraction } = await extract("model.xlsm", workbook(MODEL, "xlsm"));
    expect(doc.kind).toBe("xlsx");
    expect(doc.pages.flatMap((p) => p.rows.flat()).some((c) => c.includes("SUM("))).toBe(false);
    expect(extraction.units).toHaveLength(3);
  });

  it("a hidden sheet is read only when no visible sheet holds a rent roll", async () => {
    const onlyHidden = MODEL.filter((s) => s.name !== "RR");
    const { extraction } = await extract("model.xls", workbook(onlyHidden, "xls"));
    expect(extraction.units.map((u) => u.unitNumber)).toEqual(["X1", "X2"]);
  });

  it("the same rent roll on two sheets is read once", async () => {
    const copy = { ...MODEL[3]!, name: "RR (copy)" };
    const { extraction } = await extract("model.xlsx", workbook([...MODEL, copy]));
    expect(extraction.units).toHaveLength(3);
  });

  it("a property-management export as legacy .xls: error cells are empty, wrapped headings are read, summary sheets are no units", async () => {
    const book = workbook(
      [
        {
          name: "Sheet1",
          rows: [
            ["Owner Realty LLC - Maple Court"],
            ["RENT ROLL DETAIL"],
            [
              "Resh ID",
              "Lease ID",
              "Bldg/Unit",
              "Unit \nDesignation",
              "Unit/Lease Status",
              "Name",
              "Market + Addl.",
              "Required\nDeposit",
              "Lease Rent",
              "RENT",
              "",
              "PARKING",
              "MTOM",
              "Total Billing",
            ],
            [0, 0, "12-A", "N/A", "Vacant", "VACANT", 1100, 0, 0, 0, "#MACRO?", 0, 0, 0],
            [10303, 80546, "12-B", "N/A", "Occupied", "Tang, David", 1100, 250, 1050, 1050, "", 30, 0, 1080],
            [70596, 90611, "12-C", "N/A", "Occupied", "Banda, Lupe", 1100, "#REF!", 1075, 1075, "", 0, 100, 1175],
            ["Totals:", "", "", "", "", "", 3300, 250, 2125, 2125, "", 30, 100, 2255],
          ],
        },
        {
          name: "Sheet2",
          rows: [
            ["Floorplan", "# Units", "Average SQFT", "Average Market + Addl."],
            ["A11", 3, 499, 1100],
            ["Totals / Averages:", 3, 499, 1100],
          ],
        },
        {
          name: "Sheet3",
          rows: [
            ["Occupancy and Rents Summary for Current Date"],
            ["Unit Status", "Market + Addl.", "# Units", "Potential Rent"],
            ["Occupied, no NTV", 2200, 2, 2125],
            ["Vacant Not Leased", 1100, 1, 1100],
            ["Totals:", 3300, 3, 3225],
          ],
        },
      ],
      "xls",
    );
    const { doc, extraction } = await extract("rent-roll-detail.xls", book);
    expect(doc.pages.flatMap((p) => p.rows.flat()).filter((c) => /^#[A-Z/0-9]+[!?]$/.test(c))).toEqual([]);
    expect(extraction.units.map((u) => [u.unitNumber, u.rentCents, u.vacant])).toEqual([
      ["12-A", null, true],
      ["12-B", 105_000, false],
      ["12-C", 107_500, false],
    ]);
    expect(extraction.reported.rentRollMonthlyCents?.value).toBe(212_500);
    expect(extraction.otherIncome.map((l) => [l.label, l.monthlyCents])).toEqual([
      ["Parking", 3_000],
      ["MTOM", 10_000],
    ]);
    expect(extraction.expenses).toEqual([]);
    expect(extraction.warnings).toEqual([]);
  });
});
