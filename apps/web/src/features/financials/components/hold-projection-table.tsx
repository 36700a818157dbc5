import type { DealAnalysis } from "@plexwise/core/finance";
import { CollapsibleSection } from "@/components/collapsible-section";
import { money, percent, times } from "../lib/format";

/** The hold year by year: income to cash flow, each loan's debt service and balance, DSCR, debt yield, the sale. */
export function HoldProjectionTable({ analysis }: { analysis: DealAnalysis }) {
  const { projection, loans, sale, metrics } = analysis;
  const lines: [string, (row: DealAnalysis["projection"][number]) => string][] = [
    ["Gross income", (r) => money(r.grossIncome)],
    ["Vacancy", (r) => money(-r.vacancy)],
    ["Renovation downtime", (r) => money(-r.downtime)],
    ["Expenses", (r) => money(-r.expenses)],
    ["NOI", (r) => money(r.noi)],
    ...loans.map((l, i): [string, (r: DealAnalysis["projection"][number]) => string] => [
      `Debt service: ${l.label}`,
      (r) => money(-(r.debtServiceByLoan[i] ?? 0)),
    ]),
    ["Capex", (r) => money(-r.capex)],
    ["Cash flow", (r) => money(r.cashFlow)],
    ["Refinance cash-out", (r) => money(r.refinanceCashOut)],
    ...loans.map((l, i): [string, (r: DealAnalysis["projection"][number]) => string] => [
      `Balance: ${l.label}`,
      (r) => money(r.loanBalances[i] ?? 0),
    ]),
    ["DSCR", (r) => times(r.dscr)],
    ["Debt yield", (r) => percent(r.debtYieldPct, 1)],
  ];
  return (
    <CollapsibleSection title="Hold-period detail">
      <p className="text-sm text-muted-foreground" data-testid="irr-levered-unlevered">
        Unlevered IRR {percent(metrics.unleveredIrrPct, 2)}, multiple {times(metrics.unleveredEquityMultiple)} · Levered
        IRR {percent(metrics.irrPct, 2)}, multiple {times(metrics.equityMultiple)} · Sale {money(sale.price)} less costs{" "}
        {money(sale.costs)} and payoff {money(sale.loanPayoff)}: {money(sale.netProceeds)}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-right text-xs tabular-nums" data-testid="hold-projection">
          <thead>
            <tr className="border-b text-muted-foreground">
              <th scope="col" className="py-1 text-left">
                Year
              </th>
              {projection.map((r) => (
                <th key={r.year} scope="col" className="px-1 py-1">
                  {r.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map(([label, cell]) => (
              <tr key={label} className="border-b last:border-0">
                <th scope="row" className="whitespace-nowrap py-1 pr-2 text-left font-medium">
                  {label}
                </th>
                {projection.map((r) => (
                  <td key={r.year} className="px-1 py-1">
                    {cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </CollapsibleSection>
  );
}
