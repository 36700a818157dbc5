import { describe, expect, it } from "vitest";
import { makePage, type ReadDocument } from "../../src/extraction/document";
import type { CellBox } from "../../src/extraction/layout";
import { extractDocument } from "../../src/extraction/rules/extract-document";

/** Operating statements by class: each test is a layout property-management systems print. Money is cents. */
const text = (lines: string) => lines.split("\n").map((line) => line.split("|").map((c) => c.trim()));
const sheet = (rows: string[][]): ReadDocument => ({
  fileName: "t12",
  kind: "csv",
  pages: [makePage(1, rows)],
  skippedPages: [],
  warnings: [],
});
const expenseTotal = (d: ReadDocument) => extractDocument(d).expenses.reduce((s, e) => s + e.annualCents, 0);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A twelve-month statement: each line's monthly amount printed in every month and the year in Total. */
function t12(lines: [string, number | null][], head: string[] = []): string[][] {
  const header = ["Account Name", ...MONTHS.map((m) => `${m} 2024`), "Total"];
  const row = ([label, monthly]: [string, number | null]) =>
    monthly === null ? [label] : [label, ...MONTHS.map(() => monthly.toFixed(2)), (monthly * 12).toFixed(2)];
  return [...head.map((h) => [h]), header, ...lines.map(row)];
}

describe("lines that are not operating expenses", () => {
  it("loan payments and capital expenses printed among the expenses are moved out, quoting both totals", () => {
    const result = extractDocument(
      sheet(
        t12([
          ["Income", null],
          ["Rent", 10_000],
          ["Total Income", 10_000],
          ["Expense", null],
          ["Repairs", 1_000],
          ["Insurance", 500],
          ["Loan Payments", 3_000],
          ["Capital Expenses", 200],
          ["Depreciation", 100],
          ["Total Operating Expense", 4_800],
          ["Net Operating Income", 5_200],
        ]),
      ),
    );
    expect(result.expenses.map((e) => [e.label, e.annualCents])).toEqual([
      ["Repairs", 1_200_000],
      ["Insurance", 600_000],
    ]);
    expect(result.setAside.filter((s) => s.why === "inside_expenses").map((s) => [s.label, s.group])).toEqual([
      ["Loan Payments", "debt service"],
      ["Capital Expenses", "capital expenses"],
      ["Depreciation", "depreciation and amortization"],
    ]);
    expect(result.warnings).toContain(
      "t12: total operating expenses on page 1 are $57,600 but include Loan Payments $36,000 (debt service) and Capital Expenses $2,400 (capital expenses) and Depreciation $1,200 (depreciation and amortization), which are not operating expenses; they were moved out and the operating expenses are $18,000 a year. The NOI before them is $102,000 (page 1 prints $62,400).",
    );
    // The printed total still reconciles with the lines read, the moved ones included: no second warning.
    expect(result.warnings.filter((w) => w.includes("expense lines read add up"))).toEqual([]);
  });
});

describe("the period a statement covers", () => {
  it("a one-month statement is converted to a year once, whatever its title says", () => {
    const doc = sheet(
      text(`Income Statement - 12 Month
Period Range: Dec 2024 to Dec 2024
Account Name | Dec 2024
Income
Rent | 10,000.00
Total Income | 10,000.00
Expense
Repairs | 1,000.00
Insurance | 500.00
Total Expense | 1,500.00
Net Operating Income | 8,500.00`),
    );
    const result = extractDocument(doc);
    expect(result.expenses.map((e) => [e.label, e.annualCents, e.monthlyCents])).toEqual([
      ["Repairs", 1_200_000, 100_000],
      ["Insurance", 600_000, 50_000],
    ]);
    expect(result.reported.noiAnnualCents?.value).toBe(10_200_000);
    expect(result.warnings[0]).toContain("the statement covers 1 month");
  });

  it("a trailing three months is multiplied by four; twelve month columns headed 'Month Ending' are a year", () => {
    const three = sheet(
      text(`For the 3 Months Ended March 31, 2024
Account | Amount
Expenses
Repairs | 3,000
Insurance | 1,500
Total Expenses | 4,500`),
    );
    expect(expenseTotal(three)).toBe(1_800_000);
    const twelve = t12([
      ["Expenses", null],
      ["Repairs", 1_000],
      ["Total Expenses", 1_000],
    ]);
    twelve.splice(0, 0, ["", ...MONTHS.map(() => "Month Ending")]);
    expect(expenseTotal(sheet(twelve))).toBe(1_200_000);
  });
});

