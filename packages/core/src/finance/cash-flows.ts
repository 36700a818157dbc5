/** IRR search range: -99.99% to +1000%. A rate outside it is reported as no rate (null). */
const MIN_RATE = -0.9999;
const MAX_RATE = 10;
const NEWTON_GUESS = 0.1;
const NEWTON_MAX_ITERATIONS = 100;
const NEWTON_TOLERANCE = 1e-7;
/**
 * Scan grid in |ln(1 + rate)|: steps of 0.005 (about 0.5% in rate) out to 0.5 (rates -39%..+65%), then 1% of the
 * distance from 0, about 650 points in all.
 */
const SCAN_STEP = 0.005;
const SCAN_GROWTH = 0.01;

/**
 * Net present value at `rate` (a fraction per period): sum of cashFlows[t] / (1 + rate)^t with the FIRST flow at
 * t = 0, undiscounted, as numpy-financial's npv does. (Excel's NPV discounts its first value by one period.)
 * The rate must be above -1.
 */
export function npv(rate: number, cashFlows: readonly number[]): number {
  return cashFlows.reduce((total, flow, t) => total + flow / (1 + rate) ** t, 0);
}

/**
 * The internal rate of return as a fraction: the rate where npv is 0, between -99.99% and +1000%. Where several
 * rates exist, the one closest to 0 (as numpy-financial's irr). Null when the flows do not change sign, contain a
 * value that is not finite, or no rate in the range exists.
 *
 * With exactly one sign change there is exactly one rate above -100% (Descartes' rule of signs in 1 / (1 + rate)),
 * so Newton's method from 10% is the fast path. Otherwise, or when Newton fails, NPV is scanned outwards from 0 for
 * a sign change on each side and the nearest one is bisected.
 */
export function irr(cashFlows: readonly number[]): number | null {
  if (!cashFlows.every(Number.isFinite)) return null;
  const changes = signChanges(cashFlows);
  if (changes === 0) return null;
  const newton = newtonRoot(cashFlows);
  if (newton !== null && changes === 1) return newton;

  let best = newton;
  const closer = (rate: number | null) => {
    if (rate !== null && (best === null || Math.abs(rate) < Math.abs(best))) best = rate;
  };
  closer(scanFromZero(cashFlows, 1, best === null ? Infinity : Math.abs(best)));
  closer(scanFromZero(cashFlows, -1, best === null ? Infinity : Math.abs(best)));
  return best;
}

function signChanges(cashFlows: readonly number[]): number {
  let changes = 0;
  let previous = 0;
  for (const flow of cashFlows) {
    if (flow === 0) continue;
    if (previous !== 0 && flow > 0 !== previous > 0) changes++;
    previous = flow;
  }
  return changes;
}

/** Newton's method on npv from 10%; null when it diverges, leaves the range or meets a zero derivative. */
function newtonRoot(cashFlows: readonly number[]): number | null {
  let rate = NEWTON_GUESS;
  for (let i = 0; i < NEWTON_MAX_ITERATIONS; i++) {
    const { value, slope } = npvWithSlope(rate, cashFlows);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!(next >= MIN_RATE && next <= MAX_RATE)) return null;
    if (Math.abs(next - rate) < NEWTON_TOLERANCE) {
      // A tiny step on a huge slope is not a root: check that npv there is 0 relative to the flows' size.
      const check = npvWithSlope(next, cashFlows);
      return Math.abs(check.value) <= 1e-9 * check.scale ? next : null;
    }
    rate = next;
  }
  return null;
}

/** npv, its derivative in the rate, and the sum of the discounted flows' sizes. */
function npvWithSlope(rate: number, cashFlows: readonly number[]): { value: number; slope: number; scale: number } {
  const x = 1 / (1 + rate);
  let value = 0;
  let slope = 0;
  let scale = 0;
  let discount = 1;
  let t = 0;
  for (const flow of cashFlows) {
    value += flow * discount;
    slope -= t * flow * discount * x;
    scale += Math.abs(flow * discount);
    discount *= x;
    t++;
  }
  return { value, slope, scale };
}

/**
 * NPV times a positive factor, so with the same sign and roots: npv itself for rate >= 0 and npv x (1 + rate)^(n-1)
 * below 0, which stays finite near -100%. Both are evaluated by Horner's rule.
 */
function scaledNpv(rate: number, cashFlows: readonly number[]): number {
  let total = 0;
  if (rate >= 0) {
    const x = 1 / (1 + rate);
    for (let t = cashFlows.length - 1; t >= 0; t--) total = total * x + (cashFlows[t] ?? 0);
  } else {
    const y = 1 + rate;
    for (const flow of cashFlows) total = total * y + flow;
  }
  return total;
}

