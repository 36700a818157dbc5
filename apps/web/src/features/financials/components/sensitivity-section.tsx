import { useMemo } from "react";
import { sensitivityGrid, type DealInput } from "@plexwise/core/finance";
import { CollapsibleSection } from "@/components/collapsible-section";
import { cn } from "@/lib/cn";
import { money, percent } from "../lib/format";

const signedPct = (n: number) => (n === 0 ? "0%" : `${n > 0 ? "+" : "−"}${Math.abs(n)}%`);

/**
 * IRR and cash on cash for prices from -10% to +10% against exit cap rates one point either side. Closed, the
 * section computes nothing: the grid is 25 deals underwritten again, on each keystroke while it is open.
 */
export function SensitivitySection({ input }: { input: DealInput }) {
  return (
    <CollapsibleSection title="Sensitivity">
      <SensitivityGrid input={input} />
    </CollapsibleSection>
  );
}

function SensitivityGrid({ input }: { input: DealInput }) {
  const grid = useMemo(() => sensitivityGrid(input), [input]);
  const exitCaps = [...new Set(grid.map((r) => r.exitCapRatePct))];
  const prices = [...new Map(grid.map((r) => [r.priceChangePct, r.price])).entries()];
  const cell = (priceChangePct: number, exitCap: number) =>
    grid.find((r) => r.priceChangePct === priceChangePct && r.exitCapRatePct === exitCap);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Each cell: IRR / cash on cash, at that price and exit cap rate. The middle is the deal as entered.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-right text-sm tabular-nums">
          <caption className="sr-only">IRR and cash on cash by price and exit cap rate</caption>
          <thead>
            <tr className="border-b text-xs uppercase text-muted-foreground">
              <th scope="col" className="py-2 text-left">
                Price \ Exit cap
              </th>
              {exitCaps.map((cap) => (
                <th key={cap} scope="col" className="py-2">
                  {cap.toFixed(2)}%
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {prices.map(([change, price]) => (
              <tr key={change} className="border-b last:border-0">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {signedPct(change)} <span className="text-muted-foreground">({money(price)})</span>
                </th>
                {exitCaps.map((cap, i) => {
                  const row = cell(change, cap);
                  const middle = change === 0 && i === Math.floor(exitCaps.length / 2);
                  return (
                    <td key={cap} className={cn("py-1.5", middle && "bg-muted font-semibold")}>
                      {row?.irrPct == null ? "N/A" : percent(row.irrPct, 1)} / {percent(row?.cashOnCashPct ?? null, 1)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
