import type { ExpenseItem, MonthlyTotals, OtherIncomeItem } from "@plexwise/core";
import type { Workbook } from "exceljs";
import { computed, formulaValue, header, MONEY, refTo } from "./cells";

const FIRST = 5;

/**
 * The Income & Expenses sheet: each other income and expense line with its monthly amount, an annual formula and
 * the document and page it came from; B1 and B2 total the other income and the expenses (the rent is on Rent Roll).
 */
export function addLinesSheet(
  workbook: Workbook,
  otherIncome: readonly OtherIncomeItem[],
  expenses: readonly ExpenseItem[],
  totals: MonthlyTotals,
): { otherIncome: string; expenses: string } {
  const sheet = workbook.addWorksheet("Income & Expenses");
  sheet.columns = [10, 16, 32, 14, 14, 10, 28, 8].map((width) => ({ width }));
  header(sheet, 4, ["Kind", "Category", "Label", "Monthly", "Annual", "Source", "Source document", "Page"]);
  const lines = [
    ...otherIncome.map((i) => ({ kind: "Income", category: "Other income", ...i })),
    ...expenses.map((e) => ({ kind: "Expense", ...e })),
  ];
  lines.forEach((line, i) => {
    const r = FIRST + i;
    const row = sheet.getRow(r);
    const monthly = line.amountMonthlyCents === null ? null : line.amountMonthlyCents / 100;
    row.values = [line.kind, line.category, line.label, monthly];
    row.getCell(5).value = formulaValue(
      computed(`D${r}*12`, monthly === null ? 0 : ((line.amountMonthlyCents ?? 0) * 12) / 100),
    );
    row.getCell(6).value = line.source;
    row.getCell(7).value = line.sourceFile;
    row.getCell(8).value = line.sourcePage;
    [4, 5].forEach((c) => (row.getCell(c).numFmt = MONEY));
  });
  const last = FIRST + Math.max(lines.length, 1) - 1;
  const sumOf = (kind: string, cents: number) =>
    computed(`SUMIF(A${FIRST}:A${last},"${kind}",D${FIRST}:D${last})`, cents / 100);
  sheet.getCell("A1").value = "Other income (monthly)";
  sheet.getCell("B1").value = formulaValue(sumOf("Income", totals.otherIncomeMonthlyCents));
  sheet.getCell("A2").value = "Expenses (monthly)";
  sheet.getCell("B2").value = formulaValue(sumOf("Expense", totals.expensesMonthlyCents));
  for (const a of ["A1", "A2"]) sheet.getCell(a).font = { bold: true };
  for (const b of ["B1", "B2"]) sheet.getCell(b).numFmt = MONEY;
  return { otherIncome: refTo(sheet, "B", 1), expenses: refTo(sheet, "B", 2) };
}
