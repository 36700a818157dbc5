import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DocumentTotal } from "../contracts/document-totals";
import type { ExpenseItem, OtherIncomeItem } from "../contracts/property-parts";
import { expense, fourplex, otherIncome } from "../testing/buildings";
import { propertyFactsArb } from "../testing/deal-arbitraries";
import { documentPropertyArb } from "../testing/document-totals-arbitraries";
import { checkPlausibility } from "./plausibility";
import { confirmTotals, printedTotalFindings } from "./plausibility-printed";

const read = <T extends OtherIncomeItem | ExpenseItem>(line: T): T => ({
  ...line,
  source: "document",
  sourceFile: "om.pdf",
  sourcePage: 3,
});
const printed = (total: DocumentTotal["total"], value: number): DocumentTotal => ({
  total,
  value,
  file: "om.pdf",
  page: 3,
  confirmed: false,
});

/**
 * The fourplex as read from its OM: $6,000 rent roll + $100 laundry = $73,200 a year; expenses $1,900 a month =
 * $22,800 a year; NOI $50,400; at $600,000 a cap rate of 8.4%. The OM prints exactly these figures.
 */
const readFourplex = (expenses: ExpenseItem[] = fourplex().expenses.map(read)) => ({
  ...fourplex(),
  otherIncome: [read(otherIncome("Laundry", 100))],
  expenses,
  documentTotals: [
    printed("price", 600_000),
    printed("rent_roll_monthly", 6_000),
    printed("gross_income_annual", 73_200),
    printed("total_expenses_annual", 22_800),
    printed("noi_annual", 50_400),
    printed("cap_rate_pct", 8.4),
  ],
});
/** The statement's "Total Expenses" row kept as a line: expenses doubled, as in issue 30. */
const doubled = (source: ExpenseItem["source"] = "document") => {
  const p = readFourplex();
  return { ...p, expenses: [...p.expenses, { ...read(expense("Other", 1_900, "Total Expenses")), source }] };
};
const mismatches = (p: Parameters<typeof checkPlausibility>[0]) =>
  checkPlausibility(p)
    .filter((f) => f.code === "document_total_mismatch")
    .map((f) => [f.total, f.severity]);

