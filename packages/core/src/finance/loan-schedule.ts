import { mortgagePayment, remainingBalance } from "./loan";

/**
 * One loan of a deal as the engine runs it: borrowed at the end of month `startMonth` (0 = at purchase), interest
 * only for `interestOnlyMonths`, then amortising over `amortYears` (0 = interest only for as long as it is held).
 * A 0% rate amortises in equal parts. Dollars as floats; nothing is rounded.
 */
export type ScheduledLoan = {
  label: string;
  amount: number;
  ratePct: number;
  amortYears: number;
  interestOnlyMonths: number;
  startMonth: number;
};

export type LoanYear = {
  /** Payments made in the year's 12 months. */
  debtService: number;
  /** The balance at the end of the year (after its 12th month). */
  balance: number;
};

/** The amortising payment: mortgagePayment, or principal / months at a 0% rate; 0 without a term. */
export function amortizingPayment(loan: ScheduledLoan): number {
  if (!(loan.amount > 0) || !(loan.amortYears > 0)) return 0;
  return loan.ratePct > 0
    ? mortgagePayment(loan.amount, loan.ratePct, loan.amortYears)
    : loan.amount / (loan.amortYears * 12);
}

/** The interest-only payment: the balance times the monthly rate. */
export const interestOnlyPayment = (loan: ScheduledLoan): number => (loan.amount * loan.ratePct) / 100 / 12;

/** The balance after `month` months of the deal (months counted from the purchase). */
export function balanceAt(loan: ScheduledLoan, month: number): number {
  const local = month - loan.startMonth;
  if (local < 0) return 0;
  const amortized = local - loan.interestOnlyMonths;
  if (amortized <= 0 || !(loan.amortYears > 0)) return loan.amount;
  if (loan.ratePct > 0) return remainingBalance(loan.amount, loan.ratePct, loan.amortYears, amortized);
  return Math.max(0, loan.amount * (1 - amortized / (loan.amortYears * 12)));
}

/** Months m with from < m <= to that also fall in (lo, hi]. */
const overlap = (from: number, to: number, lo: number, hi: number) =>
  Math.max(0, Math.min(to, hi) - Math.max(from, lo));

/**
 * Debt service and closing balance of `year` (1-based) for a loan, in closed form: interest-only months pay the
 * interest-only payment, amortising months the amortising payment until the term ends, and a loan taken out later
 * or already repaid pays nothing. `endMonth` (optional) is when the loan is repaid (a refinance): nothing is paid
 * after it and the balance from then on is 0.
 */
export function loanYear(loan: ScheduledLoan, year: number, endMonth = Infinity): LoanYear {
  const lo = (year - 1) * 12;
  const hi = Math.min(year * 12, endMonth);
  if (hi <= lo || !(loan.amount > 0)) return { debtService: 0, balance: 0 };
  const start = loan.startMonth;
  const ioEnd = start + loan.interestOnlyMonths;
  const amortizing = loan.amortYears > 0;
  const ioMonths = overlap(start, amortizing ? ioEnd : Infinity, lo, hi);
  const amortMonths = amortizing ? overlap(ioEnd, ioEnd + loan.amortYears * 12, lo, hi) : 0;
  const payment = amortizingPayment(loan);
  const debtService =
    (ioMonths > 0 ? ioMonths * interestOnlyPayment(loan) : 0) + (amortMonths > 0 ? amortMonths * payment : 0);
  const balance = year * 12 >= endMonth ? 0 : balanceAt(loan, year * 12);
  return { debtService, balance };
}
