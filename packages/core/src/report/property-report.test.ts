import { describe, expect, it } from "vitest";
import { dealOfProperty } from "../analysis/deal-input";
import { summarizeListing } from "../analysis/listing-summary";
import { analyzeProforma } from "../analysis/proforma";
import type { AnalysisMeta, PropertyAnalyses } from "../contracts/analysis";
import { cashFlowBreakdown } from "../finance/breakdown";
import { irr } from "../finance/cash-flows";
import { sensitivityGrid } from "../finance/sensitivity";
import { savedProperty } from "../testing/api-fixtures";
import { AS_OF_YEAR, fourplex } from "../testing/buildings";
import { dealInputOfProperty } from "../analysis/deal-input";
import { propertyReport } from "./property-report";
import type { ReportBlock, ReportSection, ReportTable } from "./report-types";

const meta = (kind: AnalysisMeta["kind"]): AnalysisMeta => ({
  kind,
  status: "current",
  generated_at: "2026-11-20T10:00:00.000Z",
  narration: "template",
  model: null,
  prompt_version: 1,
  notice: null,
});

// The clean fourplex ($600,000; NOI 3,895/mo = 46,740/yr; cap rate 7.79%), its taxes read from a document.
const facts = fourplex();
const property = savedProperty(
  {
    ...facts,
    expenses: facts.expenses.map((e, i) =>
      i === 0 ? { ...e, source: "document" as const, sourceFile: "offering-memo.pdf", sourcePage: 3 } : e,
    ),
  },
  { nickname: "Maple Fourplex", address: "12 Maple Ave", city: "Springfield", state: "IL", zip: "62704" },
);
const performa = analyzeProforma(property, { asOfYear: AS_OF_YEAR });
const analyses: PropertyAnalyses = {
  performa: { analysis: performa, meta: meta("performa") },
  summary: { analysis: summarizeListing(property), meta: meta("summary") },
  neighborhood: null,
  comps: null,
};
const report = propertyReport({ property, analyses, generatedAt: new Date("2026-11-26T12:00:00Z") });
const deal = dealOfProperty(property);

