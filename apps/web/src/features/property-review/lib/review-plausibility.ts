import { checkPlausibility, type PlausibilityFinding } from "@plexwise/core/analysis";
import { reviewFormToCreateInput } from "./review-form-to-create-input";
import type { ReviewForm } from "./review-form";

/**
 * The plausibility guard on what the review would create: the property as it would be saved (cash purchase,
 * no terms yet), its lines held against the totals the documents print (the same check Financials, /compare and
 * the report make on the saved property), and the rent roll against a printed total the checks found.
 */
export function reviewFindings(form: ReviewForm): PlausibilityFinding[] {
  const input = reviewFormToCreateInput(form);
  const units = input.units ?? [];
  const printed = form.provenance.checks.find((c) => c.key === "rent_roll_monthly")?.printed ?? null;
  return checkPlausibility({
    price: input.price ?? 0,
    unitCount: input.unitCount ?? units.length,
    squareFeet: input.squareFeet ?? null,
    yearBuilt: input.yearBuilt ?? null,
    units,
    otherIncome: input.otherIncome ?? [],
    expenses: input.expenses ?? [],
    vacancyPct: null,
    cashPurchase: true,
    downPaymentPct: null,
    downPaymentAmt: null,
    interestRatePct: null,
    amortYears: null,
    irrAssumptions: null,
    printedRentRollMonthlyCents: printed === null ? null : Math.round(printed * 100),
    documentTotals: input.documentTotals ?? null,
  });
}
