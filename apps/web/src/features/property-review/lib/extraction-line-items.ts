import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@plexwise/core/limits";
import { centsToInputText } from "@plexwise/core/money";
import { amountFromMonthlyCents, editAnnual } from "./amount-field";
import { cleanLineLabel } from "@plexwise/core/text";
import { asRecord, pick, readCents, readList, readText, readWholeNumber } from "./read-loose-fields";
import { newRowKey, type AmountField, type ExpenseRow, type IncomeRow, type LineSource } from "./review-form";

function readSource(value: unknown): LineSource {
  return value === "derived" || value === "manual" ? value : "document";
}

/** The amount from amount_monthly; failing that from amount_annual, shown as given with monthly = annual / 12. */
function readAmount(item: Record<string, unknown>): AmountField {
  const monthly = readCents(pick(item, "amount_monthly", "amountMonthly", "monthly"));
  if (monthly !== null) return amountFromMonthlyCents(monthly);
  const annual = readCents(pick(item, "amount_annual", "amountAnnual", "annual"));
  return annual === null ? amountFromMonthlyCents(null) : editAnnual(centsToInputText(annual));
}

function readIncomeRow(raw: unknown): IncomeRow | null {
  const item = asRecord(raw);
  if (!item) return null;
  const label = cleanLineLabel(readText(pick(item, "label", "name", "description")));
  const amount = readAmount(item);
  if (!label && amount.monthlyCents === null) return null;
  const page = readWholeNumber(pick(item, "source_page", "sourcePage", "page"));
  const file = readText(pick(item, "source_file", "sourceFile", "file_name", "fileName"));
  return {
    key: newRowKey(),
    label,
    amount,
    source: readSource(item.source),
    sourcePage: page !== null && page >= 1 ? page : null,
    sourceFile: file ? file.slice(0, 255) : null,
    sourceLine: readText(pick(item, "source_line", "sourceLine")) || null,
  };
}

/** Matches "taxes", "TAXES" to the category list; anything else is Other. */
function readCategory(value: unknown): ExpenseCategory {
  const text = readText(value).toLowerCase();
  return EXPENSE_CATEGORIES.find((c) => c.toLowerCase() === text) ?? "Other";
}

export function readOtherIncomeRows(value: unknown): IncomeRow[] {
  return readList(value).flatMap((raw) => readIncomeRow(raw) ?? []);
}

export function readExpenseRows(value: unknown): ExpenseRow[] {
  return readList(value).flatMap((raw) => {
    const row = readIncomeRow(raw);
    return row ? [{ ...row, category: readCategory(asRecord(raw)?.category) }] : [];
  });
}