/**
 * Walks from rate 0 towards +1000% (direction 1) or -99.99% (direction -1) on a grid in ln(1 + rate) and bisects
 * the first sign change of NPV. Stops once every rate left is at least `limit` away from 0.
 */
function scanFromZero(cashFlows: readonly number[], direction: 1 | -1, limit: number): number | null {
  const end = direction === 1 ? MAX_RATE : MIN_RATE;
  const endLog = Math.abs(Math.log1p(end));
  let log = 0;
  let previousRate = 0;
  let previousValue = scaledNpv(0, cashFlows);
  if (previousValue === 0) return 0;
  while (Math.abs(previousRate) < limit && previousRate !== end) {
    log += Math.max(SCAN_STEP, SCAN_GROWTH * log);
    const rate = log >= endLog ? end : Math.expm1(direction * log);
    const value = scaledNpv(rate, cashFlows);
    if (value === 0) return rate;
    if (value > 0 !== previousValue > 0) return bisect(cashFlows, previousRate, previousValue, rate);
    previousRate = rate;
    previousValue = value;
  }
  return null;
}

function bisect(cashFlows: readonly number[], from: number, fromValue: number, to: number): number {
  let a = from;
  let b = to;
  const aPositive = fromValue > 0;
  for (let i = 0; i < 200 && Math.abs(b - a) > 1e-14; i++) {
    const mid = (a + b) / 2;
    const value = scaledNpv(mid, cashFlows);
    if (value === 0) return mid;
    if (value > 0 === aPositive) {
      a = mid;
    } else {
      b = mid;
    }
  }
  return (a + b) / 2;
}

/** A dated cash flow for xirr. */
export type DatedFlow = { amount: number; date: Date };

const MS_PER_DAY = 86_400_000;

/** Whole days from `from` to `to`, by their UTC calendar dates (as Excel counts date serials). */
const daysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) -
      Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())) /
      MS_PER_DAY,
  );

/** Excel's XNPV: sum of amount / (1 + rate)^(days since the first flow / 365). */
export function xnpv(rate: number, flows: readonly DatedFlow[]): number {
  const first = flows[0]?.date;
  if (!first) return 0;
  return flows.reduce((total, f) => total + f.amount / (1 + rate) ** (daysBetween(first, f.date) / 365), 0);
}

/**
 * Excel's XIRR as a fraction: the rate where xnpv is 0, years of 365 days from the first flow's date. Null when the
 * amounts do not change sign, a value or date is not finite, or no rate between -99.99% and +1000% exists. Newton's
 * method from 10%, then a scan and bisection when it fails.
 */
export function xirr(flows: readonly DatedFlow[]): number | null {
  if (flows.length < 2) return null;
  if (!flows.every((f) => Number.isFinite(f.amount) && Number.isFinite(f.date.getTime()))) return null;
  const first = flows[0]?.date ?? new Date(0);
  const timed = flows.map((f) => ({ amount: f.amount, years: daysBetween(first, f.date) / 365 }));
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) return null;
  const value = (rate: number) => timed.reduce((total, f) => total + f.amount / (1 + rate) ** f.years, 0);
  const slope = (rate: number) =>
    timed.reduce((total, f) => total - (f.years * f.amount) / (1 + rate) ** (f.years + 1), 0);

  let rate = NEWTON_GUESS;
  for (let i = 0; i < NEWTON_MAX_ITERATIONS; i++) {
    const d = slope(rate);
    const next = rate - value(rate) / d;
    if (!Number.isFinite(next) || next <= MIN_RATE || next > MAX_RATE) break;
    if (Math.abs(next - rate) < 1e-10) return next;
    rate = next;
  }
  // Scan outwards from 0 on both sides, in steps of ln(1 + rate), and bisect the sign change nearest 0.
  let previous = { up: 0, down: 0 };
  for (let log = SCAN_STEP; ; log += Math.max(SCAN_STEP, SCAN_GROWTH * log)) {
    const up = Math.min(MAX_RATE, Math.expm1(log));
    const down = Math.max(MIN_RATE, Math.expm1(-log));
    for (const [a, b] of [
      [previous.up, up],
      [previous.down, down],
    ] as const) {
      const va = value(a);
      const vb = value(b);
      if (va === 0) return a;
      if (Number.isFinite(va) && Number.isFinite(vb) && va > 0 !== vb > 0) return bisectBy(value, a, va > 0, b);
    }
    if (up === MAX_RATE && down === MIN_RATE) return null;
    previous = { up, down };
  }
}

function bisectBy(value: (rate: number) => number, from: number, fromPositive: boolean, to: number): number {
  let a = from;
  let b = to;
  for (let i = 0; i < 200 && Math.abs(b - a) > 1e-14; i++) {
    const mid = (a + b) / 2;
    const v = value(mid);
    if (v === 0) return mid;
    if (v > 0 === fromPositive) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