describe("columns that are not the amount", () => {
  const HALVES = text(`Operating Statement: In-Place vs Pro Forma
 | In-Place |  |  |  | Pro Forma
Expenses | Annually | $ per Unit | $ per SF | % of EGI | Annually | $ per Unit | $ per SF | % of EGI
Real Estate Taxes | 52,000 | 2,080 | 2.19 | 14.1% | 58,000 | 2,320 | 2.44 | 14.5%
Insurance | 18,500 | 740 | 0.78 | 5.0% | 19,000 | 760 | 0.80 | 4.8%
Repairs & Maintenance | 25,000 | 1,000 | 1.05 | 6.8% | 22,000 | 880 | 0.93 | 5.5%
Management | 22,000 | 880 | 0.93 | 6.0% | 24,000 | 960 | 1.01 | 6.0%
Utilities | 55,480 | 2,219 | 2.33 | 15.0% | 50,000 | 2,000 | 2.10 | 12.5%
Total Expenses | 172,980 | 6,919 | 7.28 | 46.9% | 173,000 | 6,920 | 7.28 | 43.3%`);

  it("an In-Place / Pro Forma statement with per-unit, per-SF and % columns gives the in-place annual lines", () => {
    const result = extractDocument(sheet(HALVES));
    expect(result.expenses.map((e) => [e.label, e.annualCents])).toEqual([
      ["Real Estate Taxes", 5_200_000],
      ["Insurance", 1_850_000],
      ["Repairs & Maintenance", 2_500_000],
      ["Management", 2_200_000],
      ["Utilities", 5_548_000],
    ]);
    expect(result.reported.totalExpensesAnnualCents?.value).toBe(17_298_000);
    expect(result.warnings.filter((w) => /pro forma|add up/.test(w))).toEqual([]);
  });

  it("a monthly column beside per-unit figures is converted to a year", () => {
    const result = extractDocument(
      sheet(text(`Expenses | Monthly | Per Unit\nTaxes | 1,000 | 100\nInsurance | 500 | 50`)),
    );
    expect(result.expenses.map((e) => e.annualCents)).toEqual([1_200_000, 600_000]);
  });
});

describe("wrapped account names", () => {
  it("an account name wrapped over lines at its own indent is one line; a heading over deeper rows is not", () => {
    const placed: [string, number][][] = [
      [
        ["Account Name", 40],
        ["Total", 400],
      ],
      [["Expense", 46]],
      [
        ["LEGAL AND", 54],
        ["3,395.00", 400],
      ],
      [["OTHER", 54]],
      [["PROFESSIONAL FEES", 54]],
      [
        ["CAPITAL", 54],
        ["2,081.50", 400],
      ],
      [["EXPENSES", 54]],
      [
        ["Total Operating", 46],
        ["5,476.50", 400],
      ],
      [["Expense", 46]],
    ];
    // Month columns between the label and Total, so the page reads as a T-12: amounts in the last of them.
    const withMonths = placed.map((cells, i): [string, number][] => {
      const months = MONTHS.map((m, k): [string, number] => [i === 0 ? `${m} 2024` : "0.00", 100 + k * 24]);
      return cells.length === 1 ? cells : [cells[0]!, ...months, cells[1]!];
    });
    const rows = withMonths.map((cells) => cells.map(([t]) => t));
    const boxes: CellBox[][] = withMonths.map((cells) => cells.map(([t, x]) => ({ x, right: x + t.length * 5 })));
    const result = extractDocument({
      fileName: "t12",
      kind: "pdf",
      pages: [makePage(1, rows, { boxes })],
      skippedPages: [],
      warnings: [],
    });
    expect(result.expenses.map((e) => [e.label, e.annualCents])).toEqual([
      ["LEGAL AND OTHER PROFESSIONAL FEES", 339_500],
    ]);
    expect(result.setAside.map((s) => s.label)).toEqual(["CAPITAL EXPENSES"]);
    expect(result.reported.totalExpensesAnnualCents?.value).toBe(547_650);
  });
});
