import { lazy, Suspense } from "react";
import type { DealAnalysis } from "@plexwise/core/finance";
import { CollapsibleSection } from "@/components/collapsible-section";
import { money } from "../lib/format";

// Recharts is most of this page's code: the chart arrives after the numbers, in a box already its size.
const ProjectionChart = lazy(() => import("./projection-chart").then((m) => ({ default: m.ProjectionChart })));

const COLUMNS = [
  ["income", "Income"],
  ["expenses", "Expenses"],
  ["noi", "NOI"],
  ["debtService", "Debt Service"],
  ["cashFlow", "Cash Flow"],
  ["loanBalance", "Loan Balance"],
] as const;

/** Year by year over the hold, as a chart and a table, with the sale at the end. */
export function ProjectionSection({ analysis }: { analysis: DealAnalysis }) {
  const { projection, sale } = analysis;
  return (
    <CollapsibleSection title="Projection">
      <div className="h-64 w-full" role="img" aria-label="Chart of NOI and cash flow by year">
        <Suspense fallback={null}>
          <ProjectionChart projection={projection} />
        </Suspense>
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-right text-sm tabular-nums">
          <caption className="sr-only">Annual projection</caption>
          <thead>
            <tr className="border-b text-xs uppercase text-muted-foreground">
              <th scope="col" className="py-2 text-left">
                Year
              </th>
              {COLUMNS.map(([, label]) => (
                <th key={label} scope="col" className="py-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {projection.map((year) => (
              <tr key={year.year} className="border-b last:border-0">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {year.year}
                </th>
                {COLUMNS.map(([key]) => (
                  <td key={key} className="py-1.5">
                    {money(year[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        Sale at the end of year {projection.length}: {money(sale.price)} less {money(sale.costs)} sale costs and{" "}
        {money(sale.loanPayoff)} loan payoff ={" "}
        <span className="font-medium text-foreground">{money(sale.netProceeds)}</span>.
      </p>
    </CollapsibleSection>
  );
}
