import { irr } from "./cash-flows";
import { amortizingPayment, interestOnlyPayment, loanYear, type ScheduledLoan } from "./loan-schedule";
import { valueAddSchedule, valueAddUnits, type ValueAddPlan, type ValueAddYear } from "./value-add";

type IrrDefaults = {
  holdYears: number;
  rentGrowthPct: number;
  expenseGrowthPct: number;
  exitCapRatePct: number;
  saleCostsPct: number;
};

/** IRR assumptions used when the property has none of its own. */
export const DEFAULT_IRR_ASSUMPTIONS: Readonly<IrrDefaults> = {
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
  /**
   * Up to 3 loans (first mortgage, seller carry, ...). When given (even empty) they replace the down payment, rate
   * and amortization fields; borrowing beyond the price is cut at the price, later loans first.
   */
  loans?: readonly LoanInput[] | null;
  /** Closing costs at purchase as a percent of the price; default 3 (CLOSING_COST_PCT). */
  closingCostsPct?: number | null;
  /** A refinance at the end of a year of the hold; ignored from the last year on. */
  refinance?: RefinanceInput | null;
  /** A renovation plan run year by year through the projection. */
  valueAdd?: ValueAddPlan | null;
  /** The rent part of incomeMonthly (downtime loses the average rent per unit); default all of it. */
  rentMonthly?: number | null;
};

/** One loan. Dollars; percents as percent. */
export type LoanInput = {
  label?: string | null;
  /** Percent of the price; wins over `amount`. */
  amountPct?: number | null;
  amount?: number | null;
  ratePct: number;
  /** 0 or null: interest only for as long as it is held. */
  amortYears?: number | null;
  interestOnlyMonths?: number | null;
  /** Points: a percent of the amount, paid at closing. */
  pointsPct?: number | null;
  /** Lender fees in dollars, paid at closing. */
  lenderFees?: number | null;
};

/**
 * Refinance at the end of `year`: a new loan of ltvPct of the value then (the next year's NOI / exit cap rate)
 * repays every loan; `costsPct` of the new loan is paid out of it; what is left is the cash-out.
 */
export type RefinanceInput = {
  year: number;
  ltvPct: number;
  ratePct: number;
  /** 0 or null: interest only. */
  amortYears?: number | null;
  costsPct?: number | null;
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
  /** Levered: the flows after financing. */
  irrPct: number | null;
  equityMultiple: number | null;
  /** Before financing: price plus closing costs in, NOI less capex out, the sale before the payoff. */
  unleveredIrrPct: number | null;
  unleveredEquityMultiple: number | null;
  totalCashIn: number;
};
/** What the purchase costs beyond the price, part of the total cash in. */
export type DealClosing = {
  /** Closing costs: closingCostsPct of the price. */
  closingCosts: number;
  /** The loans' points and lender fees. */
  loanCosts: number;
};
export type DealProjectionYear = {
  year: number;
  /** Rents and other income grown, plus the value-add premiums earned. */
  grossIncome: number;
  vacancy: number;
  /** Rent lost while units are renovated (after vacancy). */
  downtime: number;
  /** Gross income less vacancy and downtime. */
  income: number;
  expenses: number;
  noi: number;
  /** All loans' payments in the year; debtServiceByLoan has one entry per loan of `loans` (the refinance last). */
  debtService: number;
  debtServiceByLoan: number[];
  /** Value-add spending in the year. */
  capex: number;
  unitsRenovated: number;
  /** NOI less debt service and capex: the operating cash flow, without a refinance or the sale. */
  cashFlow: number;
  /** The refinance's cash-out in its year (loan less payoff and costs), else 0. */
  refinanceCashOut: number;
  /** Balances at the end of the year: the total and per loan (as debtServiceByLoan). */
  loanBalance: number;
  loanBalances: number[];
  /** NOI / debt service; null without debt service. */
  dscr: number | null;
  /** NOI / the loans' balance at the start of the year, in percent; null without debt. */
  debtYieldPct: number | null;
};
/** A loan of the deal with its payments (the refinance loan included, from its year). */
export type DealLoanTerms = {
  label: string;
  amount: number;
  ratePct: number;
  amortYears: number;
  interestOnlyMonths: number;
  /** Year (end of) the loan starts: 0 at purchase. */
  startYear: number;
  interestOnlyPayment: number;
  amortizingPayment: number;
  /** Points and fees paid at closing. */
  closingCosts: number;
};
export type DealSale = { price: number; costs: number; loanPayoff: number; netProceeds: number };
export type DealAnalysis = {
  monthly: DealMonthly;
  /** Null for a cash purchase, without a rate and amortization above 0, or with nothing borrowed. */
  loan: DealLoan | null;
  metrics: DealMetrics;
  closing: DealClosing;
  /** Years 1..hold; cashFlow is the operating cash flow, without the sale. */
  projection: DealProjectionYear[];
  /** The sale at the end of the last year of the hold. */
  sale: DealSale;
  /** [-(total cash in), year 1, ..., last year + sale net proceeds]: the flows of the IRR (refinance included). */
  cashFlows: number[];
  /** [-(price + closing costs), NOI - capex each year, ..., + the sale before the payoff]: the unlevered IRR's. */
  unleveredCashFlows: number[];
  /** Every loan, the refinance loan last; empty for a cash purchase. */
  loans: DealLoanTerms[];
};

