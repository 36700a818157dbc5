import { MAX_LOANS, type DealAnalysis, type DealInput } from "@plexwise/core/finance";
import type { Workbook } from "exceljs";
import { columnLetter, computed, formulaValue, header, MONEY, refTo, type Computed } from "./cells";
import type { AllInputRefs } from "./inputs-sheet";
import type { MetricRefs } from "./metrics-sheet";
import type { ProjectionRefs } from "./projection-refs";

export const FINANCING_SHEET = "Financing";
/** Rows of the loan terms (one loan a column from B), of the refinance (column B), and of year 1. */
const T = { amount: 2, rate: 3, amort: 4, io: 5, start: 6, end: 7, ioPay: 8, amortPay: 9, costs: 10, atRefi: 11 };
const R = { year: 13, forwardNoi: 14, raw: 15, active: 16, payoff: 17, costs: 18, cashOut: 19 };
const YEAR1 = 22;
const NEVER = "1E9";

/** Where the Projection and the Metrics read the financing. */
export type FinancingRefs = {
  borrowed: string;
  loanCosts: string;
  debtServiceOfYear: (year: number) => string;
  balanceOfYear: (year: number) => string;
  cashOutOfYear: (year: number) => string;
};

/** The sheet's columns: one a purchase loan (the down payment fields' one loan without loans), the refinance last. */
function layoutOf(input: DealInput) {
  const purchase = input.loans !== undefined && input.loans !== null ? Math.min(input.loans.length, MAX_LOANS) : 1;
  const count = purchase + (input.refinance ? 1 : 0);
  return {
    purchase,
    columns: Array.from({ length: count }, (_, k) => columnLetter(2 + k)),
    refiColumn: input.refinance ? columnLetter(2 + purchase) : null,
    first: columnLetter(2),
    lastPurchase: columnLetter(1 + purchase),
    dsCol: (k: number) => columnLetter(2 + 2 * k),
    balCol: (k: number) => columnLetter(3 + 2 * k),
    totalDs: columnLetter(2 + 2 * count),
    totalBal: columnLetter(3 + 2 * count),
    cashOutCol: columnLetter(4 + 2 * count),
  };
}

/** Where the Projection and the Metrics read the financing, before the sheet is written. */
export function financingRefs(input: DealInput): FinancingRefs {
  const { first, lastPurchase, totalDs, totalBal, cashOutCol } = layoutOf(input);
  const at = (column: string, row: number) => refTo({ name: FINANCING_SHEET }, column, row);
  return {
    borrowed: `SUM(${at(first, T.amount)}:$${lastPurchase}$${T.amount})`,
    loanCosts: `SUM(${at(first, T.costs)}:$${lastPurchase}$${T.costs})`,
    debtServiceOfYear: (y) => at(totalDs, YEAR1 + y - 1),
    balanceOfYear: (y) => at(totalBal, YEAR1 + y - 1),
    cashOutOfYear: (y) => at(cashOutCol, YEAR1 + y - 1),
  };
}

/** The balance of the loan of column `c` after month `m` of the deal (core loan-schedule.ts balanceAt). */
function balanceAt(c: string, m: string): string {
  const [a, r, n, io, s] = [`${c}$${T.amount}`, `${c}$${T.rate}`, `${c}$${T.amort}`, `${c}$${T.io}`, `${c}$${T.start}`];
  const k = `(${m}-${s}-${io})`;
  const g = `(1+${r}/1200)`;
  const remaining = `IF(${k}>=${n}*12,0,MAX(0,${a}*(${g}^(${n}*12)-${g}^${k})/(${g}^(${n}*12)-1)))`;
  const byRate = `IF(${r}>0,${remaining},MAX(0,${a}*(1-${k}/(${n}*12))))`;
  return `IF(${m}-${s}<0,0,IF(OR(${k}<=0,NOT(${n}>0)),${a},${byRate}))`;
}

/**
 * The Financing sheet (core analyze-deal.ts financingOf, refinanceOf, finance; loan-schedule.ts loanYear): the terms
 * of each loan (the underwriting's loans, or the one loan of the down payment fields) and of the refinance loan, the
 * refinance, then each loan's debt service and closing balance year by year, all formulas over the Inputs sheet.
 */
