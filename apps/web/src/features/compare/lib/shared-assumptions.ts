import type { CompareAssumptions } from "@plexwise/core";
import { IRR_ASSUMPTION_LIMITS } from "@plexwise/core/limits";

export type NumberAssumption = Exclude<keyof CompareAssumptions, "cashPurchase">;

export type AssumptionField = {
  key: NumberAssumption;
  label: string;
  unit: "%" | "years";
  min: number;
  max: number;
  wholeYears?: boolean;
};

/** The shared assumptions of /compare, with the ranges the API accepts (core's compareAssumptionsSchema). */
export const ASSUMPTION_FIELDS: AssumptionField[] = [
  { key: "vacancyPct", label: "Vacancy", unit: "%", min: 0, max: 100 },
  { key: "downPaymentPct", label: "Down payment", unit: "%", min: 0, max: 100 },
  { key: "interestRatePct", label: "Interest rate", unit: "%", min: 0, max: 30 },
  { key: "amortYears", label: "Amortization", unit: "years", min: 1, max: 40, wholeYears: true },
  { key: "holdYears", label: "Hold period", unit: "years", ...IRR_ASSUMPTION_LIMITS.holdYears, wholeYears: true },
  { key: "rentGrowthPct", label: "Rent growth", unit: "%", ...IRR_ASSUMPTION_LIMITS.rentGrowthPct },
  { key: "expenseGrowthPct", label: "Expense growth", unit: "%", ...IRR_ASSUMPTION_LIMITS.expenseGrowthPct },
  { key: "exitCapRatePct", label: "Exit cap rate", unit: "%", ...IRR_ASSUMPTION_LIMITS.exitCapRatePct },
  { key: "saleCostsPct", label: "Sale costs", unit: "%", ...IRR_ASSUMPTION_LIMITS.saleCostsPct },
];

/** What the form holds: the typed text of each field, and cash purchase for all (true/false) or each's own (null). */
export type AssumptionsDraft = { texts: Partial<Record<NumberAssumption, string>>; cashPurchase: boolean | null };
export const EMPTY_DRAFT: AssumptionsDraft = { texts: {}, cashPurchase: null };

export type FieldErrors = Partial<Record<NumberAssumption, string>>;
export type ReadAssumptions = { ok: true; assumptions: CompareAssumptions } | { ok: false; errors: FieldErrors };

function fieldError(field: AssumptionField, value: number | null): string | null {
  if (value === null) return `${field.label} must be a number.`;
  if (field.wholeYears && !Number.isInteger(value)) return `${field.label} must be whole years.`;
  if (value < field.min || value > field.max) return `${field.label} must be from ${field.min} to ${field.max}.`;
  return null;
}

const typedNumber = (text: string): number | null => {
  const cleaned = text.replace(/[%,\s]/g, "");
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : null;
};

/** The request's assumptions from the form: an empty field is left out (each property keeps its own value). */
export function readAssumptions(draft: AssumptionsDraft): ReadAssumptions {
  const assumptions: CompareAssumptions = {};
  const errors: FieldErrors = {};
  for (const field of ASSUMPTION_FIELDS) {
    const text = draft.texts[field.key]?.trim() ?? "";
    if (!text) continue;
    const value = typedNumber(text);
    const error = fieldError(field, value);
    if (error) errors[field.key] = error;
    else assumptions[field.key] = value ?? undefined;
  }
  if (draft.cashPurchase !== null) assumptions.cashPurchase = draft.cashPurchase;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, assumptions };
}