const finite = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const sum = (values: readonly number[]) => values.reduce((total, v) => total + (finite(v) ?? 0), 0);
/** a / b, or null when it cannot be computed (b is 0 or the result is not finite). */
const ratio = (a: number, b: number): number | null => {
  const result = a / b;
  return b !== 0 && Number.isFinite(result) ? result : null;
};

/** At most this many loans finance a deal. */
export const MAX_LOANS = 3;

/** Underwrites a deal: monthly figures, loans, metrics and a hold-period projection with a sale. Pure. */
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

  const financing = financingOf(input, price, cashPurchase);
  const closingCosts = (price * Math.max(0, finite(input.closingCostsPct) ?? CLOSING_COST_PCT)) / 100;
  const totalCashIn = financing.equity + closingCosts + financing.loanCosts;

  const assumptions = assumptionsOf(input);
  const operations = operate(input, assumptions, { grossIncome, vacancy, income, expenses, unitCount });
  const refinance = refinanceOf(input, assumptions, operations, financing.loans);
  const { projection, sale } = finance(assumptions, operations, financing.loans, refinance);

  const debtService = financing.legacyPayment ?? (projection[0]?.debtService ?? 0) / 12;
  const cashFlow = noi - debtService;
  const loan: DealLoan | null =
    financing.legacyPayment !== undefined
      ? financing.legacyPayment === null
        ? null
        : { downPayment: financing.equity, amount: financing.borrowed, monthlyPayment: financing.legacyPayment }
      : financing.borrowed > 0
        ? { downPayment: financing.equity, amount: financing.borrowed, monthlyPayment: debtService }
        : null;

  const cashFlows = [0 - totalCashIn, ...projection.map((year) => year.cashFlow + year.refinanceCashOut)];
  cashFlows[cashFlows.length - 1] = (cashFlows.at(-1) ?? 0) + sale.netProceeds;
  const unleveredIn = price + closingCosts;
  const unleveredCashFlows = [0 - unleveredIn, ...projection.map((year) => year.noi - year.capex)];
  unleveredCashFlows[unleveredCashFlows.length - 1] = (unleveredCashFlows.at(-1) ?? 0) + sale.price - sale.costs;
  const rate = irr(cashFlows);
  const unleveredRate = irr(unleveredCashFlows);
  const distributions = (flows: readonly number[]) => flows.slice(1).reduce((total, v) => total + v, 0);

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
      ltvPct: !cashPurchase && price > 0 ? (financing.borrowed / price) * 100 : null,
      irrPct: rate === null ? null : rate * 100,
      equityMultiple: totalCashIn > 0 ? ratio(distributions(cashFlows), totalCashIn) : null,
      unleveredIrrPct: unleveredRate === null ? null : unleveredRate * 100,
      unleveredEquityMultiple: unleveredIn > 0 ? ratio(distributions(unleveredCashFlows), unleveredIn) : null,
      totalCashIn,
    },
    closing: { closingCosts, loanCosts: financing.loanCosts },
    projection,
    sale,
    cashFlows,
    unleveredCashFlows,
    loans: [...financing.loans, ...(refinance ? [refinance.loan] : [])].map((l) => ({
      label: l.label,
      amount: l.amount,
      ratePct: l.ratePct,
      amortYears: l.amortYears,
      interestOnlyMonths: l.interestOnlyMonths,
      startYear: l.startMonth / 12,
      interestOnlyPayment: interestOnlyPayment(l),
      amortizingPayment: amortizingPayment(l),
      closingCosts: l === refinance?.loan ? refinance.costs : (financing.costsByLoan.get(l) ?? 0),
    })),
  };
}

