import { SENSITIVITY_AXIS_LABELS, SENSITIVITY_METRIC_LABELS } from "@plexwise/core/finance";
import type { OfferMetric, SensitivityAxis } from "@plexwise/core/finance";
import type { MaxOffer } from "@plexwise/core/finance";
import { money } from "./format";

export const OFFER_METRIC_LABELS: Record<OfferMetric, string> = {
  cashOnCashPct: "Cash on cash",
  dscr: "DSCR",
  capRatePct: "Cap rate",
  irrPct: "IRR",
  equityMultiple: "Equity multiple",
};
export const AXIS_LABELS = SENSITIVITY_AXIS_LABELS;
export const METRIC_LABELS = SENSITIVITY_METRIC_LABELS;

const ratioMetric = (m: string) => m === "dscr" || m === "equityMultiple";

/** A target or metric value as the screen prints it: "1.25" for ratios, "8%" for percents. */
export const metricText = (metric: string, value: number | null, decimals = 2): string =>
  value === null
    ? "—"
    : ratioMetric(metric)
      ? value.toFixed(decimals)
      : `${value.toFixed(decimals === 2 ? 1 : decimals)}%`;

/** "Max offer $1,723,500 (binding: Cap rate 8%)", or why there is none. */
export function maxOfferText(offer: MaxOffer | null, anyTarget: boolean): string {
  if (!anyTarget) return "Set a target to see the highest price that meets it.";
  if (!offer) return "No price meets every target (or none of them depends on the price).";
  const target = offer.binding.target;
  const shown = ratioMetric(offer.binding.metric) ? String(target) : `${target}%`;
  return `Max offer ${money(offer.price)} (binding: ${OFFER_METRIC_LABELS[offer.binding.metric]} ${shown})`;
}

/** An axis value as a header: the price in dollars, the others in percent. */
export const axisText = (axis: SensitivityAxis, value: number): string =>
  axis === "price" ? money(value) : `${value.toFixed(2)}%`;
