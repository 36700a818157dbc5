import { MAX_ROWS } from "@plexwise/core/limits";
import type { ReadDocument } from "../document";
import { showMoney } from "../rules/cells";
import type { ExtractedUnit, LineItem, ReportedTotals, Sourced } from "../rules/types";
import { toExpense, toIncome } from "./model-rows";
import { reconciles, type PrintedTotals } from "./printed-totals";
import type { ExtractionHelp } from "./schema";
import { findText, type ShownText } from "./shown-text";

/**
 * Expense and income lines for a document whose statement the rules could not read. The model's lines
 * are taken only when each label is printed in the document and their sum matches the statement's
 * printed total (total expenses; total income, or the monthly income printed beside a rent roll).
 */
export type AcceptedLines = { lines: LineItem[]; reported: ReportedTotals; summary: string };
type Input = { document: ReadDocument; help: ExtractionHelp; totals: PrintedTotals; shown: ShownText };

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const isLine = (line: LineItem | null): line is LineItem => line !== null;

/** Why lines cannot be taken before any total is looked at, or null. */
function unfit(lines: LineItem[], shown: ShownText): string | null {
  if (lines.length > MAX_ROWS) return `there are more than ${MAX_ROWS} of them`;
  const unprinted = lines.filter((l) => findText(shown, l.label) === null).length;
  return unprinted > 0 ? `${unprinted} of them carry labels the document does not print` : null;
}

export function acceptExpenses(input: Input, say: (text: string) => void): AcceptedLines | null {
  const lines = input.help.expenses.map((e) => toExpense(input.document, e)).filter(isLine);
  if (lines.length === 0) return null;
  const reject = (why: string) => (
    say(`the language model's ${lines.length} expense lines were not used: ${why}.`),
    null
  );
  const why = unfit(lines, input.shown);
  if (why) return reject(why);
  const total = input.totals.totalExpensesAnnualCents;
  if (!total) return reject("no printed total expenses were found to check them against");
  const annual = sum(lines.map((l) => l.annualCents));
  if (!reconciles(annual, total.value))
    return reject(
      `they add up to ${showMoney(annual)} a year but page ${total.page} prints total expenses of ${showMoney(total.value)}`,
    );
  return {
    lines,
    reported: { totalExpensesAnnualCents: total },
    summary: `${lines.length} expense lines, matching the total of ${showMoney(total.value)} a year on page ${total.page}`,
  };
}

/** The monthly income printed beside a rent roll: rent in place plus these lines, or with vacant units' asking rent. */
function matchesMonthly(lines: LineItem[], units: ExtractedUnit[], printed: Sourced<number>): boolean {
  const collected = sum(units.map((u) => u.rentCents ?? 0)) + sum(lines.map((l) => l.monthlyCents));
  const asking = sum(units.filter((u) => u.vacant).map((u) => u.askingRentCents ?? 0));
  return (
    units.length > 0 &&
    (reconciles(collected, printed.value) || (asking > 0 && reconciles(collected + asking, printed.value)))
  );
}

export function acceptIncome(
  input: Input & { units: ExtractedUnit[] },
  say: (text: string) => void,
): AcceptedLines | null {
  const lines = input.help.otherIncome.map((i) => toIncome(input.document, i)).filter(isLine);
  if (lines.length === 0) return null;
  const reject = (why: string) => (
    say(`the language model's ${lines.length} income lines were not used: ${why}.`),
    null
  );
  const why = unfit(lines, input.shown);
  if (why) return reject(why);
  const { totalIncomeAnnualCents: annualTotal, monthlyIncomeCents: monthlyTotal } = input.totals;
  const annual = sum(lines.map((l) => l.annualCents));
  if (annualTotal && reconciles(annual, annualTotal.value))
    return {
      lines,
      reported: { grossIncomeAnnualCents: annualTotal },
      summary: `${lines.length} income lines, matching the total income of ${showMoney(annualTotal.value)} a year on page ${annualTotal.page}`,
    };
  if (monthlyTotal && matchesMonthly(lines, input.units, monthlyTotal))
    return {
      lines,
      reported: {},
      summary: `${lines.length} income lines, matching with the rent roll the monthly income of ${showMoney(monthlyTotal.value)} on page ${monthlyTotal.page}`,
    };
  if (annualTotal)
    return reject(
      `they add up to ${showMoney(annual)} a year but page ${annualTotal.page} prints total income of ${showMoney(annualTotal.value)}`,
    );
  if (monthlyTotal)
    return reject(
      `with the rent roll they do not add up to the monthly income of ${showMoney(monthlyTotal.value)} on page ${monthlyTotal.page}`,
    );
  return reject("no printed total income was found to check them against");
}
