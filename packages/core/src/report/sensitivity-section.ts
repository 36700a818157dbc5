import type { SensitivityChoice } from "../contracts/underwriting";
import { sensitivityGrid } from "../finance/sensitivity";
import {
  SENSITIVITY_AXIS_LABELS,
  SENSITIVITY_METRIC_LABELS,
  sensitivityTable,
  type SensitivityAxis,
  type SensitivityMetric,
} from "../finance/sensitivity-table";
import type { ReportContext } from "./report-context";
import { moneyText, percentText, ratioText, signedPercent } from "./report-format";
import type { ReportSection } from "./report-types";

const axisText = (axis: SensitivityAxis, value: number) => (axis === "price" ? moneyText(value) : percentText(value));
const metricText = (metric: SensitivityMetric, value: number | null) =>
  metric === "dscr" || metric === "equityMultiple" ? ratioText(value) : percentText(value, 1);

/** The two-way table the user chose on Financials (axes and metric), as Financials computes it. */
function chosenTable({ input, property }: ReportContext, choice: SensitivityChoice): ReportSection {
  const table = sensitivityTable(input, choice.rowAxis, choice.colAxis, choice.metric);
  const [rowName, colName, metricName] = [
    SENSITIVITY_AXIS_LABELS[choice.rowAxis],
    SENSITIVITY_AXIS_LABELS[choice.colAxis],
    SENSITIVITY_METRIC_LABELS[choice.metric],
  ];
  const middle = Math.floor(table.rows.length / 2);
  return {
    id: "sensitivity",
    title: "Sensitivity",
    blocks: [
      {
        kind: "paragraph",
        text: `Each cell: ${metricName} at that ${rowName.toLowerCase()} and ${colName.toLowerCase()}, the axes chosen on Financials for ${property.nickname?.trim() || property.address}. The middle row and column are the deal as entered.`,
      },
      {
        kind: "table",
        table: {
          caption: `${metricName} by ${rowName.toLowerCase()} and ${colName.toLowerCase()}`,
          columns: [`${rowName} \\ ${colName}`, ...table.cols.map((v) => axisText(choice.colAxis, v))],
          rows: table.rows.map((v, r) => [
            axisText(choice.rowAxis, v),
            ...(table.cells[r] ?? []).map((cell) => metricText(choice.metric, cell)),
          ]),
          align: ["left", ...table.cols.map(() => "right" as const)],
          strongRows: [middle],
        },
      },
    ],
  };
}

/**
 * The user's two-way table when one is chosen on Financials; else IRR and cash on cash for prices from -10% to
 * +10% against exit cap rates one point either side (Financials' sensitivity grid).
 */
export function sensitivitySection(ctx: ReportContext): ReportSection {
  const choice = ctx.property.underwriting?.sensitivity;
  if (choice) return chosenTable(ctx, choice);
  const { input } = ctx;
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
