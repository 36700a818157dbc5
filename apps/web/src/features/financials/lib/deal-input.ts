import type { DealInput } from "@plexwise/core/finance";
import { incomeRowCents, type FinancialsDraft } from "./draft";

/** The one place the screen's stored units (cents per month) become the engine's dollars. */
export function dealInputOf(draft: FinancialsDraft): DealInput {
  return {
    price: draft.price,
    unitCount: draft.unitCount,
    squareFeet: draft.squareFeet,
    incomeMonthly: draft.income.map((row) => incomeRowCents(row) / 100),
    expensesMonthly: draft.expenses.map((row) => (row.item.amountMonthlyCents ?? 0) / 100),
    vacancyPct: draft.vacancyPct ?? 0,
    cashPurchase: draft.cashPurchase,
    downPaymentPct: draft.downPayment.mode === "pct" ? draft.downPayment.value : null,
    downPaymentAmt: draft.downPayment.mode === "amt" ? draft.downPayment.value : null,
    interestRatePct: draft.interestRatePct,
    amortYears: draft.amortYears,
    ...draft.irr,
  };
}