type Financing = {
  loans: ScheduledLoan[];
  borrowed: number;
  /** The buyer's cash for the price: the down payment, or the price for a cash purchase. */
  equity: number;
  /** Points and lender fees. */
  loanCosts: number;
  costsByLoan: Map<ScheduledLoan, number>;
  /** The single loan of the down payment fields: its payment, or null when it is no loan; undefined with `loans`. */
  legacyPayment?: number | null;
};

/**
 * The loans at purchase. Without `loans`, the down payment fields make the one loan as they always have: a loan
 * without a rate above 0% and an amortization above 0 is no loan (no payments), but the money is still owed and
 * repaid at the sale, so a missing rate never makes the IRR look better than financing at any rate would.
 */
function financingOf(input: DealInput, price: number, cashPurchase: boolean): Financing {
  const costsByLoan = new Map<ScheduledLoan, number>();
  if (!input.loans) {
    const pct = finite(input.downPaymentPct);
    const downPayment = Math.min(
      price,
      Math.max(0, pct !== null ? (price * pct) / 100 : (finite(input.downPaymentAmt) ?? 0)),
    );
    const amount = price - downPayment;
    const ratePct = finite(input.interestRatePct) ?? 0;
    const amortYears = finite(input.amortYears) ?? 0;
    const valid = ratePct > 0 && amortYears > 0;
    if (cashPurchase || !(amount > 0)) {
      return {
        loans: [],
        borrowed: 0,
        equity: cashPurchase ? price : downPayment,
        loanCosts: 0,
        costsByLoan,
        legacyPayment: null,
      };
    }
    const loan: ScheduledLoan = {
      label: "Loan",
      amount,
      ratePct: valid ? ratePct : 0,
      amortYears: valid ? amortYears : 0,
      interestOnlyMonths: 0,
      startMonth: 0,
    };
    return {
      loans: [loan],
      borrowed: amount,
      equity: downPayment,
      loanCosts: 0,
      costsByLoan,
      legacyPayment: valid ? amortizingPayment(loan) : null,
    };
  }
  const loans: ScheduledLoan[] = [];
  let room = cashPurchase ? 0 : price;
  let loanCosts = 0;
  input.loans.slice(0, MAX_LOANS).forEach((l, i) => {
    const pct = finite(l.amountPct);
    const wanted = Math.max(0, pct !== null ? (price * pct) / 100 : (finite(l.amount) ?? 0));
    const amount = Math.min(wanted, room);
    room -= amount;
    const loan: ScheduledLoan = {
      label: l.label?.trim() || `Loan ${i + 1}`,
      amount,
      ratePct: Math.max(0, finite(l.ratePct) ?? 0),
      amortYears: Math.max(0, finite(l.amortYears) ?? 0),
      interestOnlyMonths: Math.max(0, Math.round(finite(l.interestOnlyMonths) ?? 0)),
      startMonth: 0,
    };
    const costs =
      amount > 0 ? (amount * Math.max(0, finite(l.pointsPct) ?? 0)) / 100 + Math.max(0, finite(l.lenderFees) ?? 0) : 0;
    costsByLoan.set(loan, costs);
    loanCosts += costs;
    loans.push(loan);
  });
  if (cashPurchase) return { loans: [], borrowed: 0, equity: price, loanCosts: 0, costsByLoan };
  const borrowed = loans.reduce((total, l) => total + l.amount, 0);
  return { loans, borrowed, equity: price - borrowed, loanCosts, costsByLoan };
}

