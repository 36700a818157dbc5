import type { ExpenseItem, OtherIncomeItem, Unit } from "@plexwise/core";
import { centsToInputText, formatCents, formatGrouped, monthlyToAnnualCents } from "@plexwise/core/money";
import type { LineItemView } from "../components/line-item-row";
import { incomeRowCents, incomeRowLabel, type FinancialsDraft } from "./draft";
import type { ViewMode } from "./amount-text";

/** An amount as its input shows it: monthly with cents when it has them, annual in whole dollars. */
function amountTexts(monthlyCents: number, mode: ViewMode) {
  if (mode === "monthly")
    return { display: centsToInputText(monthlyCents), editText: centsToInputText(monthlyCents).replace(/,/g, "") };
  const annualDollars = Math.round(monthlyToAnnualCents(monthlyCents) / 100);
  return { display: formatGrouped(annualDollars), editText: String(annualDollars) };
}

function unitDetail(unit: Unit): string {
  const parts = [
    unit.beds !== null ? `${unit.beds} bd` : null,
    unit.baths !== null ? `${unit.baths} ba` : null,
    unit.sqft !== null ? `${formatGrouped(unit.sqft)} sf` : null,
    unit.vacant ? (unit.monthlyRentCents ? "vacant: asking rent, not counted" : "vacant") : null,
    unit.marketRentCents !== null ? `market ${formatCents(unit.marketRentCents)}` : null,
  ];
  return parts.filter(Boolean).join(" · ");
}

/** Where an extracted line came from, so the number can be checked against the document. */
function sourceDetail(item: OtherIncomeItem | ExpenseItem): string | undefined {
  if (item.source !== "document" || !item.sourceFile) return undefined;
  return item.sourcePage ? `${item.sourceFile}, page ${item.sourcePage}` : item.sourceFile;
}

export function incomeRowViews(draft: FinancialsDraft, mode: ViewMode): LineItemView[] {
  return draft.income.map((row) => ({
    id: row.id,
    label: incomeRowLabel(row, draft.income),
    detail: row.kind === "unit" ? unitDetail(row.unit) || undefined : sourceDetail(row.item),
    ...amountTexts(incomeRowCents(row), mode),
  }));
}

export function expenseRowViews(draft: FinancialsDraft, mode: ViewMode): LineItemView[] {
  return draft.expenses.map((row) => {
    const source = sourceDetail(row.item);
    return {
      id: row.id,
      label: row.item.label,
      detail:
        [row.item.category !== row.item.label ? row.item.category : null, source].filter(Boolean).join(" · ") ||
        undefined,
      ...amountTexts(row.item.amountMonthlyCents ?? 0, mode),
    };
  });
}
