import type { Random } from "./random";

/**
 * A generated operating statement: income and expense lines with their annual amounts, printed as an
 * annual column, as twelve months and a total, or with per-unit, per-SF and percent columns; sometimes
 * with loan payments inside the expenses (which must be moved out) and capex below the NOI line.
 */
export type StatementTruth = { expensesCents: number; expenseLines: number; noiCents: number };
export type StatementDoc = {
  truth: StatementTruth;
  title: string[];
  rows: string[][];
  numeric: boolean[];
  features: string[];
};

const EXPENSES = [
  "Real Estate Taxes",
  "Insurance",
  "Repairs & Maintenance",
  "Management Fee",
  "Utilities - Water/Sewer",
  "Utilities - Electric",
  "Landscaping",
  "Payroll",
  "Trash Removal",
  "Pest Control",
  "Advertising",
  "Legal & Professional",
];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const money = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function randomStatement(random: Random): StatementDoc {
  const units = random.int(4, 120);
  const sqft = units * random.int(600, 950);
  // Whole dollars a month, so twelve months add up to the annual total exactly.
  const monthly = (lo: number, hi: number) => random.int(lo, hi) * 100;
  const rent = units * monthly(800, 1800);
  const income: [string, number][] = [
    ["Gross Potential Rent", rent],
    ["Vacancy Loss", -Math.round((rent * 0.05) / 100) * 100],
    ["Laundry Income", monthly(50, 400)],
  ];
  const expenses: [string, number][] = random
    .shuffle(EXPENSES)
    .slice(0, random.int(4, 10))
    .map((label) => [label, units * monthly(15, 90)]);
  const loan = random.chance(0.3) ? monthly(2000, 9000) : 0;
  const printedExpenses = [...expenses, ...(loan ? ([["Loan Payments", loan]] as [string, number][]) : [])];
  const incomeTotal = income.reduce((s, [, c]) => s + c, 0);
  const expenseTotal = printedExpenses.reduce((s, [, c]) => s + c, 0);
  const layout = random.pick(["annual", "months", "derived"] as const);
  const features = [`statement:${layout}`, ...(loan ? ["loan-inside"] : [])];
  const header =
    layout === "months"
      ? ["Account", ...MONTHS.map((m) => `${m} 2024`), "Total"]
      : layout === "derived"
        ? ["", "Annually", "$ per Unit", "$ per SF", "% of EGI"]
        : ["", "Annual"];
  const line = (label: string, monthlyCents: number): string[] => {
    const annual = monthlyCents * 12;
    if (layout === "months") return [label, ...MONTHS.map(() => money(monthlyCents)), money(annual)];
    if (layout === "derived")
      return [
        label,
        money(annual),
        money(annual / units),
        (annual / 100 / sqft).toFixed(2),
        `${((100 * annual) / (incomeTotal * 12)).toFixed(1)}%`,
      ];
    return [label, money(annual)];
  };
  const rows: string[][] = [
    header,
    ["Income"],
    ...income.map(([l, c]) => line(l, c)),
    line("Total Income", incomeTotal),
  ];
  rows.push(["Expenses"], ...printedExpenses.map(([l, c]) => line(l, c)), line("Total Expenses", expenseTotal));
  rows.push(line("Net Operating Income", incomeTotal - expenseTotal));
  if (random.chance(0.4)) {
    features.push("capex-below");
    rows.push(["Capital Expenditures"], line("Roof Replacement", monthly(100, 900)));
  }
  const operating = expenses.reduce((s, [, c]) => s + c, 0) * 12;
  return {
    truth: { expensesCents: operating, expenseLines: expenses.length, noiCents: (incomeTotal - expenseTotal) * 12 },
    title: [
      "Operating Statement",
      layout === "months" ? "Period Range: Jan 2024 to Dec 2024" : "For the Year Ended December 31, 2024",
    ],
    rows,
    numeric: rows.map((r) => r.length > 1),
    features,
  };
}
