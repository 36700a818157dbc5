import { dealInputOfProperty, type PropertyFacts } from "@plexwise/core/analysis";
import type { DealInput } from "@plexwise/core/finance";
import type { FinancialsDraft } from "./draft";

/** The draft as the stored property it will be saved as: what the deal model reads. */
export function factsOfDraft(draft: FinancialsDraft): PropertyFacts {
  return {
    price: draft.price,
    unitCount: draft.unitCount,
    squareFeet: draft.squareFeet,
    yearBuilt: null,
    units: draft.income.flatMap((row) => (row.kind === "unit" ? [row.unit] : [])),
    otherIncome: draft.income.flatMap((row) => (row.kind === "other" ? [row.item] : [])),
    expenses: draft.expenses.map((row) => row.item),
    vacancyPct: draft.vacancyPct,
    cashPurchase: draft.cashPurchase,
    downPaymentPct: draft.downPayment.mode === "pct" ? draft.downPayment.value : null,
    downPaymentAmt: draft.downPayment.mode === "amt" ? draft.downPayment.value : null,
    interestRatePct: draft.interestRatePct,
    amortYears: draft.amortYears,
    irrAssumptions: draft.irr,
    underwriting: draft.underwriting,
  };
}

/**
 * The engine's input for the screen: core's deal model of the draft, so Financials shows the same figures as
 * the list, the pro-forma and /compare for the same property (one rule for vacant units, one for the down payment).
 */
export const dealInputOf = (draft: FinancialsDraft): DealInput => dealInputOfProperty(factsOfDraft(draft));
