import type { SensitivityRow } from "@plexwise/core/finance";
import type { Workbook } from "exceljs";
import {
  columnLetter,
  computed,
  formulaValue,
  header,
  irrPercentFormula,
  MONEY,
  PERCENT,
  type Computed,
} from "./cells";
import type { InputRefs } from "./inputs-sheet";
import type { MetricRefs } from "./metrics-sheet";
import { balanceFormula } from "./projection-sheet";
import type { ProjectionRefs } from "./projection-refs";

export const SENSITIVITY_SHEET = "Sensitivity";
const FIRST = 2;
/** The first column of a scenario's IRR flows (year 0). */
const FLOWS_FROM = 15;

/**
 * The Sensitivity sheet (core sensitivity.ts): one row per price step x exit cap step (the grid's order: exit cap steps inner), each the whole deal again at
 * that price and exit cap rate: a down payment percent and the closing costs follow the price, the NOI does not, and
 * the row's IRR flows (from column O) are the Projection's NOI less that price's debt service, with that sale.
 */
export function addSensitivitySheet(
  workbook: Workbook,
  refs: { inputs: InputRefs; metrics: MetricRefs; projection: ProjectionRefs },
  grid: readonly SensitivityRow[],
  exitCapSteps: readonly number[],
  holdYears: number,
) {
  const { inputs: i, metrics: m, projection: p } = refs;
  const sheet = workbook.addWorksheet(SENSITIVITY_SHEET);
  const years = Array.from({ length: holdYears + 1 }, (_, year) => year);
  header(sheet, 1, [
    "Price change %",
    "Exit cap step",
    "Exit cap %",
    "Price",
    "Down payment",
    "Loan amount",
    "Loan",
    "Debt service (monthly)",
    "Total cash in",
    "Cash on cash %",
    "Loan payoff",
    "Sale price",
    "Net sale proceeds",
    "IRR %",
    ...years.map((year) => `Flow year ${year}`),
  ]);
  sheet.columns = Array.from({ length: FLOWS_FROM + holdYears }, (_, c) => ({ width: c < 3 ? 10 : 15 }));
  const lastFlow = columnLetter(FLOWS_FROM + holdYears);

  grid.forEach((row, index) => {
    const r = FIRST + index;
    const put = (column: string, value: Computed, format = MONEY) => {
      sheet.getCell(`${column}${r}`).value = formulaValue(value);
      sheet.getCell(`${column}${r}`).numFmt = format;
    };
    sheet.getCell(`A${r}`).value = row.priceChangePct;
    sheet.getCell(`B${r}`).value = exitCapSteps[index % exitCapSteps.length] ?? 0;
    put("C", computed(`${i.exitCapRatePct}+B${r}`, row.exitCapRatePct), PERCENT);
    put("D", computed(`MAX(0,${m.price}*(1+A${r}/100))`, row.price));
    put(
      "E",
      computed(`MIN(D${r},MAX(0,IF(${i.downPaymentPct}="",${i.downPaymentAmt},D${r}*${i.downPaymentPct}/100)))`, null),
    );
    put("F", computed(`D${r}-E${r}`, null));
    put("G", computed(`AND(NOT(${i.cashPurchase}),${i.interestRatePct}>0,${i.amortYears}>0,F${r}>0)`, null), "General");
    put("H", computed(`IF(G${r},PMT(${i.interestRatePct}/100/12,${i.amortYears}*12,-F${r}),0)`, null));
    put("I", computed(`IF(${i.cashPurchase},D${r},E${r})+D${r}*${i.closingCostPct}/100`, null));
    put("J", computed(`IF(I${r}>0,12*(${m.noi}-H${r})*100/I${r},"")`, row.cashOnCashPct), PERCENT);
    put("K", computed(balanceFormula(i, `G${r}`, `F${r}`, `${i.holdYears}*12`), null));
    put("L", computed(`IF(AND(C${r}>0,${p.lastNoi}>0),${p.lastNoi}/(C${r}/100),0)`, null));
    put("M", computed(`L${r}-L${r}*${i.saleCostsPct}/100-K${r}`, null));
    const flows = (from: number) => `${columnLetter(from)}${r}:${lastFlow}${r}`;
    put(
      "N",
      computed(irrPercentFormula(flows(FLOWS_FROM), flows(FLOWS_FROM + 1), `I${r}`, i.holdYears), row.irrPct),
      PERCENT,
    );
    for (const year of years) {
      const column = columnLetter(FLOWS_FROM + year);
      const flow = year === 0 ? `-I${r}` : `${p.noiOfYear(year)}-12*H${r}${year === holdYears ? `+M${r}` : ""}`;
      put(column, computed(flow, null));
    }
  });
}