type Assumptions = {
  holdYears: number;
  rentGrowth: number;
  expenseGrowth: number;
  exitCapPct: number;
  saleCostsPct: number;
};

function assumptionsOf(input: DealInput): Assumptions {
  return {
    holdYears: Math.min(30, Math.max(1, Math.round(finite(input.holdYears) ?? DEFAULT_IRR_ASSUMPTIONS.holdYears))),
    rentGrowth: 1 + (finite(input.rentGrowthPct) ?? DEFAULT_IRR_ASSUMPTIONS.rentGrowthPct) / 100,
    expenseGrowth: 1 + (finite(input.expenseGrowthPct) ?? DEFAULT_IRR_ASSUMPTIONS.expenseGrowthPct) / 100,
    exitCapPct: finite(input.exitCapRatePct) ?? DEFAULT_IRR_ASSUMPTIONS.exitCapRatePct,
    saleCostsPct: finite(input.saleCostsPct) ?? DEFAULT_IRR_ASSUMPTIONS.saleCostsPct,
  };
}

type OperatingYear = Pick<
  DealProjectionYear,
  "year" | "grossIncome" | "vacancy" | "downtime" | "income" | "expenses" | "noi" | "capex" | "unitsRenovated"
>;

/**
 * Years 1..hold before financing: income and expenses grow yearly from the year-1 (current) figures; the value-add
 * plan adds its premiums (grown like rents, less vacancy), loses the downtime's rent (the average rent per unit,
 * grown, less vacancy) and spends its capex.
 */
function operate(
  input: DealInput,
  a: Assumptions,
  today: { grossIncome: number; vacancy: number; income: number; expenses: number; unitCount: number },
): OperatingYear[] {
  const plan = input.valueAdd ? valueAddSchedule(input.valueAdd, a.holdYears) : null;
  const vacancyShare =
    today.grossIncome > 0 ? today.vacancy / today.grossIncome : (finite(input.vacancyPct) ?? 0) / 100;
  const units = today.unitCount > 0 ? today.unitCount : input.valueAdd ? valueAddUnits(input.valueAdd) : 0;
  const rentPerUnit = units > 0 ? (finite(input.rentMonthly) ?? today.grossIncome) / units : 0;
  const years: OperatingYear[] = [];
  for (let year = 1; year <= a.holdYears; year++) {
    const growth = a.rentGrowth ** (year - 1);
    const step: ValueAddYear | undefined = plan?.[year - 1];
    const premium = step ? 12 * step.premiumMonthly * growth : 0;
    const downtime = step ? step.downtimeUnitMonths * rentPerUnit * growth * (1 - vacancyShare) : 0;
    const grossIncome = 12 * today.grossIncome * growth + premium;
    const vacancy = 12 * today.vacancy * growth + premium * vacancyShare;
    const income = 12 * today.income * growth + premium * (1 - vacancyShare) - downtime;
    const expenses = 12 * today.expenses * a.expenseGrowth ** (year - 1);
    years.push({
      year,
      grossIncome,
      vacancy,
      downtime,
      income,
      expenses,
      noi: income - expenses,
      capex: step?.capex ?? 0,
      unitsRenovated: step?.unitsRenovated ?? 0,
    });
  }
  return years;
}

