import type { CompareResult } from "../contracts/analysis";
import { highFindings } from "./plausibility";
import type { Compared } from "./compare-rows";
import { listing, pct, plural, roundTo, times } from "./format";

/**
 * The score, out of 100 before penalties. Each measure earns its points in proportion to where it falls on its
 * scale (at or below the low end: 0; at or above the high end: all), so a property's score does not depend on which
 * others it is compared with. The scales span what small apartment buildings commonly show: cap rates of 4% to 10%,
 * cash-on-cash of 0% to 12%, a hold-period IRR of 0% to 20%, and a DSCR from 1.00 (break-even) to 2.00.
 * Yield now (cap rate, cash-on-cash) weighs most; the IRR rests on growth and exit assumptions; DSCR is safety.
 */
export const SCORE_MEASURES = [
  { key: "cap_rate", label: "Cap rate", noun: "cap rate", points: 30, low: 4, high: 10, unit: "percent" },
  {
    key: "cash_on_cash",
    label: "Cash-on-cash",
    noun: "cash-on-cash return",
    points: 30,
    low: 0,
    high: 12,
    unit: "percent",
  },
  { key: "irr", label: "IRR", noun: "IRR", points: 25, low: 0, high: 20, unit: "percent" },
  { key: "dscr", label: "DSCR", noun: "DSCR", points: 15, low: 1, high: 2, unit: "ratio" },
] as const;
type MeasureKey = (typeof SCORE_MEASURES)[number]["key"];

/** Points taken off per pro-forma flag: a high-severity flag means the stated numbers are not yet trustworthy. */
export const FLAG_PENALTY_POINTS = { high: 10, medium: 3, low: 0 } as const;

const shown = (unit: "percent" | "ratio", value: number) => (unit === "percent" ? pct(value) : times(value));
const scale = (unit: "percent" | "ratio", low: number, high: number) =>
  unit === "percent" ? `${low}% to ${high}%` : `${times(low)} to ${times(high)}`;
const points = (n: number) => roundTo(n, 1).toFixed(1);

function measureValue(c: Compared, key: MeasureKey): number | null {
  const m = c.proforma.metrics;
  if (key === "cap_rate") return m.cap_rate_percent;
  if (key === "cash_on_cash") return m.cash_on_cash_percent;
  if (key === "irr") return c.deal.metrics.irrPct === null ? null : roundTo(c.deal.metrics.irrPct, 2);
  return m.dscr;
}

/** The score of one property and the reasons that add up to it (each component rounded to 0.1 point). */
export function scoreProperty(c: Compared): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  // A cash purchase has no LTV; a financed one with nothing borrowed has 0. Without a price nothing is known.
  const debtFree = c.deal.loan === null && (c.deal.metrics.ltvPct ?? 0) === 0 && hasPriceAndRent(c);
  for (const { key, label, noun, points: max, low, high, unit } of SCORE_MEASURES) {
    const value = measureValue(c, key);
    if (key === "dscr" && value === null && debtFree) {
      score += max;
      reasons.push(`No loan, so no debt to cover: ${points(max)} of ${max} points for DSCR.`);
      continue;
    }
    if (value === null) {
      reasons.push(
        `No ${noun}${key === "dscr" ? " (the loan has no interest rate or amortization)" : ""}: 0.0 of ${max} points.`,
      );
      continue;
    }
    const earned = roundTo(max * Math.min(1, Math.max(0, (value - low) / (high - low))), 1);
    score += earned;
    reasons.push(
      `${label} ${shown(unit, value)}: ${points(earned)} of ${max} points (scale ${scale(unit, low, high)}).`,
    );
  }
  for (const severity of ["high", "medium"] as const) {
    const flags = c.proforma.flags.filter((f) => f.severity === severity);
    if (!flags.length) continue;
    const penalty = flags.length * FLAG_PENALTY_POINTS[severity];
    score -= penalty;
    const titles = listing(flags.map((f) => f.title));
    reasons.push(`${plural(flags.length, `${severity}-severity flag`)} (${titles}): minus ${points(penalty)} points.`);
  }
  return { score: roundTo(score, 1), reasons };
}

/** A property with no price or no rent in place cannot be judged, however its missing numbers happen to score. */
const hasPriceAndRent = (c: Compared) =>
  !c.proforma.flags.some((f) => f.code === "no_price" || f.code === "no_rent_roll");

const UNRANKABLE_REASON =
  "Not enough data to rank: it needs a price and rents in place, so it is listed after the others.";

/** A property whose figures look misread is ranked after the others until they are checked. */
const implausibleReason = (c: Compared): string | null => {
  const high = highFindings(c.plausibility);
  if (high.length === 0) return null;
  return `Its figures look wrong (${high.length} high-severity finding${high.length === 1 ? "" : "s"}: ${high[0]?.message ?? ""}), so it is listed after the others until they are checked.`;
};

/**
 * Highest score first; equal scores share a rank (1, 1, 3) and keep the order the properties were given in.
 * Properties without a price or rents, or with figures the plausibility guard finds wrong, come after the others.
 */
export function rankProperties(compared: readonly Compared[]): CompareResult["ranking"] {
  const scored = compared.map((c, index) => {
    const { score, reasons } = scoreProperty(c);
    const implausible = implausibleReason(c);
    const rankable = hasPriceAndRent(c) && implausible === null;
    const why = hasPriceAndRent(c) ? implausible : UNRANKABLE_REASON;
    return { index, id: c.property.id, score, rankable, reasons: why ? [why, ...reasons] : reasons };
  });
  const ahead = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    a.rankable !== b.rankable ? a.rankable : a.score > b.score;
  const sorted = [...scored].sort((a, b) => (ahead(a, b) ? -1 : ahead(b, a) ? 1 : a.index - b.index));
  return sorted.map((s) => ({
    property_id: s.id,
    rank: 1 + sorted.filter((other) => ahead(other, s)).length,
    score: s.score,
    reasons: s.reasons,
  }));
}
