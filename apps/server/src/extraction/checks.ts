import type { ExtractionCheck } from "@plexwise/core";
import type { MergedProperty } from "./merge";

/**
 * Each printed total set against the rows it totals, for the review to mark: the unit count against the
 * unit rows, the rent roll's total against the rents in place, total expenses against the expense lines
 * (and lines moved out of them), the NOI against income less expenses. A difference within a dollar
 * per line (statements print rounded sums) is not one.
 */
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const tolerance = (lines: number): number => Math.max(100, lines * 100);

export function buildChecks(merged: MergedProperty): ExtractionCheck[] {
  const checks: ExtractionCheck[] = [];
  const { reported, units, expenses, otherIncome } = merged;
  const add = (
    key: ExtractionCheck["key"],
    label: string,
    printed: { value: number; page: number; sourceFile: string; line?: string },
    computedCents: number,
    okWithin: number,
    money = true,
  ) => {
    const scale = money ? 100 : 1;
    checks.push({
      key,
      label,
      printed: printed.value / scale,
      computed: computedCents / scale,
      difference: (printed.value - computedCents) / scale,
      ok: Math.abs(printed.value - computedCents) <= okWithin,
      source: { file: printed.sourceFile, page: printed.page, line: printed.line ?? null },
    });
  };
  const count = reported.unitCount;
  if (count && units.length > 0) add("unit_count", "Units", count, units.length, 0, false);
  const rent = reported.rentRollMonthlyCents;
  if (rent && units.length > 0)
    add("rent_roll_monthly", "Rent roll total (monthly)", rent, sum(units.map((u) => u.rentCents ?? 0)), 100);
  const expenseTotal = reported.totalExpensesAnnualCents;
  if (expenseTotal && expenses.length > 0) {
    const lines = sum(expenses.map((e) => e.annualCents)) + merged.movedOutCents;
    add("total_expenses_annual", "Total expenses (annual)", expenseTotal, lines, tolerance(expenses.length));
  }
  const noi = reported.noiAnnualCents;
  const income = reported.grossIncomeAnnualCents;
  if (noi && income && expenseTotal && otherIncome.length + expenses.length > 0)
    add(
      "noi_annual",
      "Net operating income (annual)",
      noi,
      income.value - expenseTotal.value - merged.noiDeductionsCents,
      200,
    );
  return checks;
}