type Refinance = { year: number; loan: ScheduledLoan; payoff: number; costs: number; cashOut: number };

/** The refinance at the end of its year, or null (none, from the last year on, or nothing to lend on). */
function refinanceOf(
  input: DealInput,
  a: Assumptions,
  years: readonly OperatingYear[],
  loans: readonly ScheduledLoan[],
): Refinance | null {
  const refi = input.refinance;
  if (!refi) return null;
  const year = Math.round(finite(refi.year) ?? 0);
  const forwardNoi = years[year]?.noi ?? 0;
  if (year < 1 || year >= a.holdYears || !(a.exitCapPct > 0) || !(forwardNoi > 0)) return null;
  const value = forwardNoi / (a.exitCapPct / 100);
  const amount = (value * Math.max(0, finite(refi.ltvPct) ?? 0)) / 100;
  if (!(amount > 0) || !Number.isFinite(amount)) return null;
  const payoff = loans.reduce((total, l) => total + loanYear(l, year).balance, 0);
  const costs = (amount * Math.max(0, finite(refi.costsPct) ?? 0)) / 100;
  const loan: ScheduledLoan = {
    label: "Refinance",
    amount,
    ratePct: Math.max(0, finite(refi.ratePct) ?? 0),
    amortYears: Math.max(0, finite(refi.amortYears) ?? 0),
    interestOnlyMonths: 0,
    startMonth: year * 12,
  };
  return { year, loan, payoff, costs, cashOut: amount - payoff - costs };
}

/**
 * The projection with its financing, and the sale at the end of the last year at that year's NOI / exit cap rate
 * (0 when the exit cap rate or the NOI is 0 or less), less sale costs and the loans' payoff.
 */
function finance(
  a: Assumptions,
  years: readonly OperatingYear[],
  loans: readonly ScheduledLoan[],
  refinance: Refinance | null,
): { projection: DealProjectionYear[]; sale: DealSale } {
  const repaidAt = refinance ? refinance.year * 12 : Infinity;
  let openingBalance = loans.reduce((total, l) => total + l.amount, 0);
  const projection = years.map((operating): DealProjectionYear => {
    const byLoan = loans.map((l) => loanYear(l, operating.year, repaidAt));
    if (refinance) byLoan.push(loanYear(refinance.loan, operating.year));
    const debtServiceByLoan = byLoan.map((l) => l.debtService);
    const loanBalances = byLoan.map((l) => l.balance);
    const debtService = debtServiceByLoan.reduce((total, v) => total + v, 0);
    const loanBalance = loanBalances.reduce((total, v) => total + v, 0);
    const row: DealProjectionYear = {
      year: operating.year,
      grossIncome: operating.grossIncome,
      vacancy: operating.vacancy,
      downtime: operating.downtime,
      income: operating.income,
      expenses: operating.expenses,
      noi: operating.noi,
      capex: operating.capex,
      unitsRenovated: operating.unitsRenovated,
      debtService,
      debtServiceByLoan,
      cashFlow: operating.noi - debtService - operating.capex,
      refinanceCashOut: refinance?.year === operating.year ? refinance.cashOut : 0,
      loanBalance,
      loanBalances,
      dscr: debtService > 0 ? ratio(operating.noi, debtService) : null,
      debtYieldPct: openingBalance > 0 ? ratio(operating.noi * 100, openingBalance) : null,
    };
    openingBalance = loanBalance;
    return row;
  });
  const last = projection[projection.length - 1];
  const finalNoi = last?.noi ?? 0;
  const salePrice = a.exitCapPct > 0 && finalNoi > 0 ? (finite(finalNoi / (a.exitCapPct / 100)) ?? 0) : 0;
  const costs = (salePrice * a.saleCostsPct) / 100;
  const loanPayoff = last?.loanBalance ?? 0;
  return { projection, sale: { price: salePrice, costs, loanPayoff, netProceeds: salePrice - costs - loanPayoff } };
}
