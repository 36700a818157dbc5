import type { ReportContext } from "./report-context";
import { paybackText } from "../analysis/format";
import { moneyText, percentText, ratioText } from "./report-format";
import type { DealAnalysis } from "../finance/analyze-deal";
import type { ReportBlock, ReportSection } from "./report-types";

const COLUMNS = [
  ["income", "Income"],
  ["expenses", "Expenses"],
  ["noi", "NOI"],
  ["debtService", "Debt Service"],
  ["cashFlow", "Cash Flow"],
  ["loanBalance", "Loan Balance"],
] as const;

/**
 * The flows the IRR is the rate of, year by year: the cash in at purchase, each year's cash flow after capex (a
 * value-add plan's spending), the refinance's cash-out in its year, and the sale's net proceeds in the last; a
 * reader can check the printed IRR against them.
 */
function irrFlowsTable({ cashFlows, projection, sale }: DealAnalysis): ReportBlock {
  return {
    kind: "table",
    table: {
      caption: "Cash flows of the IRR",
      columns: ["Year", "Cash flow", "Refinance", "Sale", "Flow"],
      rows: cashFlows.map((flow, year) => {
        const y = projection[year - 1];
        if (year === 0) return ["0 (purchase)", "—", "—", "—", moneyText(flow)];
        const saleNet = year === projection.length ? sale.netProceeds : null;
        const refinance = y && y.refinanceCashOut !== 0 ? y.refinanceCashOut : null;
        return [
          String(year),
          moneyText(y?.cashFlow ?? null),
          moneyText(refinance),
          moneyText(saleNet),
          moneyText(flow),
        ];
      }),
      align: ["left", "right", "right", "right", "right"],
    },
  };
}

/** Year by year over the hold, as a chart and the Financials table, with the sale at the end. */
export function projectionSection({ deal }: ReportContext): ReportSection {
  const { projection, sale, metrics } = deal;
  return {
    id: "projection",
    title: "Projection and sale",
    newPage: true,
    blocks: [
      {
        kind: "facts",
        facts: [
          { label: "IRR", value: metrics.irrPct === null ? "N/A" : percentText(metrics.irrPct) },
          { label: "Equity Multiple", value: ratioText(metrics.equityMultiple) },
          { label: "Payback", value: paybackText(metrics.paybackYears, projection.length) },
          { label: "GRM", value: ratioText(metrics.grm) },
          { label: "OER", value: percentText(metrics.oerPct, 1) },
        ],
      },
      {
        kind: "bars",
        alt: "Bar chart of NOI and cash flow by year of the hold",
        bars: projection.map((y) => ({ year: y.year, noi: y.noi, cashFlow: y.cashFlow })),
        legend: ["NOI", "Cash Flow"],
      },
      {
        kind: "table",
        table: {
          caption: "Annual projection",
          columns: ["Year", ...COLUMNS.map(([, label]) => label)],
          rows: projection.map((year) => [String(year.year), ...COLUMNS.map(([key]) => moneyText(year[key]))]),
          align: ["left", ...COLUMNS.map(() => "right" as const)],
        },
      },
      {
        kind: "paragraph",
        text:
          `Sale at the end of year ${projection.length}: ${moneyText(sale.price)} less ${moneyText(sale.costs)} ` +
          `sale costs and ${moneyText(sale.loanPayoff)} loan payoff = ${moneyText(sale.netProceeds)}.`,
      },
      irrFlowsTable(deal),
    ],
  };
}
