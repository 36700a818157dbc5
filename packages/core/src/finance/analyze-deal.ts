import { irr } from "./cash-flows";
import { mortgagePayment, remainingBalance } from "./loan";

type Assumptions = {
  holdYears: number;
  rentGrowthPct: number;
  expenseGrowthPct: number;
  exitCapRatePct: number;
  saleCostsPct: number;
};

/** IRR assumptions used when the property has none of its own. */
export const DEFAULT_IRR_ASSUMPTIONS: Readonly<Assumptions> = {
  holdYears: 10,
  rentGrowthPct: 3,
  expenseGrowthPct: 2,
  exitCapRatePct: 6.5,
  saleCostsPct: 6,
};
/** Closing costs at purchase, as a percent of the price; part of the cash in. */
export const CLOSING_COST_PCT = 3;

/** A deal as entered. Dollars; percents as percent (6.5 = 6.5%). Numbers that are not finite count as absent. */
export type DealInput = {
  price: number;
  unitCount: number;
  squareFeet: number;
  incomeMonthly: readonly number[];
  expensesMonthly: readonly number[];
  /** Default 0. */
  vacancyPct?: number | null;
  cashPurchase: boolean;
  /** Wins over downPaymentAmt when set. */
  downPaymentPct?: number | null;
  downPaymentAmt?: number | null;
  interestRatePct?: number | null;
  amortYears?: number | null;
  /** Whole years 1 to 30 (rounded and clamped); default 10. */
  holdYears?: number | null;
  /** Defaults 3, 2, 6.5 and 6. */
  rentGrowthPct?: number | null;
  expenseGrowthPct?: number | null;
  exitCapRatePct?: number | null;
  saleCostsPct?: number | null;
};

export type DealMonthly = {
  grossIncome: number;
  vacancy: number;
  income: number;
  expenses: number;
  noi: number;
  debtService: number;
  cashFlow: number;
};
export type DealLoan = { downPayment: number; amount: number; monthlyPayment: number };
export type DealMetrics = {
  pricePerUnit: number | null;
  pricePerSqft: number | null;
  capRatePct: number | null;
  grm: number | null;
  oerPct: number | null;
  paybackYears: number | null;
  cashOnCashPct: number | null;
  dscr: number | null;
  ltvPct: number | null;
  irrPct: number | null;
  equityMultiple: number | null;
  totalCashIn: number;
};
export type DealProjectionYear = {
  year: number;
  income: number;
  expenses: number;
  noi: number;
  debtService: number;
  cashFlow: number;
  loanBalance: number;
};
export type DealSale = { price: number; costs: number; loanPayoff: number; netProceeds: number };
export type DealAnalysis = {
  monthly: DealMonthly;
  /** Null for a cash purchase, without a rate and amortization above 0, or with nothing borrowed. */
  loan: DealLoan | null;
  metrics: DealMetrics;
  /** Years 1..hold; cashFlow is the operating cash flow, without the sale. */
  projection: DealProjectionYear[];
  /** The sale at the end of the last year of the hold. */
  sale: DealSale;
  /** [-(total cash in), year 1, ..., last year + sale net proceeds]: the flows of the IRR. */
  cashFlows: number[];
};

const finite = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const sum = (values: readonly number[]) => values.reduce((total, v) => total + (finite(v) ?? 0), 0);
/** a / b, or null when it cannot be computed (b is 0 or the result is not finite). */
const ratio = (a: number, b: number): number | null => {
  const result = a / b;
  return b !== 0 && Number.isFinite(result) ? result : null;
};

