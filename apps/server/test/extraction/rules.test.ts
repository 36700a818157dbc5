import { describe, expect, it } from "vitest";
import { makePage, type ReadDocument } from "../../src/extraction/document";
import { mergeDocuments } from "../../src/extraction/merge";
import { categorise } from "../../src/extraction/rules/categories";
import { extractDocument } from "../../src/extraction/rules/extract-document";
import { cleanLabel } from "../../src/extraction/rules/labels";
import { parseBedsBaths } from "../../src/extraction/rules/unit-type";
import { toExtractedProperty } from "../../src/extraction/to-response";
import { RENT_ROLL_ROWS, T12_ROWS } from "./helpers/files";

/** A document straight from rows, as a reader would hand it over. */
const doc = (fileName: string, pages: string[][][], kind: ReadDocument["kind"] = "csv"): ReadDocument => ({
  fileName,
  kind,
  pages: pages.map((rows, i) => makePage(i + 1, rows)),
  skippedPages: [],
  warnings: [],
});
const text = (lines: string) => lines.split("\n").map((line) => line.split("|").map((c) => c.trim()));

const LISTING = text(`612 S Broad St | Unit Type | RENT
commercial - smoke shop | 5YR LEASE - Dec 2022 | Occupied | 2,000
Apt 1 | 2 bedroom - month to month | Occupied | 1,750
Apt 2 | 3 bedroom - vacant | vacant | 2,600
Garage parking | 175
Total Units | 3
Monthly Income | 6,525
ANNUAL INCOME | 78,300
Estimated Expenses
Taxes | 10,305
Insurance | 3,700
Water / Sewer | 1,380
Mgmt / Super fee
Vacancy Rate | 4% | 3,132
Total Expenses | 18,517
Net Operating Income | 59,783
Total Cost of Property | 749,000
Cash Flow | 59,783`);

describe("rent rolls", () => {
  const result = extractDocument(doc("roll.csv", [[["Maple Court Apartments"], ...RENT_ROLL_ROWS]]));

  it("maps columns by their headings and keeps market rent apart from rent in place", () => {
    expect(result.units.map((u) => [u.unitNumber, u.beds, u.baths, u.sqft, u.rentCents, u.marketRentCents])).toEqual([
      ["101", 2, 1, 850, 135_000, 140_000],
      ["102", 1, 1, 650, null, 115_000],
      ["103", 2, 1, 850, 137_500, 140_000],
    ]);
  });

  it("does not count a vacant unit's rent as collected, and says so when the printed total does", () => {
    expect(result.units[1]!.vacant).toBe(true);
    expect(result.warnings).toContain(
      "roll.csv: the rent roll's total of $3,825 counts the asking rent of vacant 102; rent in place is $2,725 a month.",
    );
  });
});

describe("a listing sheet with units, other income and expenses", () => {
  const result = extractDocument(doc("sheet.pdf", [LISTING], "pdf"));

  it("reads units, parking as other income, expenses by category and the printed totals", () => {
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.vacant])).toEqual([
      ["commercial - smoke shop", 200_000, false],
      ["Apt 1", 175_000, false],
      ["Apt 2", null, true],
    ]);
    expect(result.otherIncome.map((i) => [i.label, i.monthlyCents])).toEqual([["Garage parking", 17_500]]);
    expect(result.expenses.map((e) => [e.label, e.category, e.annualCents])).toEqual([
      ["Taxes", "Taxes", 1_030_500],
      ["Insurance", "Insurance", 370_000],
      ["Water / Sewer", "Utilities", 138_000],
      ["Vacancy Rate", "Other", 313_200],
    ]);
    expect(result.expenses[0]!.monthlyCents).toBe(85_875);
    expect(result.facts.price?.value).toBe(749_000);
    expect(result.facts.address?.value).toBe("612 S Broad St");
    expect(result.reported.noiAnnualCents?.value).toBe(5_978_300);
    expect(result.propertyKind).toBe("mixed_use");
  });

  it("warns that the sheet's monthly income counts the vacant unit's asking rent", () => {
    expect(result.warnings).toContain(
      "sheet.pdf: page 1 prints monthly income of $6,525; the rent in place and other income read add up to $3,925, because it counts the asking rent of vacant Apt 2 ($2,600).",
    );
  });
});

describe("T-12 operating statements", () => {
  const rows = T12_ROWS.map((r) => r.map(String));
  const result = extractDocument(doc("t12.xlsx", [rows], "xlsx"));

  it("reads the Total column, maps accounts to categories and keeps capex below the line", () => {
    expect(result.expenses.map((e) => [e.label, e.category, e.annualCents])).toEqual([
      ["Water/Sewer", "Utilities", 120_000],
      ["Property Taxes", "Taxes", 300_000],
      ["Insurance", "Insurance", 90_000],
    ]);
    expect(result.otherIncome.map((i) => [i.label, i.incomeKind, i.annualCents])).toEqual([
      ["Rent", "rent", 3_000_000],
      ["Vacancy Loss", "rent_adjustment", -150_000],
      ["Laundry", "other", 30_000],
    ]);
    expect(result.setAside).toEqual([
      { label: "Roof", annualCents: 500_000, page: 1, why: "below_noi", group: "Capital Expenses" },
    ]);
    expect(result.reported.noiAnnualCents?.value).toBe(2_370_000);
    expect(result.role).toBe("t12");
  });

  it("warns when the lines do not add up to the printed total expenses", () => {
    const broken = rows.map((r) => (r[0] === "TOTAL EXPENSES" ? [...r.slice(0, 4), "6100"] : r));
    const warnings = extractDocument(doc("t12.xlsx", [broken], "xlsx")).warnings;
    expect(warnings).toContain(
      "t12.xlsx: total expenses on page 1 are $6,100 a year but the expense lines read add up to $5,100.",
    );
  });
});

