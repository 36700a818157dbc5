import { showMoney } from "./cells";
import type { ExtractedUnit, Facts, LineItem, ReportedTotals, SetAside } from "./types";

/**
 * Checks the rows read against the totals the document prints. Each disagreement becomes a warning a
 * person can act on; nothing is "corrected", because either the rows or the total may be the typo.
 */
type Input = {
  fileName: string;
  facts: Partial<Facts>;
  units: ExtractedUnit[];
  expenses: LineItem[];
  otherIncome: LineItem[];
  reported: ReportedTotals;
  setAside: SetAside[];
};

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
/** Statements print whole dollars of unrounded sums: allow a dollar per line. */
const close = (a: number, b: number, lines: number): boolean => Math.abs(a - b) <= Math.max(100, lines * 100);

/** "B-204" -> "A-999": the shape of a unit number, to spot rows unlike the others. */
const shape = (label: string): string => label.replace(/[a-z]/gi, "A").replace(/\d/g, "9");

/**
 * Which rows are likely not units when there are more rows than units: repeated unit numbers, then
 * rows whose unit number is shaped unlike most (a summary's counts under "101", "102"), then the last.
 */
function extraRows(units: ExtractedUnit[], howMany: number): string {
  const seen = new Set<string>();
  const repeated = units.filter((u) => (seen.has(u.unitNumber) ? true : (seen.add(u.unitNumber), false)));
  const shapes = new Map<string, number>();
  for (const u of units) shapes.set(shape(u.unitNumber), (shapes.get(shape(u.unitNumber)) ?? 0) + 1);
  const common = [...shapes].sort((a, b) => b[1] - a[1])[0]?.[0];
  const odd = units.filter((u) => shape(u.unitNumber) !== common && !repeated.includes(u));
  const named = [...repeated, ...odd, ...units.slice().reverse()].filter((u, i, all) => all.indexOf(u) === i);
  const rows = named.slice(0, Math.min(howMany, 10)).map((u) => `"${u.unitNumber}" (page ${u.page})`);
  const why = repeated.length + odd.length > 0 ? "" : ", the last rows read";
  return `the rows ${rows.join(", ")}${why}`;
}

function unitWarnings({ units, reported, facts, otherIncome }: Input, say: (text: string) => void): void {
  if (units.length === 0) return;
  const stated = reported.unitCount ?? facts.unitsTotal;
  if (stated && stated.value !== units.length) {
    const extra = units.length > stated.value ? `; check ${extraRows(units, units.length - stated.value)}` : "";
    say(`page ${stated.page} states ${stated.value} units but ${units.length} unit rows were read${extra}.`);
  }
  const rent = sum(units.map((u) => u.rentCents ?? 0));
  const vacantAsking = sum(units.filter((u) => u.vacant).map((u) => u.askingRentCents ?? u.marketRentCents ?? 0));
  const vacantNames = units
    .filter((u) => u.vacant)
    .map((u) => u.unitNumber)
    .join(", ");
  const total = reported.rentRollMonthlyCents;
  if (total && total.value !== rent) {
    if (vacantAsking > 0 && total.value === rent + vacantAsking) {
      say(
        `the rent roll's total of ${showMoney(total.value)} counts the asking rent of vacant ${vacantNames}; rent in place is ${showMoney(rent)} a month.`,
      );
    } else {
      say(
        `the rent roll's total on page ${total.page} is ${showMoney(total.value)} a month but its unit rows add up to ${showMoney(rent)} (${showMoney(Math.abs(total.value - rent))} ${rent < total.value ? "less" : "more"}).`,
      );
    }
  }
  const market = reported.rentRollMarketMonthlyCents;
  const marketRows = sum(units.map((u) => u.marketRentCents ?? 0));
  if (market && market.value !== marketRows)
    say(
      `the pro-forma rent total on page ${market.page} is ${showMoney(market.value)} but the unit rows add up to ${showMoney(marketRows)}.`,
    );
  const sqft = reported.rentRollSqft;
  const sqftRows = sum(units.map((u) => u.sqft ?? 0));
  if (sqft && sqftRows > 0 && sqft.value !== sqftRows)
    say(
      `the total row on page ${sqft.page} prints ${sqft.value.toLocaleString("en-US")} square feet but the units add up to ${sqftRows.toLocaleString("en-US")}.`,
    );
  const monthly = reported.monthlyIncomeCents;
  const collected = rent + sum(otherIncome.filter((i) => i.incomeKind === "other").map((i) => i.monthlyCents));
  if (monthly && monthly.value !== collected) {
    const why =
      vacantAsking > 0 && monthly.value === collected + vacantAsking
        ? `, because it counts the asking rent of vacant ${vacantNames} (${showMoney(vacantAsking)})`
        : "";
    say(
      `page ${monthly.page} prints monthly income of ${showMoney(monthly.value)}; the rent in place and other income read add up to ${showMoney(collected)}${why}.`,
    );
  }
  const gross = reported.grossIncomeAnnualCents;
  if (gross && !reported.monthlyIncomeCents && Math.abs(gross.value - rent * 12) > 0 && otherIncome.length === 0) {
    say(
      `page ${gross.page} prints gross rental income of ${showMoney(gross.value)} a year; the rent roll adds up to ${showMoney(rent * 12)} (${showMoney(rent)} a month).`,
    );
  }
}

