import type { DealAnalysis, DealInput } from "@plexwise/core/finance";
import type { Workbook } from "exceljs";
import { computed, formulaValue, header, irrPercentFormula, MONEY, PERCENT, RATIO, refTo } from "./cells";
import type { InputRefs } from "./inputs-sheet";
import type { FinancingRefs } from "./financing-sheet";
import type { ProjectionRefs } from "./projection-refs";

/** What the Metrics formulas read: the inputs, the Rent Roll and Income & Expenses totals, the Projection. */
export type MetricSources = {
  inputs: InputRefs;
  rentInPlace: string;
  otherIncome: string;
  expenses: string;
  projection: ProjectionRefs;
  /** The underwriting's loans (Financing sheet), which replace the down payment fields; null without them. */
  loans: FinancingRefs | null;
};
type Ctx = MetricSources & { m: (key: MetricKey) => string };
type Result = number | boolean | null;
type MetricRow = {
  key: MetricKey;
  label: string;
  format: string;
  formula: (c: Ctx) => string;
  result: (d: DealAnalysis, i: DealInput) => Result;
};

export const METRIC_KEYS = [
  "price",
  "grossIncome",
  "vacancy",
  "income",
  "expenses",
  "noi",
  "downPayment",
  "loanAmount",
  "hasLoan",
  "debtService",
  "cashFlow",
  "totalCashIn",
  "pricePerUnit",
  "pricePerSqft",
  "capRatePct",
  "grm",
  "oerPct",
  "paybackYears",
  "cashOnCashPct",
  "dscr",
  "ltvPct",
  "irrPct",
  "equityMultiple",
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** A ratio the engine answers as null (no price, no loan...) is an empty text here: IF(condition, value, ""). */
const orBlank = (condition: string, value: string) => `IF(${condition},${value},"")`;

/**
 * The Metrics sheet, in the engine's order (core analyze-deal.ts): monthly figures, the loan, the cash in, then the
 * metrics. Each row is one formula; its cached value is the engine's figure (none for the down payment and the loan
 * amount of a deal without a loan, which the engine does not report).
 */
const METRICS: readonly MetricRow[] = [
  {
    key: "price",
    label: "Price",
    format: MONEY,
    formula: ({ inputs }) => `MAX(0,${inputs.price})`,
    result: (_, i) => Math.max(0, i.price),
  },
  {
    key: "grossIncome",
    label: "Gross income (monthly)",
    format: MONEY,
    formula: (c) => `${c.rentInPlace}+${c.otherIncome}`,
    result: (d) => d.monthly.grossIncome,
  },
  {
    key: "vacancy",
    label: "Vacancy (monthly)",
    format: MONEY,
    formula: (c) => `${c.m("grossIncome")}*${c.inputs.vacancyPct}/100`,
    result: (d) => d.monthly.vacancy,
  },
  {
    key: "income",
    label: "Effective income (monthly)",
    format: MONEY,
    formula: (c) => `${c.m("grossIncome")}-${c.m("vacancy")}`,
    result: (d) => d.monthly.income,
  },
  {
    key: "expenses",
    label: "Expenses (monthly)",
    format: MONEY,
    formula: (c) => c.expenses,
    result: (d) => d.monthly.expenses,
  },
  {
    key: "noi",
    label: "NOI (monthly)",
    format: MONEY,
    formula: (c) => `${c.m("income")}-${c.m("expenses")}`,
    result: (d) => d.monthly.noi,
  },
  {
    key: "downPayment",
    label: "Down payment",
    format: MONEY,
    formula: ({ inputs: i, m, loans }) =>
      loans
        ? `${m("price")}-${loans.borrowed}`
        : `MIN(${m("price")},MAX(0,IF(${i.downPaymentPct}="",${i.downPaymentAmt},${m("price")}*${i.downPaymentPct}/100)))`,
    result: (d) => d.loan?.downPayment ?? null,
  },
  {
    key: "loanAmount",
    label: "Loan amount",
    format: MONEY,
    formula: ({ m, loans }) => (loans ? loans.borrowed : `${m("price")}-${m("downPayment")}`),
    result: (d) => d.loan?.amount ?? null,
  },
  {
    key: "hasLoan",
    label: "Loan (financed with a rate and a term)",
    format: "General",
    formula: ({ inputs: i, m, loans }) =>
      loans
        ? `${m("loanAmount")}>0`
        : `AND(NOT(${i.cashPurchase}),${i.interestRatePct}>0,${i.amortYears}>0,${m("loanAmount")}>0)`,
    result: (d) => d.loan !== null,
  },
  {
    key: "debtService",
    label: "Debt service (monthly)",
    format: MONEY,
    // With the underwriting's loans: year 1's payments (Financing sheet) over 12.
    formula: ({ inputs: i, m, loans }) =>
      loans
        ? `${loans.debtServiceOfYear(1)}/12`
        : `IF(${m("hasLoan")},PMT(${i.interestRatePct}/100/12,${i.amortYears}*12,-${m("loanAmount")}),0)`,
    result: (d) => d.monthly.debtService,
  },
  {
    key: "cashFlow",
    label: "Cash flow (monthly)",
    format: MONEY,
    formula: ({ m }) => `${m("noi")}-${m("debtService")}`,
    result: (d) => d.monthly.cashFlow,
  },
  {
    key: "totalCashIn",
    label: "Total cash in",
    format: MONEY,
    // Points and lender fees of the underwriting's loans are cash in too.
    formula: ({ inputs: i, m, loans }) =>
      `IF(${i.cashPurchase},${m("price")},${m("downPayment")})+${m("price")}*MAX(0,${i.closingCostPct})/100` +
      (loans ? `+${loans.loanCosts}` : ""),
    result: (d) => d.metrics.totalCashIn,
  },
  {
    key: "pricePerUnit",
    label: "Price per unit",
    format: MONEY,
    formula: ({ inputs: i, m }) => orBlank(`AND(${m("price")}>0,${i.units}>0)`, `${m("price")}/${i.units}`),
    result: (d) => d.metrics.pricePerUnit,
  },
  {
    key: "pricePerSqft",
    label: "Price per sq ft",
    format: MONEY,
    formula: ({ inputs: i, m }) => orBlank(`AND(${m("price")}>0,${i.squareFeet}>0)`, `${m("price")}/${i.squareFeet}`),
    result: (d) => d.metrics.pricePerSqft,
  },
  {
    key: "capRatePct",
    label: "Cap rate %",
    format: PERCENT,
    formula: ({ m }) => orBlank(`${m("price")}>0`, `12*${m("noi")}*100/${m("price")}`),
    result: (d) => d.metrics.capRatePct,
  },
  {
    key: "grm",
    label: "Gross rent multiplier",
    format: RATIO,
    formula: ({ m }) => orBlank(`AND(${m("price")}>0,${m("income")}>0)`, `${m("price")}/(12*${m("income")})`),
    result: (d) => d.metrics.grm,
  },
  {
    key: "oerPct",
    label: "Operating expense ratio %",
    format: PERCENT,
    formula: ({ m }) => orBlank(`${m("income")}>0`, `${m("expenses")}*100/${m("income")}`),
    result: (d) => d.metrics.oerPct,
  },
  {
    key: "paybackYears",
    label: "Payback (years)",
    format: RATIO,
    formula: ({ m }) =>
      orBlank(`AND(${m("cashFlow")}>0,${m("totalCashIn")}>0)`, `${m("totalCashIn")}/(12*${m("cashFlow")})`),
    result: (d) => d.metrics.paybackYears,
  },
  {
    key: "cashOnCashPct",
    label: "Cash on cash %",
    format: PERCENT,
    formula: ({ m }) => orBlank(`${m("totalCashIn")}>0`, `12*${m("cashFlow")}*100/${m("totalCashIn")}`),
    result: (d) => d.metrics.cashOnCashPct,
  },
  {
    key: "dscr",
    label: "DSCR",
    format: RATIO,
    formula: ({ m }) => orBlank(`AND(${m("hasLoan")},${m("debtService")}<>0)`, `${m("noi")}/${m("debtService")}`),
    result: (d) => d.metrics.dscr,
  },
  {
    key: "ltvPct",
    label: "Loan to value %",
    format: PERCENT,
    formula: ({ inputs: i, m }) =>
      orBlank(`AND(NOT(${i.cashPurchase}),${m("price")}>0)`, `${m("loanAmount")}/${m("price")}*100`),
    result: (d) => d.metrics.ltvPct,
  },
  {
    key: "irrPct",
    label: "IRR %",
    format: PERCENT,
    // Excel's IRR of the Projection's flows; no rate (the flows do not change sign) is empty, as the engine's null.
    formula: ({ projection, inputs, m }) =>
      irrPercentFormula(projection.flows, projection.distributions, m("totalCashIn"), inputs.holdYears),
    result: (d) => d.metrics.irrPct,
  },
  {
    key: "equityMultiple",
    label: "Equity multiple",
    format: RATIO,
    formula: ({ projection, m }) =>
      orBlank(`${m("totalCashIn")}>0`, `SUM(${projection.distributions})/${m("totalCashIn")}`),
    result: (d) => d.metrics.equityMultiple,
  },
];
export type MetricRefs = Record<MetricKey, string>;
export const METRICS_SHEET = "Metrics";
export const METRIC_LABELS: Readonly<Record<MetricKey, string>> = Object.fromEntries(
  METRICS.map((row) => [row.key, row.label]),
) as Record<MetricKey, string>;

const FIRST = 2;

/** Where each metric is, before the sheet is written (the Projection and Sensitivity sheets read them). */
export function metricRefs(): MetricRefs {
  const sheet = { name: METRICS_SHEET };
  return Object.fromEntries(METRICS.map((row, i) => [row.key, refTo(sheet, "B", FIRST + i)])) as MetricRefs;
}

export function addMetricsSheet(workbook: Workbook, sources: MetricSources, input: DealInput, deal: DealAnalysis) {
  const sheet = workbook.addWorksheet(METRICS_SHEET);
  sheet.columns = [{ width: 36 }, { width: 18 }];
  header(sheet, 1, ["Metric", "Value"]);
  const rowOf = new Map<string, number>(METRICS.map((row, i) => [row.key, FIRST + i]));
  const ctx: Ctx = { ...sources, m: (key) => `$B$${rowOf.get(key) ?? 0}` };
  METRICS.forEach((row, i) => {
    const r = FIRST + i;
    sheet.getCell(`A${r}`).value = row.label;
    const cell = sheet.getCell(`B${r}`);
    cell.value = formulaValue(computed(row.formula(ctx), row.result(deal, input)));
    cell.numFmt = row.format;
  });
}
