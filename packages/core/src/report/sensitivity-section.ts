import { sensitivityGrid } from "../finance/sensitivity";
import type { ReportContext } from "./report-context";
import { moneyText, percentText, signedPercent } from "./report-format";
import type { ReportSection } from "./report-types";

/** IRR and cash on cash for prices from -10% to +10% against exit cap rates one point either side (Financials). */
export function sensitivitySection({ input }: ReportContext): ReportSection {
  const grid = sensitivityGrid(input);
  const exitCaps = [...new Set(grid.map((r) => r.exitCapRatePct))];
  const prices = [...new Map(grid.map((r) => [r.priceChangePct, r.price])).entries()];
  const cell = (change: number, cap: number) => {
    const found = grid.find((r) => r.priceChangePct === change && r.exitCapRatePct === cap);
    const irr = found?.irrPct == null ? "N/A" : percentText(found.irrPct, 1);
    return `${irr} / ${percentText(found?.cashOnCashPct ?? null, 1)}`;
  };
  const middle = prices.findIndex(([change]) => change === 0);
  return {
    id: "sensitivity",
    title: "Sensitivity",
    blocks: [
      {
        kind: "paragraph",
        text: "Each cell: IRR / cash on cash, at that price and exit cap rate. The middle row is the price as entered.",
      },
      {
        kind: "table",
        table: {
          caption: "IRR and cash on cash by price and exit cap rate",
          columns: ["Price \\ Exit cap", ...exitCaps.map((cap) => percentText(cap))],
          rows: prices.map(([change, price]) => [
            `${signedPercent(change)} (${moneyText(price)})`,
            ...exitCaps.map((cap) => cell(change, cap)),
          ]),
          align: ["left", ...exitCaps.map(() => "right" as const)],
          strongRows: middle >= 0 ? [middle] : [],
        },
      },
    ],
  };
}
