import { CLOSING_COST_PCT, DEFAULT_IRR_ASSUMPTIONS, type DealAnalysis, type DealInput } from "@plexwise/core/finance";
import type { Workbook } from "exceljs";
import { header, MONEY, refTo } from "./cells";
import { addUnderwritingInputs, type UnderwritingInputRefs } from "./underwriting-inputs";

/** The input cells other sheets' formulas read, as absolute references. */
export type InputRefs = Record<(typeof INPUTS)[number]["key"], string>;
/** The deal's inputs and the underwriting's (loans, refinance, value-add plan). */
export type AllInputRefs = InputRefs & { underwriting: UnderwritingInputRefs };

type Row = {
  key: string;
  label: string;
  note?: string;
  format?: string;
  value: (i: DealInput, d: DealAnalysis) => Value;
};
type Value = number | boolean | null;

const finiteOr = (value: number | null | undefined, fallback: number | null): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/**
 * The deal's inputs as the engine reads them (core dealInputOfProperty): one row each, in column B. An empty cell is
 * what the engine takes as absent (no rate: no loan; no down payment percent: the amount counts).
 */
const INPUTS = [
  { key: "price", label: "Price", format: MONEY, value: (i) => finiteOr(i.price, 0) },
  { key: "units", label: "Units", value: (i) => finiteOr(i.unitCount, 0) },
  { key: "squareFeet", label: "Square feet", value: (i) => finiteOr(i.squareFeet, 0) },
  { key: "cashPurchase", label: "Cash purchase", note: "TRUE: no loan", value: (i) => i.cashPurchase === true },
  {
    key: "downPaymentPct",
    label: "Down payment %",
    note: "Wins over the amount; leave empty to use the amount",
    value: (i) => finiteOr(i.downPaymentPct, null),
  },
  { key: "downPaymentAmt", label: "Down payment $", format: MONEY, value: (i) => finiteOr(i.downPaymentAmt, null) },
  { key: "interestRatePct", label: "Interest rate %", value: (i) => finiteOr(i.interestRatePct, null) },
  { key: "amortYears", label: "Amortization (years)", value: (i) => finiteOr(i.amortYears, null) },
  { key: "vacancyPct", label: "Vacancy %", value: (i) => finiteOr(i.vacancyPct, 0) },
  {
    key: "closingCostPct",
    label: "Closing costs % of price",
    note: "Part of the cash in",
    value: (i) => finiteOr(i.closingCostsPct, CLOSING_COST_PCT),
  },
  {
    key: "holdYears",
    label: "Hold (years)",
    note: "The Projection sheet has one row per year: export again to change the hold",
    value: (_, d) => d.projection.length,
  },
  {
    key: "rentGrowthPct",
    label: "Rent growth % a year",
    value: (i) => finiteOr(i.rentGrowthPct, DEFAULT_IRR_ASSUMPTIONS.rentGrowthPct),
  },
  {
    key: "expenseGrowthPct",
    label: "Expense growth % a year",
    value: (i) => finiteOr(i.expenseGrowthPct, DEFAULT_IRR_ASSUMPTIONS.expenseGrowthPct),
  },
  {
    key: "exitCapRatePct",
    label: "Exit cap rate %",
    value: (i) => finiteOr(i.exitCapRatePct, DEFAULT_IRR_ASSUMPTIONS.exitCapRatePct),
  },
  {
    key: "saleCostsPct",
    label: "Sale costs % of sale price",
    value: (i) => finiteOr(i.saleCostsPct, DEFAULT_IRR_ASSUMPTIONS.saleCostsPct),
  },
] as const satisfies readonly Row[];

export const INPUTS_SHEET = "Inputs";

/** The Inputs sheet: label, value, note; the underwriting's inputs under the deal's. Returns where each input is. */
export function addInputsSheet(workbook: Workbook, input: DealInput, deal: DealAnalysis): AllInputRefs {
  const sheet = workbook.addWorksheet(INPUTS_SHEET);
  sheet.columns = [{ width: 28 }, { width: 16 }, { width: 60 }];
  header(sheet, 1, ["Input", "Value", "Note"]);
  const refs = {} as Record<string, string>;
  INPUTS.forEach((row: Row, index) => {
    const r = index + 2;
    sheet.getCell(`A${r}`).value = row.label;
    const cell = sheet.getCell(`B${r}`);
    cell.value = row.value(input, deal);
    if (row.format) cell.numFmt = row.format;
    if (row.note) sheet.getCell(`C${r}`).value = row.note;
    refs[row.key] = refTo(sheet, "B", r);
  });
  const underwriting = addUnderwritingInputs(sheet, input, INPUTS.length + 2);
  return { ...(refs as InputRefs), underwriting };
}
