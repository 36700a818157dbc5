import type { DealAnalysis } from "@plexwise/core/finance";
import type { Workbook } from "exceljs";
import { computed, formulaValue, header, MONEY, type Computed } from "./cells";
import type { InputRefs } from "./inputs-sheet";
import type { FinancingRefs } from "./financing-sheet";
import type { MetricRefs } from "./metrics-sheet";
import type { ValueAddRefs } from "./value-add-sheet";
import { PROJECTION_SHEET, YEAR0_ROW, type ProjectionRefs } from "./projection-refs";

/**
 * The balance of the Metrics loan after `months` payments (core loan.ts remainingBalance):
 * P x ((1 + r)^n - (1 + r)^k) / ((1 + r)^n - 1), 0 from the last payment on. Without a loan, what is borrowed
 * without a rate or term is still owed (analyze-deal.ts owedWithoutTerms): none for a cash purchase.
 */
export function balanceFormula(i: InputRefs, hasLoan: string, loanAmount: string, months: string): string {
  const growth = `(1+${i.interestRatePct}/100/12)`;
  const n = `${i.amortYears}*12`;
  const amortising = `IF(${months}>=${n},0,MAX(0,${loanAmount}*(${growth}^(${n})-${growth}^(${months}))/(${growth}^(${n})-1)))`;
  return `IF(${hasLoan},${amortising},IF(${i.cashPurchase},0,${loanAmount}))`;
}

/**
 * The Projection sheet (analyze-deal.ts project): year 0 is the cash in; years 1..hold grow income and expenses from
 * the Metrics' year-1 figures, debt service is flat, and the sale at the end of the last year is that year's NOI at
 * the exit cap rate, less sale costs and the loan payoff. Column H holds the IRR's flows.
 */
export function addProjectionSheet(
  workbook: Workbook,
  refs: {
    inputs: InputRefs;
    metrics: MetricRefs;
    projection: ProjectionRefs;
    financing: FinancingRefs | null;
    valueAdd: ValueAddRefs | null;
  },
  deal: DealAnalysis,
) {
  const { inputs: i, metrics: m, projection: p, financing: f, valueAdd: v } = refs;
  const sheet = workbook.addWorksheet(PROJECTION_SHEET);
  sheet.columns = [8, 16, 16, 16, 16, 16, 16, 16, 16, 16].map((width) => ({ width }));
  header(sheet, 1, [
    "Year",
    "Income",
    "Expenses",
    "NOI",
    "Debt service",
    "Cash flow",
    "Loan balance",
    "IRR flow",
    ...(f || v ? ["Capex", "Refinance cash-out"] : []),
  ]);
  const put = (address: string, value: Computed) => {
    sheet.getCell(address).value = formulaValue(value);
    sheet.getCell(address).numFmt = MONEY;
  };
  sheet.getCell(`A${YEAR0_ROW}`).value = 0;
  put(`H${YEAR0_ROW}`, computed(`-${m.totalCashIn}`, deal.cashFlows[0] ?? null));
  deal.projection.forEach((year, index) => {
    const r = YEAR0_ROW + 1 + index;
    sheet.getCell(`A${r}`).value = year.year;
    const growth = `(1+${i.rentGrowthPct}/100)^(A${r}-1)`;
    // The plan's premiums earn (less vacancy); its downtime loses the rent per unit (less vacancy), both grown.
    const plan = v
      ? `+12*${v.premiumOfYear(year.year)}*${growth}*(1-${v.vacancyShare})` +
        `-${v.downtimeOfYear(year.year)}*${v.rentPerUnit}*${growth}*(1-${v.vacancyShare})`
      : "";
    put(`B${r}`, computed(`12*${m.income}*${growth}${plan}`, year.income));
    put(`C${r}`, computed(`12*${m.expenses}*(1+${i.expenseGrowthPct}/100)^(A${r}-1)`, year.expenses));
    put(`D${r}`, computed(`B${r}-C${r}`, year.noi));
    const sale = r === p.lastRow ? `+${p.netProceeds}` : "";
    if (f || v) {
      put(`I${r}`, computed(v ? v.capexOfYear(year.year) : "0", year.capex));
      put(`J${r}`, computed(f ? f.cashOutOfYear(year.year) : "0", year.refinanceCashOut));
      put(`E${r}`, computed(f ? f.debtServiceOfYear(year.year) : `12*${m.debtService}`, year.debtService));
      put(`F${r}`, computed(`D${r}-E${r}-I${r}`, year.cashFlow));
      const balance = f ? f.balanceOfYear(year.year) : balanceFormula(i, m.hasLoan, m.loanAmount, `A${r}*12`);
      put(`G${r}`, computed(balance, year.loanBalance));
      put(`H${r}`, computed(`F${r}+J${r}${sale}`, deal.cashFlows[index + 1] ?? null));
      return;
    }
    put(`E${r}`, computed(`12*${m.debtService}`, year.debtService));
    put(`F${r}`, computed(`D${r}-E${r}`, year.cashFlow));
    put(`G${r}`, computed(balanceFormula(i, m.hasLoan, m.loanAmount, `A${r}*12`), year.loanBalance));
    put(`H${r}`, computed(`F${r}${sale}`, deal.cashFlows[index + 1] ?? null));
  });

  const { saleRows: s } = p;
  const label = (row: number, text: string) => {
    sheet.getCell(`A${row}`).value = text;
  };
  label(s.price, "Sale price");
  put(
    `B${s.price}`,
    computed(`IF(AND(${i.exitCapRatePct}>0,${p.lastNoi}>0),${p.lastNoi}/(${i.exitCapRatePct}/100),0)`, deal.sale.price),
  );
  label(s.costs, "Sale costs");
  put(`B${s.costs}`, computed(`B${s.price}*${i.saleCostsPct}/100`, deal.sale.costs));
  label(s.loanPayoff, "Loan payoff");
  put(`B${s.loanPayoff}`, computed(p.lastBalance, deal.sale.loanPayoff));
  label(s.netProceeds, "Net sale proceeds");
  put(`B${s.netProceeds}`, computed(`B${s.price}-B${s.costs}-B${s.loanPayoff}`, deal.sale.netProceeds));
}
