import type { ProformaAnalysis, ProformaFlag } from "../contracts/analysis";
import { listing, pct, plural, times, usd } from "./format";
import type { ProformaBasis } from "./proforma-basis";
import { MIN_DSCR } from "./proforma-flags";

export const BUY_MIN_CAP_RATE_PCT = 6;
export const BUY_MIN_CASH_ON_CASH_PCT = 6;
export const BUY_MIN_DSCR = MIN_DSCR;
/** Several medium flags together mean the stated NOI is not yet reliable, even when none alone is serious. */
export const BUY_MAX_MEDIUM_FLAGS = 2;

/** The stated rules, in order; the first that applies decides. Shown to the user with the verdict. */
export const VERDICT_RULES: string[] = [
  "Rule 1, Review: the price or the rent in place is missing, so there is not enough data to judge.",
  "Rule 2, Avoid: NOI is $0 or less.",
  "Rule 3, Avoid: the annual cash flow is negative (for a financed purchase, the same as a DSCR below 1.00).",
  `Rule 4, Buy: no flag is high severity, at most ${BUY_MAX_MEDIUM_FLAGS} are medium, the cap rate is at least ${BUY_MIN_CAP_RATE_PCT}%, the DSCR is at least ${times(BUY_MIN_DSCR)} (or nothing is borrowed) and the cash-on-cash return is at least ${BUY_MIN_CASH_ON_CASH_PCT}%.`,
  "Rule 5, Review: anything else.",
];

type Verdict = ProformaAnalysis["verdict"];

/** Each Buy condition (rule 4) that does not hold, in words with its number. */
function buyShortfalls(b: ProformaBasis, flags: readonly ProformaFlag[]): string[] {
  const m = b.metrics;
  const high = flags.filter((f) => f.severity === "high");
  const medium = flags.filter((f) => f.severity === "medium");
  const misses: (string | null)[] = [
    high.length ? `${plural(high.length, "high-severity flag")} (${listing(high.map((f) => f.title))})` : null,
    medium.length > BUY_MAX_MEDIUM_FLAGS
      ? `${medium.length} medium-severity flags, more than ${BUY_MAX_MEDIUM_FLAGS}`
      : null,
    m.cap_rate_percent === null
      ? "no cap rate"
      : m.cap_rate_percent < BUY_MIN_CAP_RATE_PCT
        ? `a cap rate of ${pct(m.cap_rate_percent)}, below ${BUY_MIN_CAP_RATE_PCT}%`
        : null,
    b.debtFree
      ? null
      : m.dscr === null
        ? "no DSCR (the loan has no interest rate or amortization)"
        : m.dscr < BUY_MIN_DSCR
          ? `a DSCR of ${times(m.dscr)}, below ${times(BUY_MIN_DSCR)}`
          : null,
    m.cash_on_cash_percent === null
      ? "no cash-on-cash return"
      : m.cash_on_cash_percent < BUY_MIN_CASH_ON_CASH_PCT
        ? `a cash-on-cash return of ${pct(m.cash_on_cash_percent)}, below ${BUY_MIN_CASH_ON_CASH_PCT}%`
        : null,
  ];
  return misses.filter((miss): miss is string => miss !== null);
}

/** Applies VERDICT_RULES in order to the rounded metrics and the flags. */
export function proformaVerdict(b: ProformaBasis, flags: readonly ProformaFlag[]): Verdict {
  const m = b.metrics;
  const missing = [b.facts.price > 0 ? null : "price", b.rentInPlaceMonthly > 0 ? null : "rent in place"].filter(
    (x) => x !== null,
  );
  if (missing.length) {
    return {
      decision: "Review",
      reason: `Rule 1: there is no ${listing(missing)}, so there is not enough data to judge this deal.`,
    };
  }
  const noi = m.noi_annual ?? 0;
  const cashFlow = m.cash_flow_annual ?? 0;
  if (noi <= 0)
    return {
      decision: "Avoid",
      reason: `Rule 2: NOI is ${usd(noi)}/yr, so the building does not pay its own expenses.`,
    };
  if (cashFlow < 0) {
    const dscr = m.dscr === null ? "" : ` (DSCR ${times(m.dscr)})`;
    return { decision: "Avoid", reason: `Rule 3: cash flow is ${usd(cashFlow)}/yr${dscr}.` };
  }
  const misses = buyShortfalls(b, flags);
  if (misses.length === 0) {
    const dscr = b.debtFree ? "nothing is borrowed" : `DSCR ${times(m.dscr ?? 0)}`;
    const reason = `Rule 4: no high-severity flag, cap rate ${pct(m.cap_rate_percent ?? 0)}, ${dscr} and cash-on-cash ${pct(m.cash_on_cash_percent ?? 0)} meet every Buy condition.`;
    return { decision: "Buy", reason };
  }
  return {
    decision: "Review",
    reason: `Rule 5: NOI is positive and cash flow is not negative, but Rule 4 (Buy) is not met: ${listing(misses)}.`,
  };
}