describe("the guard against the totals the documents print", () => {
  it("finds nothing when the lines give what the documents print", () => {
    expect(checkPlausibility(readFourplex())).toEqual([]);
  });

  it("a total row read as a line: expenses, NOI and cap rate are high, naming the total, both figures, file and page", () => {
    const findings = printedTotalFindings(doubled());
    expect(findings.map((f) => [f.total, f.severity])).toEqual([
      ["total_expenses_annual", "high"],
      ["noi_annual", "high"],
      ["cap_rate_pct", "high"],
    ]);
    expect(findings[0]?.message).toBe(
      "The document prints total expenses of $22,800 a year (om.pdf, p. 3) but the lines read from the documents give $45,600 a year (100% more): check for a total or subtotal row read as an expense, or a pro forma column. Correct the lines, or confirm them if the document is wrong.",
    );
    expect(findings[1]?.message).toContain("net operating income of $50,400 a year (om.pdf, p. 3)");
    expect(findings[1]?.message).toContain("give $27,600 a year (45% less)");
    expect(findings[2]?.message).toContain(
      "a cap rate of 8.4% (om.pdf, p. 3) but the lines read from the documents give 4.6%",
    );
  });

  it("more than 10% off is high, 2-10% medium, 2% or less nothing", () => {
    const withExpenses = (annual: number) => ({
      ...readFourplex(),
      documentTotals: [printed("total_expenses_annual", annual)],
    });
    // The lines give $22,800 a year.
    expect(mismatches(withExpenses(20_000))).toEqual([["total_expenses_annual", "high"]]); // 14% more
    expect(mismatches(withExpenses(20_900))).toEqual([["total_expenses_annual", "medium"]]); // 9.1% more
    expect(mismatches(withExpenses(22_000))).toEqual([["total_expenses_annual", "medium"]]); // 3.6% more
    expect(mismatches(withExpenses(22_400))).toEqual([]); // 1.8% more
  });

  it("the rent roll against its printed total (units from the documents)", () => {
    const p = { ...readFourplex(), documentTotals: [printed("rent_roll_monthly", 4_580)] };
    expect(mismatches(p)).toEqual([["rent_roll_monthly", "high"]]);
    expect(checkPlausibility(p)[0]?.message).toContain("a rent roll total of $4,580 a month (om.pdf, p. 3)");
    // The old check against the review's printed figure does not repeat it.
    const both = checkPlausibility({ ...p, printedRentRollMonthlyCents: 458_000 });
    expect(both.filter((f) => f.code === "rent_roll_vs_printed_total")).toEqual([]);
  });

  it("income is held against the closest income the documents print (potential or effective)", () => {
    const p = readFourplex();
    const totals = [printed("gross_income_annual", 80_000), printed("effective_income_annual", 73_000)];
    expect(mismatches({ ...p, documentTotals: totals })).toEqual([]);
    // A "Potential Gross Income" row read as other income doubles income.
    const doubledIncome = { ...p, otherIncome: [...p.otherIncome, read(otherIncome("Potential Gross Income", 6_100))] };
    expect(mismatches({ ...doubledIncome, documentTotals: totals })).toEqual([["gross_income_annual", "high"]]);
  });

  it("the user's own lines never trip it: an edited or added line, a Normalise line, a unit the user changed", () => {
    expect(mismatches(doubled("manual"))).toEqual([]);
    expect(mismatches(doubled("derived"))).toEqual([]);
    const p = { ...readFourplex(), documentTotals: [printed("rent_roll_monthly", 4_580)] };
    const [first, ...rest] = p.units;
    expect(mismatches({ ...p, units: [{ ...first!, source: "manual" as const }, ...rest] })).toEqual([]);
  });

  it("for any property whose lines are the user's, whatever the documents print", () => {
    fc.assert(
      fc.property(documentPropertyArb, propertyFactsArb, (docs, mine) => {
        const units = mine.units.map((u) => ({ ...u, source: "manual" as const }));
        const own = { ...mine, units, documentTotals: docs.documentTotals };
        expect(printedTotalFindings(own)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("a confirmation clears it, and only for the totals confirmed", () => {
    const p = doubled();
    const findings = printedTotalFindings(p);
    const confirmedExpenses = confirmTotals(p.documentTotals, ["total_expenses_annual"]);
    expect(printedTotalFindings({ ...p, documentTotals: confirmedExpenses }).map((f) => f.total)).toEqual([
      "noi_annual",
      "cap_rate_pct",
    ]);
    const all = confirmTotals(
      p.documentTotals,
      findings.flatMap((f) => f.total),
    );
    expect(printedTotalFindings({ ...p, documentTotals: all })).toEqual([]);
    expect(all?.find((t) => t.total === "rent_roll_monthly")?.confirmed).toBe(false);
  });

  it("for random documents: a total off by more than 10% and not confirmed is high; never a finding without one", () => {
    fc.assert(
      fc.property(documentPropertyArb, (p) => {
        const findings = printedTotalFindings(p);
        for (const f of findings) {
          const total = p.documentTotals.find((t) => t.total === f.total);
          expect(total?.confirmed).toBe(false);
          expect(f.message).toContain("(om.pdf, p. 3)");
        }
        expect(printedTotalFindings({ ...p, documentTotals: [] })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  describe("documents that count differently from the lines are not misreadings", () => {
    it("a rent roll total and income that count a vacant unit at its asking rent (potential, not in place)", () => {
      const p = readFourplex();
      const [a, b, c, d] = p.units;
      // Unit 4 is vacant, asking $1,650: in place $4,400 a month, potential $6,050.
      const units = [a!, b!, c!, { ...d!, vacant: true }];
      const totals = [
        printed("rent_roll_monthly", 6_050),
        printed("monthly_income", 6_150),
        printed("total_expenses_annual", 22_800),
        printed("noi_annual", 6_150 * 12 - 22_800),
      ];
      expect(mismatches({ ...p, units, documentTotals: totals })).toEqual([]);
      // A doubled roll is far from both readings.
      expect(mismatches({ ...p, units: [...units, ...units], unitCount: 8, documentTotals: totals })).toContainEqual([
        "rent_roll_monthly",
        "high",
      ]);
    });

    it("a printed total that counts loan payments and capex the reading moved out of the expense lines", () => {
      const p = readFourplex();
      const totals = [
        printed("gross_income_annual", 73_200),
        printed("total_expenses_annual", 22_800 + 18_000),
        printed("expenses_set_aside_annual", 18_000),
        printed("noi_annual", 73_200 - 22_800 - 18_000),
      ];
      expect(mismatches({ ...p, documentTotals: totals })).toEqual([]);
    });

    it("an NOI after a vacancy allowance the statement deducts from its potential income", () => {
      const p = readFourplex();
      // Potential $73,200, less 5% vacancy $3,660 = effective $69,540; less expenses $22,800 = NOI $46,740.
      const totals = [
        printed("gross_income_annual", 73_200),
        printed("effective_income_annual", 69_540),
        printed("total_expenses_annual", 22_800),
        printed("noi_annual", 46_740),
        printed("cap_rate_pct", 7.79),
      ];
      expect(mismatches({ ...p, documentTotals: totals })).toEqual([]);
      // Without the income it started from, the deduction the reading found printed is used.
      const noiOnly = [printed("total_expenses_annual", 22_800), printed("noi_annual", 46_740)];
      expect(mismatches({ ...p, documentTotals: noiOnly })).toEqual([["noi_annual", "medium"]]);
      expect(mismatches({ ...p, documentTotals: [...noiOnly, printed("noi_deductions_annual", 3_660)] })).toEqual([]);
    });
  });
  it("a rent roll and a statement from different files: the rents are held against their own total only", () => {
    const p = readFourplex();
    // Today's rent roll ($6,000 a month) and last year's T-12, which collected $60,000 and spent $22,800.
    const t12 = (total: DocumentTotal["total"], value: number) => ({ ...printed(total, value), file: "t12.xlsx" });
    const totals = [
      { ...printed("rent_roll_monthly", 6_000), file: "rent-roll.pdf" },
      t12("gross_income_annual", 60_000),
      t12("total_expenses_annual", 22_800),
      t12("noi_annual", 37_200),
    ];
    expect(mismatches({ ...p, documentTotals: totals })).toEqual([]);
    // Each file's own total still holds its lines: the statement's expenses doubled are caught.
    expect(mismatches({ ...doubled(), documentTotals: totals })).toEqual([["total_expenses_annual", "high"]]);
  });
});
