import { cashFlowBreakdown, type BreakdownSlice } from "../finance/breakdown";
import { monthlyTotals } from "../finance/property-totals";
import type { ReportContext } from "./report-context";
import { lineSourceText, moneyText, monthlyCentsText, percentText, rateText } from "./report-format";
import type { ReportBlock, ReportSection } from "./report-types";

const row = (label: string, monthlyDollars: number, source: string): string[] => [
  label,
  moneyText(monthlyDollars),
  moneyText(monthlyDollars * 12),
  source,
];

/** Income then expenses, each line with where it came from (document and page), down to the NOI. */
function incomeStatement({ property, deal }: ReportContext): { rows: string[][]; strongRows: number[] } {
  const { monthly } = deal;
  const rentCents = monthlyTotals(property.units, [], []).rentMonthlyCents;
  const rows: string[][] = [
    row(`Rent in place (${property.units.length} on the rent roll)`, rentCents / 100, "Rent roll"),
    ...property.otherIncome.map((line) => [
      line.label,
      monthlyCentsText(line.amountMonthlyCents),
      monthlyCentsText(line.amountMonthlyCents, 12),
      lineSourceText(line),
    ]),
  ];
  const strongRows: number[] = [];
  const total = (cells: string[]) => strongRows.push(rows.push(cells) - 1);
  total(row("Gross income", monthly.grossIncome, ""));
  rows.push(row(`Vacancy (${rateText(property.vacancyPct ?? 0)})`, -monthly.vacancy, "Assumption"));
  total(row("Effective income", monthly.income, ""));
  for (const line of property.expenses)
    rows.push([
      `${line.label} (${line.category})`,
      monthlyCentsText(line.amountMonthlyCents),
      monthlyCentsText(line.amountMonthlyCents, 12),
      lineSourceText(line),
    ]);
  total(row("Total expenses", monthly.expenses, ""));
  total(row("Net operating income", monthly.noi, ""));
  return { rows, strongRows };
}

/** The Financials donut: the same breakdown of the same inputs (the engine's expenses in dollars, in row order). */
export function breakdownOf({ property, input, deal }: ReportContext) {
  return cashFlowBreakdown({
    mortgage: deal.monthly.debtService,
    expenses: property.expenses.map((line, i) => ({
      key: `expense-${i}`,
      label: line.label,
      amount: input.expensesMonthly[i] ?? 0,
    })),
    cashFlow: deal.monthly.cashFlow,
  });
}

const sliceOf = (slice: BreakdownSlice) => ({
  label: slice.label,
  kind: slice.kind,
  amount: slice.amount,
  amountText: moneyText(slice.amount),
  shareText: percentText(slice.sharePct, 1),
});

export function incomeExpensesSection(ctx: ReportContext): ReportSection {
  const statement = incomeStatement(ctx);
  const { slices, shortfall } = breakdownOf(ctx);
  const blocks: ReportBlock[] = [
    {
      kind: "table",
      table: {
        caption: "Income and expenses",
        columns: ["Line", "Monthly", "Annual", "Source"],
        rows: statement.rows,
        align: ["left", "right", "right", "left"],
        strongRows: statement.strongRows,
      },
    },
    { kind: "heading", text: "Where the income goes (monthly)" },
    {
      kind: "donut",
      alt: "Donut chart of the mortgage, each expense and the cash flow as shares of the monthly income",
      slices: slices.map(sliceOf),
      shortfallText: shortfall === null ? null : `Negative cash flow: ${moneyText(shortfall)} a month`,
    },
  ];
  return { id: "income-expenses", title: "Income and expenses", newPage: true, blocks };
}
