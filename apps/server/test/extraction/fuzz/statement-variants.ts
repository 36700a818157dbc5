import type { Random } from "./random";
import type { StatementDoc } from "./statement-layout";

/**
 * Operating statements in the layouts that doubled income and expenses when read naively: total and subtotal
 * rows among the lines (labelled "Total ...", "Potential Gross Income", or a group's sum under any name), an
 * In-Place | Pro Forma pair of columns (sometimes in halves with per-unit, per-SF and % columns), rows per unit and
 * per square foot under the total, and a "12 month" report that holds one month. The truth is the in-place year.
 */
const EXPENSES = [
  "Real Estate Taxes",
  "Insurance",
  "Repairs & Maintenance",
  "Management Fee",
  "Landscaping",
  "Payroll",
  "Pest Control",
  "Advertising",
  "Legal & Professional",
];
const UTILITIES = ["Water/Sewer", "Electric", "Gas", "Trash Removal"];
const PAIRS = [
  ["In-Place", "Pro Forma"],
  ["Actual", "Pro Forma"],
  ["Current", "Pro Forma"],
  ["T-12", "Year 1"],
  ["In Place", "Pro Forma"],
] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const money = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;

type Layout = "pair" | "halves" | "one-month" | "subtotals" | "unnamed-derived";
type Line = { label: string; cents: number; proForma: number; kind: "item" | "total" | "heading" };

