import type { BreakdownSlice } from "@plexwise/core/finance";
import { money } from "../lib/format";
import { DonutPie } from "./donut-pie";

/** Up to 12 shades of red for the mortgage and the expenses (SPEC section 9); the cash flow is green. */
const REDS = [
  "#7f1d1d",
  "#991b1b",
  "#b91c1c",
  "#dc2626",
  "#ef4444",
  "#f87171",
  "#c2410c",
  "#9f1239",
  "#be123c",
  "#e11d48",
  "#fb7185",
  "#fca5a5",
];
const GREEN = "#16a34a";

type Props = { slices: BreakdownSlice[]; shortfall: number | null; perPeriod: number };

/** Where the income goes, as a donut with a legend that states each share to 1 decimal. */
export function DonutChart({ slices, shortfall, perPeriod }: Props) {
  let red = 0;
  const colored = slices.map((slice) => ({
    ...slice,
    value: slice.amount * perPeriod,
    color: slice.kind === "cashFlow" ? GREEN : (REDS[red++ % REDS.length] ?? "#dc2626"),
  }));
  return (
    <div className="grid items-center gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
      {colored.length > 0 ? (
        <div role="img" aria-label="Donut chart of mortgage, expenses and cash flow" className="h-[320px] w-full">
          <DonutPie slices={colored} />
        </div>
      ) : (
        <p className="flex h-[320px] items-center justify-center text-sm text-muted-foreground">
          Add income and expenses to see where the money goes.
        </p>
      )}
      <div>
        <ul aria-label="Breakdown" className="grid gap-1.5 text-sm">
          {colored.map((slice) => (
            <li key={slice.key} className="flex items-center gap-2">
              <span
                className="size-3 shrink-0 rounded-sm"
                style={{ backgroundColor: slice.color }}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1 truncate">{slice.label}</span>
              <span className="tabular-nums text-muted-foreground">{money(slice.value)}</span>
              <span className="w-14 text-right tabular-nums">{slice.sharePct.toFixed(1)}%</span>
            </li>
          ))}
        </ul>
        {shortfall !== null && (
          <p className="mt-3 text-sm font-medium text-red-700">Negative cash flow: {money(shortfall * perPeriod)}</p>
        )}
      </div>
    </div>
  );
}