/** Underwrites a deal: monthly figures, loan, metrics and a hold-period projection with a sale. Pure. */
export function analyzeDeal(input: DealInput): DealAnalysis {
  const price = Math.max(0, finite(input.price) ?? 0);
  const unitCount = finite(input.unitCount) ?? 0;
  const squareFeet = finite(input.squareFeet) ?? 0;
  const cashPurchase = input.cashPurchase === true;

  const grossIncome = sum(input.incomeMonthly);
  const vacancy = (grossIncome * (finite(input.vacancyPct) ?? 0)) / 100;
  const income = grossIncome - vacancy;
  const expenses = sum(input.expensesMonthly);
  const noi = income - expenses;

  const pct = finite(input.downPaymentPct);
  const downPayment = Math.min(
    price,
    Math.max(0, pct !== null ? (price * pct) / 100 : (finite(input.downPaymentAmt) ?? 0)),
  );
  const loanAmount = price - downPayment;
  const ratePct = finite(input.interestRatePct) ?? 0;
  const amortYears = finite(input.amortYears) ?? 0;
  const loan: DealLoan | null =
    !cashPurchase && ratePct > 0 && amortYears > 0 && loanAmount > 0
      ? { downPayment, amount: loanAmount, monthlyPayment: mortgagePayment(loanAmount, ratePct, amortYears) }
      : null;
  const debtService = loan?.monthlyPayment ?? 0;
  const cashFlow = noi - debtService;
  const totalCashIn = (cashPurchase ? price : downPayment) + (price * CLOSING_COST_PCT) / 100;

  // Money borrowed without a rate or term yet is still owed: it is repaid at the sale, as if interest-free,
  // so a missing rate never makes the IRR look better than financing at any rate would.
  const owedWithoutTerms = cashPurchase ? 0 : loanAmount;
  const { projection, sale } = project(input, 12 * income, 12 * expenses, 12 * debtService, (months) =>
    loan ? remainingBalance(loan.amount, ratePct, amortYears, months) : owedWithoutTerms,
  );
  const cashFlows = [0 - totalCashIn, ...projection.map((year) => year.cashFlow)];
  cashFlows[cashFlows.length - 1] = (cashFlows.at(-1) ?? 0) + sale.netProceeds;
  const rate = irr(cashFlows);
  const distributions = cashFlows.slice(1).reduce((total, v) => total + v, 0);

  return {
    monthly: { grossIncome, vacancy, income, expenses, noi, debtService, cashFlow },
    loan,
    metrics: {
      pricePerUnit: price > 0 && unitCount > 0 ? price / unitCount : null,
      pricePerSqft: price > 0 && squareFeet > 0 ? price / squareFeet : null,
      capRatePct: price > 0 ? ratio(12 * noi * 100, price) : null,
      grm: price > 0 && income > 0 ? ratio(price, 12 * income) : null,
      oerPct: income > 0 ? ratio(expenses * 100, income) : null,
      paybackYears: cashFlow > 0 && totalCashIn > 0 ? ratio(totalCashIn, 12 * cashFlow) : null,
      cashOnCashPct: totalCashIn > 0 ? ratio(12 * cashFlow * 100, totalCashIn) : null,
      dscr: loan ? ratio(12 * noi, 12 * debtService) : null,
      ltvPct: !cashPurchase && price > 0 ? (loanAmount / price) * 100 : null,
      irrPct: rate === null ? null : rate * 100,
      equityMultiple: totalCashIn > 0 ? ratio(distributions, totalCashIn) : null,
      totalCashIn,
    },
    projection,
    sale,
    cashFlows,
  };
}

/**
 * Years 1..hold: income and expenses grow yearly from the year-1 (current) figures, debt service is flat, and at the
 * end of the last year the property sells at that year's NOI / exit cap rate (0 when the exit cap rate or the NOI is
 * 0 or less), less sale costs and the loan payoff.
 */
function project(
  input: DealInput,
  annualIncome: number,
  annualExpenses: number,
  annualDebtService: number,
  balanceAfter: (months: number) => number,
) {
  const holdYears = Math.min(30, Math.max(1, Math.round(finite(input.holdYears) ?? DEFAULT_IRR_ASSUMPTIONS.holdYears)));
  const rentGrowth = 1 + (finite(input.rentGrowthPct) ?? DEFAULT_IRR_ASSUMPTIONS.rentGrowthPct) / 100;
  const expenseGrowth = 1 + (finite(input.expenseGrowthPct) ?? DEFAULT_IRR_ASSUMPTIONS.expenseGrowthPct) / 100;
  const exitCapPct = finite(input.exitCapRatePct) ?? DEFAULT_IRR_ASSUMPTIONS.exitCapRatePct;
  const saleCostsPct = finite(input.saleCostsPct) ?? DEFAULT_IRR_ASSUMPTIONS.saleCostsPct;

  const projection: DealProjectionYear[] = [];
  for (let year = 1; year <= holdYears; year++) {
    const income = annualIncome * rentGrowth ** (year - 1);
    const expenses = annualExpenses * expenseGrowth ** (year - 1);
    const noi = income - expenses;
    const cashFlow = noi - annualDebtService;
    projection.push({
      year,
      income,
      expenses,
      noi,
      debtService: annualDebtService,
      cashFlow,
      loanBalance: balanceAfter(year * 12),
    });
  }
  const last = projection[projection.length - 1];
  const finalNoi = last?.noi ?? 0;
  const salePrice = exitCapPct > 0 && finalNoi > 0 ? (finite(finalNoi / (exitCapPct / 100)) ?? 0) : 0;
  const costs = (salePrice * saleCostsPct) / 100;
  const loanPayoff = last?.loanBalance ?? 0;
  const sale: DealSale = { price: salePrice, costs, loanPayoff, netProceeds: salePrice - costs - loanPayoff };
  return { projection, sale };
}
