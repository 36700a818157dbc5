/**
 * Fully amortising, fixed-rate, monthly-pay loans. Amounts are dollars as floats; nothing is rounded here
 * (display rounds, the engine does not).
 */

/** Monthly rate and term in months, or null when the loan is not a valid amortising loan (any input <= 0). */
function terms(principal: number, annualRatePct: number, amortYears: number): { rate: number; months: number } | null {
  if (!(principal > 0 && annualRatePct > 0 && amortYears > 0)) return null;
  if (!Number.isFinite(principal) || !Number.isFinite(annualRatePct) || !Number.isFinite(amortYears)) return null;
  return { rate: annualRatePct / 100 / 12, months: amortYears * 12 };
}

/**
 * The exact monthly payment: P x r / (1 - (1 + r)^-n) with r = annualRatePct / 100 / 12 and n = amortYears x 12
 * (Excel's PMT without the sign). 0 when any input is 0 or less (including a 0% rate) or not a finite number.
 */
export function mortgagePayment(principal: number, annualRatePct: number, amortYears: number): number {
  const loan = terms(principal, annualRatePct, amortYears);
  if (!loan) return 0;
  // 1 - (1 + r)^-n, computed without cancellation for small rates.
  const discount = -Math.expm1(-loan.months * Math.log1p(loan.rate));
  return (principal * loan.rate) / discount;
}

/**
 * The balance after `monthsPaid` payments: P x ((1 + r)^n - (1 + r)^k) / ((1 + r)^n - 1), which is the same as
 * Excel's -FV(r, k, -PMT, P). monthsPaid is clamped to [0, n] (not a number: 0); the result is 0 from the last
 * payment on and never negative.
 *
 * When the loan is not a valid amortising loan (rate or term 0 or less) no payment is ever due
 * (mortgagePayment is 0), so the balance stays the principal; a principal of 0 or less gives 0.
 */
export function remainingBalance(
  principal: number,
  annualRatePct: number,
  amortYears: number,
  monthsPaid: number,
): number {
  if (!(principal > 0) || !Number.isFinite(principal)) return 0;
  const loan = terms(principal, annualRatePct, amortYears);
  if (!loan) return principal;
  const paid = Number.isNaN(monthsPaid) ? 0 : Math.min(Math.max(monthsPaid, 0), loan.months);
  if (paid >= loan.months) return 0;
  const logGrowth = Math.log1p(loan.rate);
  // (1 + r)^k x ((1 + r)^(n - k) - 1) / ((1 + r)^n - 1)
  const balance =
    (principal * Math.exp(paid * logGrowth) * Math.expm1((loan.months - paid) * logGrowth)) /
    Math.expm1(loan.months * logGrowth);
  return Math.max(0, balance);
}

/**
 * Excel's PMT(rate, nper, pv, [fv], [type]) with Excel's signs: the payment per period that pays `pv` down to `fv`
 * over `nper` periods at `rate` a period (a fraction), negative for a positive pv. type 1: payments at the start of
 * each period. A 0 rate pays in equal parts.
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type: 0 | 1 = 0): number {
  if (rate === 0) return -(pv + fv) / nper;
  const growth = Math.pow(1 + rate, nper);
  return (-rate * (pv * growth + fv)) / ((1 + rate * type) * (growth - 1));
}

/**
 * Excel's IPMT(rate, per, nper, pv) for end-of-period payments: the interest part of payment `per` (1-based), with
 * Excel's signs (negative for a positive pv). It is the interest on the balance after per - 1 payments.
 */
export function ipmt(rate: number, per: number, nper: number, pv: number): number {
  const payment = pmt(rate, nper, pv);
  const before = per - 1;
  // Balance after `before` payments, Excel's FV(rate, before, payment, pv) with the sign flipped.
  const balance =
    rate === 0
      ? pv + payment * before
      : pv * Math.pow(1 + rate, before) + (payment * (Math.pow(1 + rate, before) - 1)) / rate;
  return -balance * rate;
}
