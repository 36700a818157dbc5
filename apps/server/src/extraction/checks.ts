import type { ExtractionCheck } from "@plexwise/core";
import type { MergedProperty } from "./merge";
import { incomeLinesTotal } from "./rules/reconcile";

/**
 * Each printed total set against the rows it totals, for the review to mark: the unit count against the
 * unit rows, the rent roll's total against the rents in place, total expenses against the expense lines
 * (and lines moved out of them), the NOI against income less expenses. A difference within a dollar
 * per line (statements print rounded sums) is not one.
 */
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const tolerance = (lines: number): number => Math.max(100, lines * 100);
/** Rows that miss their printed total by more than 1% are no reading of the table: a finding to act on. */
const HIGH_SEVERITY_SHARE = 0.01;

type PrintedCount = { value: number; page: number; sourceFile: string; line?: string };

/**
 * A count of units the documents print elsewhere than the rent roll (the building's "N units", the unit mix's
 * total), when the residential rows read exceed it: a commercial suite is no residential unit.
 */
function printedUnitsExceeded(merged: MergedProperty): { count: PrintedCount; rows: number } | undefined {
  const rows = merged.units.filter((u) => !u.commercial).length;
  const stated = merged.facts.unitsTotal;
  if (stated && rows > stated.value) return { count: stated, rows };
  const mixTotal = merged.unitMix.reduce((s, m) => s + m.count, 0);
  const first = merged.unitMix[0];
  if (first && mixTotal > 0 && rows > mixTotal)
    return { count: { value: mixTotal, page: first.page, sourceFile: first.sourceFile }, rows };
  return undefined;
}

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
    const off = Math.abs(printed.value - computedCents);
    const ok = off <= okWithin;
    checks.push({
      key,
      label,
      printed: printed.value / scale,
      computed: computedCents / scale,
      difference: (printed.value - computedCents) / scale,
      ok,
      source: { file: printed.sourceFile, page: printed.page, line: printed.line ?? null },
      ...(ok ? {} : { severity: off > Math.abs(printed.value) * HIGH_SEVERITY_SHARE ? "high" : "low" }),
    });
  };
  const count = reported.unitCount;
  // Without the rent roll's own count: the building's "N units" or the unit mix's total, when the rows exceed it.
  const elsewhere = count ? undefined : printedUnitsExceeded(merged);
  if (count && units.length > 0) add("unit_count", "Units", count, units.length, 0, false);
  else if (elsewhere) add("unit_count", "Units", elsewhere.count, elsewhere.rows, 0, false);
  const rent = reported.rentRollMonthlyCents;
  if (rent && units.length > 0)
    add("rent_roll_monthly", "Rent roll total (monthly)", rent, sum(units.map((u) => u.rentCents ?? 0)), 100);
  const expenseTotal = reported.totalExpensesAnnualCents;
  if (expenseTotal && expenses.length > 0) {
    const lines = sum(expenses.map((e) => e.annualCents)) + merged.movedOutCents;
    add("total_expenses_annual", "Total expenses (annual)", expenseTotal, lines, tolerance(expenses.length));
  }
  // Income after vacancy when the document prints it (an OM prints gross, vacancy, then effective income).
  const income = reported.effectiveIncomeAnnualCents ?? reported.grossIncomeAnnualCents;
  const incomeLines = otherIncome.filter((i) => i.sourceFile === income?.sourceFile && i.page === income.page);
  // With a rent roll the statement's rent lines were left out for the units': only a whole set of lines is checked.
  if (income && incomeLines.length > 2 && incomeLines.some((i) => i.incomeKind === "rent"))
    add(
      "total_income_annual",
      "Total income (annual)",
      income,
      incomeLinesTotal(incomeLines, income.value),
      tolerance(incomeLines.length),
    );
  const noi = reported.noiAnnualCents;
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
