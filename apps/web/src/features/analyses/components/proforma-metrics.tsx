import type { ProformaMetrics } from "@plexwise/core";
import { moneyText, percentText, ratioText, signedPercentText } from "../lib/format-figures";

const METRICS: { key: keyof ProformaMetrics; label: string; show: (v: number | null) => string }[] = [
  { key: "goi_annual", label: "Gross Operating Income (annual)", show: (v) => moneyText(v) },
  { key: "expenses_annual", label: "Expenses (annual)", show: (v) => moneyText(v) },
  { key: "noi_annual", label: "NOI (annual)", show: (v) => moneyText(v) },
  { key: "cap_rate_percent", label: "Cap Rate", show: (v) => percentText(v, 2) },
  { key: "oer_percent", label: "OER", show: (v) => percentText(v, 1) },
  { key: "price_per_unit", label: "Price / Unit", show: (v) => moneyText(v) },
  { key: "price_per_sf", label: "Price / Sq Ft", show: (v) => moneyText(v, true) },
  { key: "pro_forma_vs_current_delta_percent", label: "Pro-forma vs Current Rent", show: (v) => signedPercentText(v) },
  { key: "dscr", label: "DSCR", show: ratioText },
  { key: "cash_flow_annual", label: "Cash Flow (annual)", show: (v) => moneyText(v) },
  { key: "cash_on_cash_percent", label: "Cash on Cash", show: (v) => percentText(v, 2) },
];

export function ProformaMetricsGrid({ metrics }: { metrics: ProformaMetrics }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {METRICS.map(({ key, label, show }) => (
        <div key={key} className="rounded-lg border p-2.5">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
          <dd className="mt-0.5 text-base font-semibold tabular-nums">{show(metrics[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
