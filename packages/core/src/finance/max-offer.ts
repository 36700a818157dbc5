import { analyzeDeal, type DealInput, type DealMetrics } from "./analyze-deal";
import { MAX_PRICE_DOLLARS } from "../limits";

/** The metrics a user can set a minimum for; each falls (or stays) as the price rises. */
export const OFFER_METRICS = ["cashOnCashPct", "dscr", "capRatePct", "irrPct", "equityMultiple"] as const;
export type OfferMetric = (typeof OFFER_METRICS)[number];
/** Minimums; a metric without a finite number is no target. */
export type OfferTargets = Partial<Record<OfferMetric, number | null>>;
export type MaxOffer = {
  /** Whole dollars. */
  price: number;
  /** The target that stops a higher price: at price + $1 (or more) it is no longer met. */
  binding: { metric: OfferMetric; target: number };
};

type Target = { metric: OfferMetric; target: number };

const activeTargets = (targets: OfferTargets): Target[] =>
  OFFER_METRICS.flatMap((metric) => {
    const target = targets[metric];
    return typeof target === "number" && Number.isFinite(target) ? [{ metric, target }] : [];
  });

/** The first target the metrics miss (a metric that cannot be computed misses), or null when all are met. */
function missed(metrics: DealMetrics, targets: readonly Target[]): Target | null {
  for (const t of targets) {
    const value = metrics[t.metric];
    if (value === null || !(value >= t.target)) return t;
  }
  return null;
}

/**
 * The highest whole-dollar purchase price at which the deal meets every target with everything else held (a down
 * payment or loan given as a percent follows the price; dollar amounts stay), and the target that binds there.
 * Bisection: the metrics fall as the price rises, so the prices that meet the targets are 0..max.
 *
 * Null when there are no targets, when no price down to $1 meets them (a metric that cannot be computed, such as
 * an IRR above 1000%, misses), or when no target binds below the largest price
 * a property may have ($10B; e.g. only a DSCR target with loans in fixed dollars).
 */
export function maxOffer(input: DealInput, targets: OfferTargets): MaxOffer | null {
  const active = activeTargets(targets);
  if (active.length === 0) return null;
  const miss = (price: number) => missed(analyzeDeal({ ...input, price }).metrics, active);
  // Bracket from the asking price: halve until a price meets every target, or double until one misses.
  let lo = Math.max(1_000, Number.isFinite(input.price) ? Math.min(input.price, MAX_PRICE_DOLLARS) : 0);
  let hi = lo;
  let failing = miss(lo);
  if (failing !== null) {
    let lowMiss: Target | null = failing;
    while (lowMiss !== null) {
      failing = lowMiss;
      hi = lo;
      lo = Math.floor(lo / 2);
      if (lo < 1) return null;
      lowMiss = miss(lo);
    }
  } else {
    while (failing === null) {
      if (hi >= MAX_PRICE_DOLLARS) return null;
      lo = hi;
      hi = Math.min(MAX_PRICE_DOLLARS, hi * 2);
      failing = miss(hi);
    }
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const midMiss = miss(mid);
    if (midMiss === null) {
      lo = mid;
    } else {
      hi = mid;
      failing = midMiss;
    }
  }
  return { price: lo, binding: failing };
}