export function randomStatementVariant(random: Random): StatementDoc {
  const layout = random.pick([
    "pair",
    "halves",
    "one-month",
    "subtotals",
    "unnamed-derived",
  ] as const satisfies readonly Layout[]);
  const units = random.int(6, 90);
  const sqft = units * random.int(600, 950);
  // Whole dollars a year per line (times 12 a month for the one-month report), so every printed sum is exact.
  const amount = (lo: number, hi: number) => units * random.int(lo, hi) * 1200;
  const uplift = () => 1 + random.int(0, 15) / 100;
  const rent = amount(800, 1600);
  const other = amount(5, 40);
  const vacancy = Math.round((rent * 0.05) / 1200) * 1200;
  const gross = rent + other;
  const effective = gross - vacancy;
  const expenseLines = random
    .shuffle(EXPENSES)
    .slice(0, random.int(3, 7))
    .map((label) => ({ label, cents: amount(10, 90) }));
  const utilities = random
    .shuffle(UTILITIES)
    .slice(0, random.int(2, 3))
    .map((label) => ({ label, cents: amount(5, 40) }));
  const utilityTotal = utilities.reduce((s, u) => s + u.cents, 0);
  const operating = expenseLines.reduce((s, e) => s + e.cents, 0) + utilityTotal;
  const noi = effective - operating;
  const pf = (cents: number) => Math.round((cents * uplift()) / 100) * 100;
  const features = [`statement:${layout}`];

  const lines: Line[] = [];
  const item = (label: string, cents: number): Line => ({ label, cents, proForma: pf(cents), kind: "item" });
  const sumRow = (label: string, cents: number, over: Line[]): Line => ({
    label,
    cents,
    proForma: over.reduce((s, l) => s + l.proForma, 0),
    kind: "total",
  });
  const heading = (label: string): Line => ({ label, cents: 0, proForma: 0, kind: "heading" });
  // Income: the rent line, other income, a gross total under one of its names, vacancy, the effective income.
  const income = [item("Gross Potential Rent", rent), item(random.pick(["Other Income", "Laundry Income"]), other)];
  lines.push(heading("Income"), ...income);
  lines.push(sumRow(random.pick(["Potential Gross Income", "Gross Potential Income", "Gross Income"]), gross, income));
  const vacancyLine: Line = { label: "Less: Vacancy (5%)", cents: vacancy, proForma: pf(vacancy), kind: "item" };
  lines.push(vacancyLine);
  lines.push({
    label: "Effective Gross Income",
    cents: effective,
    proForma: income.reduce((s, l) => s + l.proForma, 0) - vacancyLine.proForma,
    kind: "total",
  });
  lines.push(heading("Expenses"));
  const expenseItems = expenseLines.map((e) => item(e.label, e.cents));
  lines.push(...expenseItems);
  // A group of utilities closed by its own total, labelled or not (a sum row under any name is still a total).
  const utilityItems = utilities.map((u) => item(u.label, u.cents));
  const groupLabel = random.pick(["Total Utilities", "Utilities Subtotal", "Utilities Combined"]);
  features.push(groupLabel.startsWith("Total") ? "subtotal-labelled" : "subtotal-unlabelled");
  lines.push(heading("Utilities"), ...utilityItems, sumRow(groupLabel, utilityTotal, utilityItems));
  const allExpenses = [...expenseItems, ...utilityItems];
  lines.push(sumRow(random.pick(["Total Expenses", "Total Operating Expenses"]), operating, allExpenses));
  const proFormaNoi =
    (lines.find((l) => l.label === "Effective Gross Income")?.proForma ?? 0) -
    allExpenses.reduce((s, l) => s + l.proForma, 0);
  lines.push({ label: "Net Operating Income", cents: noi, proForma: proFormaNoi, kind: "total" });

  const [inPlace, proForma] = random.pick(PAIRS);
  let header: string[][];
  let row: (l: Line) => string[];
  let title = ["Operating Statement", "For the Year Ended December 31, 2024"];
  if (layout === "one-month") {
    // A "12 month" report run for one month: one month column and a Total, both the month's figures.
    const month = `${random.pick(MONTHS)} 2024`;
    title = ["Statement (12 months)", "Book = Accrual"];
    header = [["Account", month, "Total"]];
    row = (l) => (l.kind === "heading" ? [l.label] : [l.label, money(l.cents / 12), money(l.cents / 12)]);
  } else if (layout === "unnamed-derived") {
    // Per-unit, per-SF and % columns that no heading names: the in-place figures only, under a title.
    header = [["Annual Operating Statement"]];
    row = (l) =>
      l.kind === "heading"
        ? [l.label]
        : [
            l.label,
            dollars(l.cents),
            dollars(l.cents / units),
            (l.cents / 100 / sqft).toFixed(2),
            `${((100 * l.cents) / effective).toFixed(1)}%`,
          ];
  } else if (layout === "halves") {
    features.push("per-unit-sf-percent");
    header = [
      ["", inPlace, "", "", "", proForma, "", "", ""],
      ["", "Annually", "$ per Unit", "$ per SF", "% of EGI", "Annually", "$ per Unit", "$ per SF", "% of EGI"],
    ];
    const half = (cents: number) => [
      dollars(cents),
      money(cents / units),
      (cents / 100 / sqft).toFixed(2),
      `${((100 * cents) / effective).toFixed(1)}%`,
    ];
    row = (l) => (l.kind === "heading" ? [l.label] : [l.label, ...half(l.cents), ...half(l.proForma)]);
  } else {
    header = [["", inPlace, proForma]];
    row = (l) => (l.kind === "heading" ? [l.label] : [l.label, dollars(l.cents), dollars(l.proForma)]);
  }
  const rows = [...header, ...lines.map(row)];
  if (layout !== "one-month" && random.chance(0.5)) {
    // Figures per unit and per square foot under the statement: never money.
    features.push("per-unit-rows");
    const at = rows.findIndex((r) => /^Total (Operating )?Expenses$/.test(r[0] ?? "")) + 1;
    const perRow = (label: string, divisor: number) =>
      layout === "unnamed-derived"
        ? [label, money(operating / divisor)]
        : layout === "halves"
          ? [label, money(operating / divisor), "", "", "", money(operating / divisor), "", "", ""]
          : [label, money(operating / divisor), money(operating / divisor)];
    rows.splice(at, 0, perRow("Expenses/Unit", units), perRow("Expenses/SF", sqft));
  }
  return {
    truth: { expensesCents: operating, expenseLines: allExpenses.length, noiCents: noi },
    title,
    rows,
    numeric: rows.map((r) => r.length > 1),
    features,
  };
}
