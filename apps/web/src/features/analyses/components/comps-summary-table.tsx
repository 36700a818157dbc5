import type { CompsSummaryRow } from "@plexwise/core";
import { cn } from "@/lib/cn";
import { moneyText, signedPercentText } from "../lib/format-figures";
import { rentGap, type RentGap } from "../lib/rent-gap";

/** Below the comps is room to raise the rent (green); above them is a rent at risk (amber). */
const GAP_STYLE: Record<RentGap, string> = {
  below: "text-green-700",
  above: "text-amber-700",
  at: "text-muted-foreground",
};
const GAP_WORD: Record<RentGap, string> = { below: "below", above: "above", at: "at median" };

function GapCell({ pct }: { pct: number | null }) {
  const gap = rentGap(pct);
  if (gap === null) return <td className="px-2 py-1.5 text-right tabular-nums">—</td>;
  return (
    <td data-gap={gap} className={cn("px-2 py-1.5 text-right font-medium tabular-nums", GAP_STYLE[gap])}>
      {signedPercentText(pct)} <span className="text-xs font-normal">{GAP_WORD[gap]}</span>
    </td>
  );
}

const HEADERS = ["Current rent", "Median", "Low", "High", "% vs current", "Comps", "HUD FMR (floor)"];

/** One row per unit type: the rent in place against the comps' median and range, and HUD's floor. */
export function CompsSummaryTable({ rows }: { rows: CompsSummaryRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table data-testid="comps-summary-table" className="w-full text-sm">
        <caption className="sr-only">Comparable rents by unit type (monthly)</caption>
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium">
              Unit type
            </th>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 text-right font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.unit_type}-${i}`} className="border-t">
              <th scope="row" className="px-2 py-1.5 text-left font-medium">
                {row.unit_type}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{moneyText(row.current_rent)}</td>
              <td className="px-2 py-1.5 text-right font-semibold tabular-nums">{moneyText(row.median_rent)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{moneyText(row.low)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{moneyText(row.high)}</td>
              <GapCell pct={row.pct_vs_current} />
              <td className="px-2 py-1.5 text-right tabular-nums">{row.comp_count}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{moneyText(row.fmr_floor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
