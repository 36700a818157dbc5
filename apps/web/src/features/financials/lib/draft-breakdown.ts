import { cashFlowBreakdown, type DealAnalysis, type DealInput } from "@plexwise/core/finance";
import type { FinancialsDraft } from "./draft";

/** The donut's slices of a draft: the engine's input already holds each expense in dollars, in row order. */
export const draftBreakdown = (draft: FinancialsDraft, input: DealInput, analysis: DealAnalysis) =>
  cashFlowBreakdown({
    mortgage: analysis.monthly.debtService,
    expenses: draft.expenses.map((row, i) => ({
      key: row.id,
      label: row.item.label,
      amount: input.expensesMonthly[i] ?? 0,
    })),
    cashFlow: analysis.monthly.cashFlow,
  });
