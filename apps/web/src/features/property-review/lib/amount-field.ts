import { annualToMonthlyCents, centsToInputText, monthlyToAnnualCents, parseMoneyToCents } from "@plexwise/core/money";
import type { AmountField } from "./review-form";

/** An amount pair showing a stored monthly figure (null: both inputs empty). */
export function amountFromMonthlyCents(monthlyCents: number | null): AmountField {
  return {
    monthlyCents,
    monthlyText: centsToInputText(monthlyCents),
    annualText: monthlyCents === null ? "" : centsToInputText(monthlyToAnnualCents(monthlyCents)),
  };
}

export const EMPTY_AMOUNT: AmountField = amountFromMonthlyCents(null);

/** The user typed a monthly figure: keep their text, show annual = monthly x 12. */
export function editMonthly(text: string): AmountField {
  const monthlyCents = parseMoneyToCents(text);
  return {
    monthlyCents,
    monthlyText: text,
    annualText: monthlyCents === null ? "" : centsToInputText(monthlyToAnnualCents(monthlyCents)),
  };
}

/** The user typed an annual figure: keep their text, monthly = annual / 12 to the cent. */
export function editAnnual(text: string): AmountField {
  const annualCents = parseMoneyToCents(text);
  const monthlyCents = annualCents === null ? null : annualToMonthlyCents(annualCents);
  return { monthlyCents, monthlyText: centsToInputText(monthlyCents), annualText: text };
}

/** Text that is there but is not an amount (it will be saved as empty). */
export const isUnreadableAmount = (text: string): boolean => text.trim() !== "" && parseMoneyToCents(text) === null;