const section = (id: string): ReportSection => {
  const found = report.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
const blocksOf = <K extends ReportBlock["kind"]>(id: string, kind: K) =>
  section(id).blocks.filter((b): b is Extract<ReportBlock, { kind: K }> => b.kind === kind);
const table = (id: string, index = 0): ReportTable => {
  const found = blocksOf(id, "table")[index];
  if (!found) throw new Error(`no table ${index} in ${id}`);
  return found.table;
};
const fact = (label: string) => report.cover.facts.find((f) => f.label === label)?.value;

describe("a property's investment report: the deal model's figures, formatted", () => {
  it("the cover names the property and states the deal model's NOI and cap rate: $46,740 and 7.79%", () => {
    expect(report.cover.heading).toBe("Maple Fourplex");
    expect(report.cover.address).toBe("12 Maple Ave, Springfield, IL 62704");
    expect(report.title).toBe("Investment report: 12 Maple Ave, Springfield, IL 62704");
    expect(fact("Price")).toBe("$600,000");
    expect(deal.monthly.noi * 12).toBeCloseTo(46_740, 6);
    expect(fact("NOI (annual)")).toBe("$46,740");
    expect(fact("Cap Rate")).toBe("7.79%");
    // Cash flow 46,740 - 34,131.67 = 12,608.33; DSCR 1.37; cash on cash 7.50% (analysis/proforma.test.ts).
    expect(fact("Cash Flow (annual)")).toBe("$12,608");
    expect(fact("Debt Coverage Ratio")).toBe("1.37");
    expect(fact("Cash on Cash")).toBe("7.50%");
    expect(report.cover.verdict).toBe(`Verdict: ${performa.verdict.decision}. ${performa.verdict.reason}`);
  });

  it("lists every expense line with its source, down to the NOI of the deal model", () => {
    const { rows, strongRows } = table("income-expenses");
    const line = (label: string) => rows.find((r) => r[0] === label);
    expect(line("Property taxes (Taxes)")).toEqual([
      "Property taxes (Taxes)",
      "$600",
      "$7,200",
      "offering-memo.pdf, p. 3",
    ]);
    expect(line("Water & sewer (Utilities)")).toEqual([
      "Water & sewer (Utilities)",
      "$300",
      "$3,600",
      "Entered by hand",
    ]);
    expect(line("Laundry")).toEqual(["Laundry", "$100", "$1,200", "Entered by hand"]);
    expect(line("Vacancy (5%)")?.slice(1, 3)).toEqual(["-$305", "-$3,660"]);
    expect(line("Net operating income")?.slice(1, 3)).toEqual(["$3,895", "$46,740"]);
    expect(strongRows?.map((i) => rows[i]?.[0])).toEqual([
      "Gross income",
      "Effective income",
      "Total expenses",
      "Net operating income",
    ]);
  });

  it("draws the Financials donut from the same breakdown", () => {
    const [donut] = blocksOf("income-expenses", "donut");
    const input = dealInputOfProperty(property);
    const expected = cashFlowBreakdown({
      mortgage: deal.monthly.debtService,
      expenses: property.expenses.map((e, i) => ({
        key: String(i),
        label: e.label,
        amount: input.expensesMonthly[i] ?? 0,
      })),
      cashFlow: deal.monthly.cashFlow,
    });
    expect(donut?.slices.map((s) => [s.label, s.amount])).toEqual(expected.slices.map((s) => [s.label, s.amount]));
    expect(donut?.slices[0]).toMatchObject({ label: "Mortgage", amountText: "$2,844" });
    expect(donut?.shortfallText).toBeNull();
  });

  it("states the loan as underwritten: $450,000 at 6.5% over 30 years, $2,844.31 a month", () => {
    const [financing] = blocksOf("financing", "facts");
    const value = (label: string) => financing?.facts.find((f) => f.label === label)?.value;
    expect(value("Loan amount")).toBe("$450,000");
    expect(value("Interest rate")).toBe("6.5%");
    expect(value("Monthly payment")).toBe("$2,844.31");
    expect(value("Total cash in (with 3% closing costs)")).toBe("$168,000");
  });

  it("states each loan of the underwriting, the refinance's too, and the closing costs entered", () => {
    const underwritten = {
      ...property,
      underwriting: {
        loans: [
          { label: "First mortgage", amountPct: 65, ratePct: 6.5, amortYears: 30, interestOnlyMonths: 12 },
          { label: "Seller carry", amount: 80_000, ratePct: 5, amortYears: 0 },
        ],
        closingCostsPct: 2.5,
        refinance: { year: 4, ltvPct: 70, ratePct: 6, amortYears: 30, costsPct: 2 },
      },
    };
    const section = propertyReport({ property: underwritten, analyses, generatedAt: new Date() }).sections.find(
      (s) => s.id === "financing",
    );
    const facts = section?.blocks.flatMap((b) => (b.kind === "facts" ? b.facts : [])) ?? [];
    const value = (label: string) => facts.find((f) => f.label === label)?.value;
    const model = dealOfProperty(underwritten);
    expect(value("First mortgage")).toBe("$390,000 at 6.5%, 30-year amortization, 12 months interest only");
    expect(value("Seller carry")).toBe("$80,000 at 5%, interest only");
    expect(value("Refinance loan (end of year 4)")).toMatch(/^\$[\d,]+ at 6%, 30-year amortization$/);
    expect(facts.map((f) => f.label)).not.toContain("Interest rate");
    const cashIn = facts.find((f) => f.label.startsWith("Total cash in (with 2.5% closing costs"));
    expect(cashIn?.value).toBe(`$${Math.round(model.metrics.totalCashIn).toLocaleString("en-US")}`);
  });

  it("projects each year of the hold and ends with the sale", () => {
    const projection = table("projection");
    expect(projection.rows).toHaveLength(deal.projection.length);
    expect(projection.rows[0]?.[3]).toBe("$46,740");
    const sale = blocksOf("projection", "paragraph")[0]?.text;
    expect(sale).toContain(`= $${Math.round(deal.sale.netProceeds).toLocaleString("en-US")}.`);
    const [bars] = blocksOf("projection", "bars");
    expect(bars?.bars.map((b) => b.noi)).toEqual(deal.projection.map((y) => y.noi));
  });

  it("the sensitivity grid's middle cell is the deal as entered", () => {
    const grid = table("sensitivity");
    const middleRow = grid.rows[grid.strongRows?.[0] ?? -1];
    const irr = deal.metrics.irrPct ?? Number.NaN;
    expect(middleRow?.[3]).toBe(`${irr.toFixed(1)}% / 7.5%`);
    expect(grid.rows).toHaveLength(5);
    expect(sensitivityGrid(dealInputOfProperty(property))).toHaveLength(25);
  });

  it("carries the analyses (verdict with its rules) and says which have not run", () => {
    const texts = section("analyses").blocks.flatMap((b) =>
      b.kind === "paragraph" || b.kind === "heading" ? [b.text] : b.kind === "list" ? b.items : [],
    );
    expect(texts).toContain(`Verdict: ${performa.verdict.decision}`);
    expect(texts).toContain(performa.verdict.reason);
    for (const rule of performa.verdict_rules) expect(texts).toContain(rule);
    expect(texts).toContain(analyses.summary?.analysis.summary);
    expect(texts.filter((t) => t === "Not run yet for this property.")).toHaveLength(2);
  });

  it("ends with the assumptions and the documents the figures came from", () => {
    const texts = section("assumptions").blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
    expect(texts).toEqual(["offering-memo.pdf"]);
    const [assumptions] = blocksOf("assumptions", "facts");
    expect(assumptions?.facts).toContainEqual({ label: "Exit cap rate (default)", value: "6.5%" });
  });
});

describe("a report with three loans, a refinance, a value-add plan and chosen axes (issue 33 item 4)", () => {
  const underwriting = {
    loans: [
      { label: "First mortgage", amountPct: 60, ratePct: 6.5, amortYears: 30, interestOnlyMonths: 12 },
      { label: "Seller carry", amount: 60_000, ratePct: 5, amortYears: 0 },
      { label: "Mezzanine", amountPct: 5, ratePct: 10, amortYears: 10 },
    ],
    refinance: { year: 4, ltvPct: 70, ratePct: 6, amortYears: 30, costsPct: 2 },
    valueAdd: {
      unitTypes: [{ label: "2BR", units: 4, budgetPerUnit: 15_000, rentPremiumMonthly: 250, downtimeMonths: 1 }],
      commonAreaBudget: 10_000,
      unitsPerYear: 2,
    },
    sensitivity: { rowAxis: "vacancy" as const, colAxis: "interestRate" as const, metric: "dscr" as const },
  };
  const full = { ...property, cashPurchase: false, underwriting };
  const fullReport = propertyReport({ property: full, analyses, generatedAt: new Date("2026-11-26T12:00:00Z") });
  const fullDeal = dealOfProperty(full);
  const tableOf = (id: string, caption: string) =>
    fullReport.sections
      .find((s) => s.id === id)
      ?.blocks.flatMap((b) => (b.kind === "table" && b.table.caption === caption ? [b.table] : []))[0];

  it("prints the IRR's flows, each the sum of its parts, and they give the IRR it prints", () => {
    const flows = tableOf("projection", "Cash flows of the IRR");
    expect(flows?.rows).toHaveLength(fullDeal.cashFlows.length);
    const money = (text: string | undefined) => (text === "—" || !text ? 0 : Number(text.replace(/[$,]/g, "")));
    flows?.rows.slice(1).forEach((row) => {
      expect(Math.abs(money(row[1]) + money(row[2]) + money(row[3]) - money(row[4]))).toBeLessThanOrEqual(2);
    });
    expect(flows?.rows[4]?.[2]).not.toBe("—"); // the refinance's cash-out in year 4
    const printedIrr = irr(flows?.rows.map((row) => money(row[4])) ?? []);
    expect((printedIrr ?? 0) * 100).toBeCloseTo(fullDeal.metrics.irrPct ?? Number.NaN, 1);
  });

  it("shows the value-add plan and what the projection makes of it", () => {
    expect(tableOf("value-add", "Renovations by unit type")?.rows).toEqual([["2BR", "4", "$15,000", "$250", "1"]]);
    const years = tableOf("value-add", "The plan in the projection");
    expect(years?.rows.map((r) => r[1])).toEqual(["2", "2"]);
    expect(years?.rows[0]?.[2]).toBe(`$${(2 * 15_000 + 10_000).toLocaleString("en-US")}`);
  });

  it("prints the sensitivity axes the user chose, the middle cell the deal as entered", () => {
    const grid = tableOf("sensitivity", "DSCR by vacancy and interest rate");
    expect(grid?.columns[0]).toBe("Vacancy \\ Interest rate");
    expect(grid?.rows[2]?.[3]).toBe(`${(fullDeal.metrics.dscr ?? Number.NaN).toFixed(2)}x`);
  });

  it("lists every loan and the refinance with its year", () => {
    const financing = fullReport.sections.find((s) => s.id === "financing")?.blocks[0];
    const labels = financing?.kind === "facts" ? financing.facts.map((f) => f.label) : [];
    expect(labels).toEqual(
      expect.arrayContaining(["First mortgage", "Seller carry", "Mezzanine", "Refinance loan (end of year 4)"]),
    );
  });
});