export function addFinancingSheet(
  workbook: Workbook,
  refs: { inputs: AllInputRefs; metrics: MetricRefs; projection: ProjectionRefs },
  input: DealInput,
  deal: DealAnalysis,
): void {
  const { inputs: i, metrics: m, projection: p } = refs;
  const u = i.underwriting;
  const sheet = workbook.addWorksheet(FINANCING_SHEET);
  const put = (address: string, value: Computed, format = MONEY) => {
    sheet.getCell(address).value = formulaValue(value);
    sheet.getCell(address).numFmt = format;
  };
  const label = (address: string, text: string) => {
    sheet.getCell(address).value = text;
  };
  const { purchase, columns, refiColumn, first, lastPurchase, dsCol, balCol, totalDs, totalBal, cashOutCol } =
    layoutOf(input);
  sheet.columns = [{ width: 30 }, ...columns.flatMap(() => [{ width: 16 }, { width: 16 }]), { width: 16 }];

  header(sheet, 1, [
    "Loan",
    ...columns.map((_, k) => deal.loans[k]?.label ?? (k < purchase ? `Loan ${k + 1}` : "Refinance")),
  ]);
  const rows: [number, string][] = [
    [T.amount, "Amount"],
    [T.rate, "Interest rate %"],
    [T.amort, "Amortization (years)"],
    [T.io, "Interest-only months"],
    [T.start, "Starts after month"],
    [T.end, "Repaid after month"],
    [T.ioPay, "Interest-only payment (monthly)"],
    [T.amortPay, "Amortizing payment (monthly)"],
    [T.costs, "Points and fees (cash in)"],
    [T.atRefi, "Balance at the refinance"],
  ];
  for (const [row, text] of rows) label(`A${row}`, text);

  const refiYear = `$B$${R.year}`;
  const active = `$B$${R.active}`;
  columns.forEach((c, k) => {
    const refi = c === refiColumn;
    const loan = u.loans[k];
    const at = (row: number) => `${c}$${row}`;
    const terms = deal.loans[k];
    if (refi) {
      put(`${c}${T.amount}`, computed(`IF(${active},$B$${R.raw},0)`, terms?.amount ?? 0));
      put(`${c}${T.rate}`, computed(`MAX(0,${u.refinance?.ratePct})`, terms?.ratePct ?? 0), "General");
      put(`${c}${T.amort}`, computed(`MAX(0,${u.refinance?.amortYears})`, terms?.amortYears ?? 0), "General");
      put(`${c}${T.io}`, computed("0", 0), "General");
      put(`${c}${T.start}`, computed(`12*${refiYear}`, null), "General");
      put(`${c}${T.end}`, computed(NEVER, null), "General");
    } else if (loan) {
      const wanted = `MAX(0,IF(${loan.amountPct}="",${loan.amount},${m.price}*${loan.amountPct}/100))`;
      const prior = k === 0 ? "" : `-SUM($${first}$${T.amount}:${columnLetter(1 + k)}$${T.amount})`;
      put(`${c}${T.amount}`, computed(`MIN(${wanted},IF(${i.cashPurchase},0,${m.price})${prior})`, terms?.amount ?? 0));
      put(`${c}${T.rate}`, computed(`MAX(0,${loan.ratePct})`, terms?.ratePct ?? 0), "General");
      put(`${c}${T.amort}`, computed(`MAX(0,${loan.amortYears})`, terms?.amortYears ?? 0), "General");
      put(
        `${c}${T.io}`,
        computed(`MAX(0,ROUND(${loan.interestOnlyMonths},0))`, terms?.interestOnlyMonths ?? 0),
        "General",
      );
      put(
        `${c}${T.costs}`,
        computed(
          `IF(${at(T.amount)}>0,${at(T.amount)}*MAX(0,${loan.pointsPct})/100+MAX(0,${loan.lenderFees}),0)`,
          null,
        ),
      );
    } else {
      // The down payment fields' one loan: without a rate and an amortization above 0 it is owed, never paid.
      const valid = `AND(${i.interestRatePct}>0,${i.amortYears}>0)`;
      put(`${c}${T.amount}`, computed(`IF(${i.cashPurchase},0,MAX(0,${m.loanAmount}))`, terms?.amount ?? 0));
      put(`${c}${T.rate}`, computed(`IF(${valid},${i.interestRatePct},0)`, null), "General");
      put(`${c}${T.amort}`, computed(`IF(${valid},${i.amortYears},0)`, null), "General");
      put(`${c}${T.io}`, computed("0", 0), "General");
      put(`${c}${T.costs}`, computed("0", 0));
    }
    if (!refi) {
      put(`${c}${T.start}`, computed("0", 0), "General");
      put(`${c}${T.end}`, computed(`IF(${active},12*${refiYear},${NEVER})`, null), "General");
      put(`${c}${T.atRefi}`, computed(`IF(${active},${balanceAt(c, `12*${refiYear}`)},0)`, null));
    }
    put(`${c}${T.ioPay}`, computed(`${at(T.amount)}*${at(T.rate)}/1200`, terms?.interestOnlyPayment ?? null));
    const amortizing = `IF(${at(T.rate)}>0,PMT(${at(T.rate)}/1200,${at(T.amort)}*12,-${at(T.amount)}),${at(T.amount)}/(${at(T.amort)}*12))`;
    put(
      `${c}${T.amortPay}`,
      computed(`IF(AND(${at(T.amount)}>0,${at(T.amort)}>0),${amortizing},0)`, terms?.amortizingPayment ?? null),
    );
  });

  // The refinance (core refinanceOf): at the end of its year, on the next year's NOI at the exit cap rate.
  const refi = u.refinance;
  const refiDeal = deal.projection.find((y) => y.refinanceCashOut !== 0);
  label(`A${R.year}`, "Refinance year");
  label(`A${R.forwardNoi}`, "Next year's NOI");
  label(`A${R.raw}`, "New loan (LTV of the value)");
  label(`A${R.active}`, "Refinance made");
  label(`A${R.payoff}`, "Loans repaid");
  label(`A${R.costs}`, "Refinance costs");
  label(`A${R.cashOut}`, "Cash-out");
  if (refi) {
    put(`B${R.year}`, computed(`ROUND(${refi.year},0)`, null), "General");
    put(`B${R.forwardNoi}`, computed(`IFERROR(INDEX(${p.noiRange},${refiYear}+1),0)`, null));
    put(
      `B${R.raw}`,
      computed(`IFERROR($B$${R.forwardNoi}/(${i.exitCapRatePct}/100)*MAX(0,${refi.ltvPct})/100,0)`, null),
    );
    put(
      `B${R.active}`,
      computed(
        `AND(${refiYear}>=1,${refiYear}<${i.holdYears},${i.exitCapRatePct}>0,$B$${R.forwardNoi}>0,$B$${R.raw}>0)`,
        deal.loans.length > purchase,
      ),
      "General",
    );
    put(`B${R.payoff}`, computed(`SUM($${first}$${T.atRefi}:$${lastPurchase}$${T.atRefi})`, null));
    put(`B${R.costs}`, computed(`IF(${active},${refiColumn}$${T.amount}*MAX(0,${refi.costsPct})/100,0)`, null));
    put(
      `B${R.cashOut}`,
      computed(
        `IF(${active},${refiColumn}$${T.amount}-$B$${R.payoff}-$B$${R.costs},0)`,
        refiDeal?.refinanceCashOut ?? 0,
      ),
    );
  } else {
    put(`B${R.year}`, computed("0", 0), "General");
    put(`B${R.active}`, computed("FALSE()", false), "General");
  }

  // Year by year (core loanYear): interest-only months pay interest, amortizing months the payment, until repaid.
  header(sheet, YEAR1 - 1, [
    "Year",
    ...columns.flatMap((_, k) => [`Debt service ${k + 1}`, `Balance ${k + 1}`]),
    "Debt service",
    "Loan balance",
    "Refinance cash-out",
  ]);
  deal.projection.forEach((year, index) => {
    const r = YEAR1 + index;
    sheet.getCell(`A${r}`).value = year.year;
    columns.forEach((c, k) => {
      const [a, n, io, s] = [`${c}$${T.amount}`, `${c}$${T.amort}`, `${c}$${T.io}`, `${c}$${T.start}`];
      const hi = `MIN(12*$A${r},${c}$${T.end})`;
      const lo = `12*($A${r}-1)`;
      const ioMonths = `MAX(0,MIN(${hi},IF(${n}>0,${s}+${io},${NEVER}))-MAX(${s},${lo}))`;
      const amortMonths = `IF(${n}>0,MAX(0,MIN(${hi},${s}+${io}+${n}*12)-MAX(${s}+${io},${lo})),0)`;
      const none = `OR(${hi}<=${lo},NOT(${a}>0))`;
      put(
        `${dsCol(k)}${r}`,
        computed(
          `IF(${none},0,${ioMonths}*${c}$${T.ioPay}+${amortMonths}*${c}$${T.amortPay})`,
          year.debtServiceByLoan[k] ?? null,
        ),
      );
      put(
        `${balCol(k)}${r}`,
        computed(
          `IF(${none},0,IF(12*$A${r}>=${c}$${T.end},0,${balanceAt(c, `12*$A${r}`)}))`,
          year.loanBalances[k] ?? null,
        ),
      );
    });
    const sumOf = (col: (k: number) => string) => columns.map((_, k) => `${col(k)}${r}`).join("+") || "0";
    put(`${totalDs}${r}`, computed(sumOf(dsCol), year.debtService));
    put(`${totalBal}${r}`, computed(sumOf(balCol), year.loanBalance));
    put(
      `${cashOutCol}${r}`,
      computed(`IF(AND(${active},$A${r}=${refiYear}),$B$${R.cashOut},0)`, year.refinanceCashOut),
    );
  });
}
