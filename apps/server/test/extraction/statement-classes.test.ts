import { describe, expect, it } from "vitest";
import { makePage, type ReadDocument } from "../../src/extraction/document";
import type { CellBox } from "../../src/extraction/layout";
import { mergeDocuments } from "../../src/extraction/merge";
import { extractDocument } from "../../src/extraction/rules/extract-document";
import { toExtractedProperty } from "../../src/extraction/to-response";

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

  it("with no headings naming them, a column that is another column times one factor (per unit, per SF) is not the amount", () => {
    const result = extractDocument(
      sheet(
        text(`Operating Expenses
Real Estate Taxes | $52,000 | $2,080 | $2.19 | 14.1%
Insurance | $18,500 | $740 | $0.78 | 5.0%
Repairs & Maintenance | $25,000 | $1,000 | $1.05 | 6.8%
Utilities | $55,480 | $2,219 | $2.33 | 15.0%
Total Expenses | $150,980 | $6,039 | $6.35 | 40.9%`),
      ),
    );
    expect(result.expenses.map((e) => e.annualCents)).toEqual([5_200_000, 1_850_000, 2_500_000, 5_548_000]);
    expect(result.reported.totalExpensesAnnualCents?.value).toBe(15_098_000);
    // A month beside its year: the year is the amount, as before.
    const monthly = extractDocument(
      sheet(text(`Expenses\nTaxes | 1,000 | 12,000\nInsurance | 500 | 6,000\nRepairs | 250 | 3,000`)),
    );
    expect(monthly.expenses.map((e) => e.annualCents)).toEqual([1_200_000, 600_000, 300_000]);
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

describe("totals are never items, and the reading the printed totals confirm is kept", () => {
  /** An OM's statement with In-Place and Pro Forma columns and every kind of total row between its lines. */
  const OM = text(`Operating Statement
Income | In-Place | Pro Forma
Gross Potential Rent | 260,000 | 290,000
Other Income | 5,000 | 5,000
Potential Gross Income | 265,000 | 295,000
Less: Vacancy (5%) | 13,250 | 14,750
Effective Gross Income | 251,750 | 280,250
Expenses |  |
Real Estate Taxes | 52,000 | 58,000
Insurance | 18,500 | 19,000
Repairs & Maintenance | 25,000 | 22,000
Total Operating Expenses | 95,500 | 99,000
Net Operating Income | 156,250 | 181,250`);

  it("an In-Place | Pro Forma statement: income lines stay income, totals are totals, the in-place column is the property's", () => {
    const result = extractDocument(sheet(OM));
    expect(result.otherIncome.map((i) => [i.label, i.annualCents, i.incomeKind])).toEqual([
      ["Gross Potential Rent", 26_000_000, "rent"],
      ["Other Income", 500_000, "other"],
      ["Vacancy (5%)", -1_325_000, "rent_adjustment"],
    ]);
    expect(result.expenses.map((e) => [e.label, e.annualCents])).toEqual([
      ["Real Estate Taxes", 5_200_000],
      ["Insurance", 1_850_000],
      ["Repairs & Maintenance", 2_500_000],
    ]);
    const printed = Object.fromEntries(Object.entries(result.reported).map(([k, v]) => [k, v.value]));
    expect(printed).toEqual({
      grossIncomeAnnualCents: 26_500_000,
      effectiveIncomeAnnualCents: 25_175_000,
      totalExpensesAnnualCents: 9_550_000,
      noiAnnualCents: 15_625_000,
    });
    expect(result.warnings).toEqual([]);
    // The pro forma is the broker's column of the same lines; income stays income, vacancy a deduction from rent.
    expect(result.documentLines?.map((l) => [l.label, l.kind, l.t12MonthlyCents, l.brokerMonthlyCents])).toEqual([
      ["Gross Potential Rent", "rent", 2_166_667, 2_416_667],
      ["Other Income", "income", 41_667, 41_667],
      ["Vacancy (5%)", "rent", -110_417, -122_917],
      ["Real Estate Taxes", "expense", 433_333, 483_333],
      ["Insurance", "expense", 154_167, 158_333],
      ["Repairs & Maintenance", "expense", 208_333, 183_333],
    ]);
  });

  it("a total's label with a share or an abbreviation after it is still that total", () => {
    const result = extractDocument(
      sheet(
        text(`Expenses | Annual
Real Estate Taxes | 52,000
Insurance | 18,500
Total Expenses (35.2%) | 70,500
Net Operating Income (NOI): | 129,500`),
      ),
    );
    expect(result.expenses.map((e) => e.label)).toEqual(["Real Estate Taxes", "Insurance"]);
    expect(result.reported.totalExpensesAnnualCents?.value).toBe(7_050_000);
    expect(result.reported.noiAnnualCents?.value).toBe(12_950_000);
  });

  it("a line that adds up the lines above it is a total whatever its label; it is kept as the printed total", () => {
    const result = extractDocument(
      sheet(
        text(`Expenses | Annual
Real Estate Taxes | 52,000
Insurance | 18,500
Utilities | 55,480
Operating Costs | 125,980
Net Operating Income | 74,020`),
      ),
    );
    expect(result.expenses.map((e) => e.label)).toEqual(["Real Estate Taxes", "Insurance", "Utilities"]);
    expect(result.reported.totalExpensesAnnualCents?.value).toBe(12_598_000);
    expect(result.warnings.join(" ")).toContain(
      '"Operating Costs" ($125,980, page 1) adds up the lines above it, so it was read as a total',
    );
  });

  it("a line that happens to equal the lines above it stays a line when the printed total counts it", () => {
    const lines = (rows: string) =>
      extractDocument(sheet(text(`Expenses | Annual\n${rows}`))).expenses.map((e) => e.label);
    // Followed by the total that includes it.
    expect(lines("Taxes | 10,000\nInsurance | 5,000\nRepairs | 15,000\nTotal Expenses | 30,000")).toEqual([
      "Taxes",
      "Insurance",
      "Repairs",
    ]);
    // Followed by another line: no group closes there.
    expect(lines("Taxes | 10,000\nInsurance | 5,000\nRepairs | 15,000\nUtilities | 2,000")).toEqual([
      "Taxes",
      "Insurance",
      "Repairs",
      "Utilities",
    ]);
  });

  it("subtotals nest: a group's total and a total of totals are not items (a Yardi tree)", () => {
    const result = extractDocument(
      sheet(
        text(`Account | Amount
Revenue
Potential Rent
Gross Market Rent | 70,822.00
Gain/Loss To Lease | -8,250.00
Potential Rent Net | 62,572.00
Other Income
Late Fees | 225.00
Miscellaneous | 525.72
Other Income Net | 750.72
Revenue Net | 63,322.72
Operating Expenses
Salaries | 3,331.57
Repairs | 1,200.00
Utilities | 1,301.15
Operating Expenses Net | 5,832.72
Net Operating Income | 57,490.00`),
      ),
    );
    expect(result.otherIncome.map((i) => i.label)).toEqual([
      "Gross Market Rent",
      "Gain/Loss To Lease",
      "Late Fees",
      "Miscellaneous",
    ]);
    expect(result.expenses.map((e) => e.label)).toEqual(["Salaries", "Repairs", "Utilities"]);
    expect(result.reported.totalExpensesAnnualCents?.value).toBe(583_272);
    // One note names every sum row read as a total.
    const notes = result.warnings.filter((w) => w.includes("read as totals"));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('"Potential Rent Net" ($62,572, page 1), "Other Income Net" ($750.72, page 1)');
  });

  it("a vacancy printed positive that the printed subtotals add keeps its printed sign; one they subtract is a deduction", () => {
    const adds = text(`Account | Amount
Revenue
Gross Market Rent | 70,822.00
Gain/Loss To Lease | -8,250.00
Total Potential Rent | 62,572.00
Vacancy | 74.97
Total Potential Rent Adjustments | 74.97
Total Apartment Rental Income | 62,646.97
Late Fees | 225.00
Miscellaneous | 525.72
Total Other Income | 750.72
Total Revenue | 63,397.69`);
    const added = extractDocument(sheet(adds));
    expect(added.otherIncome.find((i) => i.label === "Vacancy")?.annualCents).toBe(7_497);
    expect(added.warnings.filter((w) => w.includes("income lines read add up"))).toEqual([]);
    const subtracted = extractDocument(sheet(OM));
    expect(subtracted.otherIncome.find((i) => i.label.startsWith("Vacancy"))?.annualCents).toBe(-1_325_000);
  });

  it("rows per unit and per square foot are never money", () => {
    const result = extractDocument(
      sheet(
        text(`Operating Data | Current | Pro Forma
Real Estate Taxes | 52,000 | 58,000
Insurance | 18,500 | 19,000
Total Expenses | 70,500 | 77,000
Expenses/unit | 2,820 | 3,080
Expense per SF | 2.94 | 3.21
% of EGI | 31.2% | 29.0%`),
      ),
    );
    expect(result.expenses.map((e) => [e.label, e.annualCents])).toEqual([
      ["Real Estate Taxes", 5_200_000],
      ["Insurance", 1_850_000],
    ]);
    expect(result.documentLines?.map((l) => l.label)).toEqual(["Real Estate Taxes", "Insurance"]);
  });

  it("when no reading reproduces a printed total, the best one is kept and a high-severity check names both figures and the page", () => {
    const doc = sheet(
      text(`Expenses | Annual
Real Estate Taxes | 52,000
Insurance | 18,500
Repairs | 25,000
Total Expenses | 172,980`),
    );
    const result = extractDocument(doc);
    expect(result.expenses.map((e) => e.annualCents)).toEqual([5_200_000, 1_850_000, 2_500_000]);
    expect(result.warnings).toContain(
      "t12: total expenses on page 1 are $172,980 a year but the expense lines read add up to $95,500.",
    );
    const check = toExtractedProperty(mergeDocuments([result])).checks.find((c) => c.key === "total_expenses_annual");
    expect(check).toMatchObject({ printed: 172_980, computed: 95_500, ok: false, severity: "high" });
    expect(check?.source.page).toBe(1);
  });
});

describe("an OM's summary page beside its financial summary (PDF positions)", () => {
  /** Page 1 of an OM: property facts on the left, "Current | Pro Forma" on the right; page 2 its operating data. */
  const place = (cells: [string, number][]): { rows: string[]; boxes: CellBox[] } => ({
    rows: cells.map(([t]) => t),
    boxes: cells.map(([t, x]) => ({ x, right: x + t.length * 5 })),
  });
  const page1 = [
    place([["Pricing & Financial Summary", 40]]),
    place([
      ["Price/Unit", 46],
      ["$420,354", 270],
      ["Annualized Operating Income", 352],
    ]),
    place([
      ["Current", 540],
      ["Pro Forma", 663],
    ]),
    place([
      ["Gross Potential Rent", 352],
      ["$3,072,516", 532],
      ["$4,356,996", 662],
    ]),
    place([
      ["CAP Rate - Current", 46],
      ["4.00%", 288],
      ["Other Income", 352],
      ["$61,513", 540],
      ["$61,513", 671],
    ]),
    place([
      ["CAP Rate - Pro Forma", 46],
      ["6.54%", 288],
      ["Gross Potential Income", 352],
      ["$3,134,029", 533],
      ["$4,418,509", 664],
    ]),
    place([
      ["Less: Market Vacancy", 352],
      ["3.0%", 482],
      ["$92,175", 540],
      ["3.0%", 609],
      ["$130,710", 668],
    ]),
    place([
      ["Effective Gross Income", 352],
      ["$3,041,854", 533],
      ["$4,287,799", 664],
    ]),
    place([
      ["Less: Expenses", 352],
      ["37.54%", 477],
      ["$1,141,837", 534],
      ["27.59%", 604],
      ["$1,182,816", 665],
    ]),
    place([
      ["Net Operating Income", 352],
      ["$1,900,016", 533],
      ["$3,104,983", 664],
    ]),
    place([
      ["Lot Size", 46],
      ["119,748", 282],
      ["Debt Service", 352],
      ["$0", 551],
      ["$0", 682],
    ]),
  ];
  const page2 = [
    place([["Operating Data", 36]]),
    place([
      ["Current", 283],
      ["ProForma", 376],
    ]),
    place([
      ["Real Estate Taxes", 40],
      ["$573,900", 279],
      ["$573,900", 377],
    ]),
    place([
      ["Manager Rent Credit", 40],
      ["$25,200", 282],
      ["$28,800", 380],
    ]),
    place([
      ["Management Fee (3%)", 40],
      ["$542,737", 282],
      ["$580,116", 380],
    ]),
    place([
      ["Total Expenses", 40],
      ["$1,141,837", 276],
      ["$1,182,816", 374],
    ]),
    place([
      ["Expenses/unit", 40],
      ["$10,104.76", 276],
      ["$10,467.40", 373],
    ]),
  ];
  const doc: ReadDocument = {
    fileName: "om.pdf",
    kind: "pdf",
    pages: [
      makePage(
        1,
        page1.map((r) => r.rows),
        { boxes: page1.map((r) => r.boxes) },
      ),
      makePage(
        2,
        page2.map((r) => r.rows),
        { boxes: page2.map((r) => r.boxes) },
      ),
    ],
    skippedPages: [],
    warnings: [],
  };

  it("the current column is the property's: its totals, its cap rate, its lines; the pro forma is the broker's column", () => {
    const result = extractDocument(doc);
    const printed = Object.fromEntries(Object.entries(result.reported).map(([k, v]) => [k, v.value]));
    expect(printed).toEqual({
      grossIncomeAnnualCents: 313_402_900,
      effectiveIncomeAnnualCents: 304_185_400,
      totalExpensesAnnualCents: 114_183_700,
      noiAnnualCents: 190_001_600,
      capRatePct: 4,
    });
    expect(result.otherIncome.map((i) => [i.label, i.annualCents])).toEqual([
      ["Gross Potential Rent", 307_251_600],
      ["Other Income", 6_151_300],
      ["Market Vacancy", -9_217_500],
    ]);
    // "Lot Size 119,748" beside the Debt Service line is not its label; the expenses' page starts its own section.
    expect(result.setAside.map((s) => s.label)).toEqual(["Debt Service"]);
    expect(result.expenses.map((e) => [e.label, e.annualCents])).toEqual([
      ["Real Estate Taxes", 57_390_000],
      ["Manager Rent Credit", 2_520_000],
      ["Management Fee (3%)", 54_273_700],
    ]);
    // The lines reproduce the printed totals: nothing to warn of but the debt service left below the NOI.
    expect(result.warnings).toEqual([
      "om.pdf: below the NOI line and left out of operating expenses: Debt Service $0.",
    ]);
    expect(result.documentLines?.map((l) => [l.label, l.kind, l.page])).toEqual([
      ["Gross Potential Rent", "rent", 1],
      ["Other Income", "income", 1],
      ["Market Vacancy", "rent", 1],
      ["Real Estate Taxes", "expense", 2],
      ["Manager Rent Credit", "expense", 2],
      ["Management Fee (3%)", "expense", 2],
    ]);
    const response = toExtractedProperty(mergeDocuments([result]));
    expect(response.document_totals).toMatchObject({
      total_expenses_annual: 1_141_837,
      noi_annual: 1_900_016,
      effective_income_annual: 3_041_854,
      cap_rate_pct: 4,
    });
    expect(response.checks.every((c) => c.ok)).toBe(true);
  });
});

describe("the cap rate printed for the property", () => {
  const capRate = (rows: string) => extractDocument(sheet(text(rows))).reported.capRatePct?.value;

  it("the current one: named so, or the first of a Current | Pro Forma pair; never a pro forma's or a comparable's", () => {
    expect(capRate("Pricing\nPro Forma Cap Rate | 6.54%\nCap Rate - Current | 4.00%")).toBe(4);
    expect(capRate(" | Current | Pro Forma\nCap Rate | 5.25% | 6.10%")).toBe(5.25);
    expect(capRate("Pricing\nPro Forma Cap Rate | 6.54%")).toBeUndefined();
    expect(capRate("Sales Comparables\nElm Court | $2,100,000 | Cap Rate | 5.1%")).toBeUndefined();
  });
});

describe("one-month statements", () => {
  it("a '12 months' report whose only period column is one month: the columns give the period, amounts x12 once", () => {
    const result = extractDocument(
      sheet(
        text(`Sunrise Court (1234)
Statement (12 months)
Book = Accrual
 |  | May 2023 | Total
 | Revenue
4010 | Rent | 20,000.00 | 20,000.00
4020 | Late Fees | 150.00 | 150.00
4999 | Total Revenue | 20,150.00 | 20,150.00
 | Operating Expenses
6010 | Repairs | 1,000.00 | 1,000.00
6020 | Insurance | 500.50 | 500.50
6999 | Total Operating Expenses | 1,500.50 | 1,500.50
6999 | Net Operating Income | 18,649.50 | 18,649.50`),
      ),
    );
    expect(result.expenses.map((e) => [e.label, e.annualCents, e.monthlyCents])).toEqual([
      ["Repairs", 1_200_000, 100_000],
      ["Insurance", 600_600, 50_050],
    ]);
    expect(result.reported.totalExpensesAnnualCents?.value).toBe(1_800_600);
    expect(result.reported.noiAnnualCents?.value).toBe(22_379_400);
    expect(result.warnings[0]).toContain("the statement covers 1 month");
  });

  it("Yardi's 'Period = May 2023' is one month; 'Period = Jun 2022-May 2023' is twelve", () => {
    const statement = (period: string) =>
      sheet(
        text(
          `Statement (12 months)\n${period}\nAccount | Amount\nExpenses\nRepairs | 1,000.00\nTotal Expenses | 1,000.00`,
        ),
      );
    expect(expenseTotal(statement("Period = May 2023"))).toBe(1_200_000);
    expect(extractDocument(statement("Period = May 2023")).warnings[0]).toContain('("Period = May 2023" on page 1)');
    expect(expenseTotal(statement("Period = Jun 2022-May 2023"))).toBe(100_000);
  });

  it("twelve month columns are a year; two month columns are two months", () => {
    const two = extractDocument(
      sheet(
        text(`Account | Apr 2024 | May 2024 | Total
Expenses
Repairs | 500.00 | 500.00 | 1,000.00
Total Expenses | 500.00 | 500.00 | 1,000.00`),
      ),
    );
    expect(two.expenses.map((e) => e.annualCents)).toEqual([600_000]);
    const year = t12([
      ["Expenses", null],
      ["Repairs", 1_000],
      ["Total Expenses", 1_000],
    ]);
    expect(expenseTotal(sheet(year))).toBe(1_200_000);
  });
});