describe("several files become one property", () => {
  it("takes units from the rent roll, expenses from the T-12, drops the T-12's rent lines and reports conflicts", () => {
    const roll = extractDocument(doc("roll.csv", [[["12 Maple Ct, Springfield, IL 62701"], ...RENT_ROLL_ROWS]]));
    const t12 = extractDocument(doc("t12.xlsx", [T12_ROWS.map((r) => r.map(String))], "xlsx"));
    const listing = extractDocument(
      doc("om.pdf", [text("Offering Price | $1,250,000\nAddress | 14 Maple Ct\nSpringfield, IL 62701")], "pdf"),
    );
    const property = toExtractedProperty(mergeDocuments([t12, roll, listing]));
    expect(property.units).toHaveLength(3);
    expect(property.units[0]).toMatchObject({
      unit_number: "101",
      rent: 1350,
      market_rent: 1400,
      source_file: "roll.csv",
    });
    expect(property.expenses.items.map((e) => e.source_file)).toEqual(["t12.xlsx", "t12.xlsx", "t12.xlsx"]);
    expect(property.expenses.items[1]).toMatchObject({
      label: "Property Taxes",
      amount_annual: 3000,
      amount_monthly: 250,
      category: "Taxes",
    });
    expect(property.other_income.items.map((i) => i.label)).toEqual(["Laundry"]);
    expect(property.price).toBe(1_250_000);
    expect(property.address).toBe("14 Maple Ct");
    expect(property.warnings.some((w) => w.startsWith("address: om.pdf (page 1) says 14 Maple Ct but roll.csv"))).toBe(
      true,
    );
    expect(property.warnings.some((w) => w.startsWith("t12.xlsx: its rental income ($28,500 a year"))).toBe(true);
  });
});

describe("what a document is", () => {
  it("says a warehouse flyer is not residential instead of inventing units", () => {
    const flyer = text(
      "FOR SALE\nDetails\nBuilding Size: | 73,766 SF\nYear Built: | 1960\nLoading: | 4 Interior Docks\nCeiling Height: | 20' Clear\nZoning: | M-3\nSprinklered: | Wet",
    );
    const result = extractDocument(doc("flyer.pdf", [flyer], "pdf"));
    expect(result.propertyKind).toBe("not_residential");
    expect(result.units).toEqual([]);
    expect(result.warnings).toContain(
      "flyer.pdf: this does not describe a residential property (no units or rent roll); no units were taken from it.",
    );
  });

  it("does not take a comparables table's units and prices as the property's", () => {
    const comps = text(
      "Rent Comparables | Multifamily\nUnit | Unit Type | Rent\n1 | 2 Bed / 1 Bath | $2,400\nOffering Price | $9,000,000",
    );
    const result = extractDocument(doc("comps.pdf", [comps], "pdf"));
    expect(result.units).toEqual([]);
    expect(result.facts.price).toBeUndefined();
  });
});

describe("small rules", () => {
  it.each([
    ["2 Bed / 1 Bath", 2, 1],
    ["3/2.00", 3, 2],
    ["2BR/1BA", 2, 1],
    ["Studio / 1 Bath", 0, 1],
    ["3 bedroom - vacant", 3, null],
  ])("reads beds and baths from %j", (input, beds, baths) => {
    expect(parseBedsBaths(input)).toEqual({ beds, baths });
  });

  it("cleans labels: account codes, Less:, and a trailing estimate (SPEC section 5)", () => {
    expect(cleanLabel("4010.000 - Rent")).toBe("Rent");
    expect(cleanLabel("Less: Loss to Lease in Force")).toBe("Loss to Lease in Force");
    expect(cleanLabel("Property Taxes $10,305 Estimated")).toBe("Property Taxes");
    expect(cleanLabel("Insurance $3,700 Est.")).toBe("Insurance");
  });

  it.each([
    ["Payroll Taxes & Related Costs", null, "Payroll"],
    ["Ad Valorem (Property) Taxes", null, "Taxes"],
    ["Management Fees", "Professional", "Management"],
    ["Accounting Services", "Professional", "Admin"],
    ["Electrical Supplies and Services", "Interior Repairs & Maintenance", "Maintenance"],
    ["Trash", null, "Utilities"],
    ["Employee Units", "Payroll", "Payroll"],
    ["Replacement Reserves", null, "Other"],
  ])("puts %j (under %j) in %s", (label, heading, category) => {
    expect(categorise(label, heading)).toBe(category);
  });
});