/**
 * The printed income total the lines are checked against: the effective income (after vacancy) when printed,
 * else the total or gross income.
 */
export const printedIncome = (reported: ReportedTotals) =>
  reported.effectiveIncomeAnnualCents ?? reported.grossIncomeAnnualCents;

/**
 * What the income lines add up to for a printed total: all of them, or (for a gross income printed before vacancy)
 * those before the deductions, whichever is nearer.
 */
export function incomeLinesTotal(lines: LineItem[], printed: number): number {
  const all = sum(lines.map((i) => i.annualCents));
  const gross = sum(lines.filter((i) => i.incomeKind !== "rent_adjustment").map((i) => i.annualCents));
  return Math.abs(gross - printed) < Math.abs(all - printed) ? gross : all;
}

function statementWarnings({ expenses, reported, setAside, otherIncome }: Input, say: (text: string) => void): void {
  // Lines moved out of the printed operating expenses (loan payments, capex) still count towards its total.
  const movedOut = sum(setAside.filter((s) => s.why === "inside_expenses").map((s) => s.annualCents));
  const expenseTotal = sum(expenses.map((e) => e.annualCents)) + movedOut;
  const printed = reported.totalExpensesAnnualCents;
  if (printed && expenses.length > 0 && !close(printed.value, expenseTotal, expenses.length)) {
    say(
      `total expenses on page ${printed.page} are ${showMoney(printed.value)} a year but the expense lines read add up to ${showMoney(expenseTotal)}.`,
    );
  }
  const income = printedIncome(reported);
  const incomeLines = otherIncome.filter((i) => i.incomeKind !== undefined && i.page === income?.page);
  const incomeTotal = incomeLinesTotal(incomeLines, income?.value ?? 0);
  if (income && incomeLines.length > 2 && !close(income.value, incomeTotal, incomeLines.length)) {
    say(
      `total income on page ${income.page} is ${showMoney(income.value)} but the income lines read add up to ${showMoney(incomeTotal)}.`,
    );
  }
  const noi = reported.noiAnnualCents;
  const deductions = setAside.filter((s) => s.why === "noi_deduction");
  const noiIncome = reported.effectiveIncomeAnnualCents ?? reported.grossIncomeAnnualCents;
  if (noi && noiIncome && printed) {
    const expected = noiIncome.value - printed.value - sum(deductions.map((d) => d.annualCents));
    if (!close(expected, noi.value, 2))
      say(
        `the NOI on page ${noi.page} (${showMoney(noi.value)}) is not income less expenses (${showMoney(expected)}).`,
      );
  }
  if (deductions.length > 0) {
    const list = deductions.map((d) => `${d.label} ${showMoney(d.annualCents)}`).join(", ");
    say(`besides its expenses, the statement deducts ${list} before NOI; these are not in the expense lines.`);
  }
  const below = new Map<string, number>();
  for (const s of setAside.filter((x) => x.why === "below_noi"))
    below.set(s.group ?? s.label, (below.get(s.group ?? s.label) ?? 0) + s.annualCents);
  if (below.size > 0) {
    const list = [...below].map(([group, cents]) => `${group} ${showMoney(cents)}`).join(", ");
    say(`below the NOI line and left out of operating expenses: ${list}.`);
  }
}

export function reconcile(input: Input): string[] {
  const warnings: string[] = [];
  const say = (text: string) => warnings.push(`${input.fileName}: ${text}`);
  unitWarnings(input, say);
  statementWarnings(input, say);
  return warnings;
}
