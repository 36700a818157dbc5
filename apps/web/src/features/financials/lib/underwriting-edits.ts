import type { Underwriting, UnderwritingLoan } from "@plexwise/core";
import { MAX_LOANS, type OfferMetric, type SensitivityAxis, type SensitivityMetric } from "@plexwise/core/finance";
import type { FinancialsDraft } from "./draft";

/** Pure changes of the draft's underwriting; each answers the whole new value the screen saves. */
type U = Underwriting | null;
const of = (u: U): Underwriting => u ?? {};

export type ValueAdd = NonNullable<Underwriting["valueAdd"]>;
export type UnitType = ValueAdd["unitTypes"][number];
export type Refinance = NonNullable<Underwriting["refinance"]>;

/**
 * Adds a loan (at most MAX_LOANS). The first one takes the screen's basic financing (the amount not put down, the
 * rate and the amortization), so the figures do not jump when the loans take over; later ones start at 10% at 6%.
 */
export function addLoan(
  draft: Pick<FinancialsDraft, "underwriting" | "downPayment" | "price" | "interestRatePct" | "amortYears">,
): Underwriting {
  const u = of(draft.underwriting);
  const loans = u.loans ?? [];
  if (loans.length >= MAX_LOANS) return u;
  const downPct =
    draft.downPayment.mode === "pct"
      ? draft.downPayment.value
      : draft.price > 0
        ? (draft.downPayment.value / draft.price) * 100
        : 0;
  const loan: UnderwritingLoan =
    loans.length === 0
      ? {
          label: "First mortgage",
          amountPct: Math.max(0, Math.round((100 - downPct) * 100) / 100),
          ratePct: draft.interestRatePct ?? 6.5,
          amortYears: draft.amortYears ?? 30,
        }
      : { label: `Loan ${loans.length + 1}`, amountPct: 10, ratePct: 6, amortYears: 0 };
  return { ...u, loans: [...loans, loan] };
}

export const updateLoan = (u: U, index: number, change: Partial<UnderwritingLoan>): Underwriting => {
  const base = of(u);
  return { ...base, loans: (base.loans ?? []).map((loan, i) => (i === index ? { ...loan, ...change } : loan)) };
};

export const removeLoan = (u: U, index: number): Underwriting => {
  const base = of(u);
  return { ...base, loans: (base.loans ?? []).filter((_, i) => i !== index) };
};

export const setClosingCosts = (u: U, pct: number | null): Underwriting => ({ ...of(u), closingCostsPct: pct });

export const DEFAULT_REFINANCE: Refinance = { year: 3, ltvPct: 70, ratePct: 6, amortYears: 30, costsPct: 1 };
export const setRefinance = (u: U, refinance: Refinance | null): Underwriting => ({ ...of(u), refinance });

export const NEW_UNIT_TYPE: UnitType = {
  label: "",
  units: 0,
  budgetPerUnit: 0,
  rentPremiumMonthly: 0,
  downtimeMonths: 1,
};
export const EMPTY_PLAN: ValueAdd = { unitTypes: [], commonAreaBudget: 0, unitsPerYear: 0 };

export const setValueAdd = (u: U, change: Partial<ValueAdd> | null): Underwriting => {
  const base = of(u);
  return { ...base, valueAdd: change === null ? null : { ...(base.valueAdd ?? EMPTY_PLAN), ...change } };
};

export const addUnitType = (u: U): Underwriting => {
  const plan = of(u).valueAdd ?? EMPTY_PLAN;
  return setValueAdd(u, { unitTypes: [...plan.unitTypes, NEW_UNIT_TYPE] });
};

export const updateUnitType = (u: U, index: number, change: Partial<UnitType>): Underwriting => {
  const plan = of(u).valueAdd ?? EMPTY_PLAN;
  return setValueAdd(u, { unitTypes: plan.unitTypes.map((t, i) => (i === index ? { ...t, ...change } : t)) });
};

export const removeUnitType = (u: U, index: number): Underwriting => {
  const plan = of(u).valueAdd ?? EMPTY_PLAN;
  return setValueAdd(u, { unitTypes: plan.unitTypes.filter((_, i) => i !== index) });
};

export const setTarget = (u: U, metric: OfferMetric, value: number | null): Underwriting => {
  const base = of(u);
  return { ...base, targets: { ...(base.targets ?? {}), [metric]: value } };
};

export type SensitivityChoice = { rowAxis: SensitivityAxis; colAxis: SensitivityAxis; metric: SensitivityMetric };
export const DEFAULT_SENSITIVITY: SensitivityChoice = { rowAxis: "price", colAxis: "exitCap", metric: "irrPct" };

/** Picks an axis or the metric; picking the other axis's value swaps the two, so the axes always differ. */
export function setSensitivity(u: U, change: Partial<SensitivityChoice>): Underwriting {
  const base = of(u);
  const current = base.sensitivity ?? DEFAULT_SENSITIVITY;
  let next = { ...current, ...change };
  if (next.rowAxis === next.colAxis) {
    next = change.rowAxis ? { ...next, colAxis: current.rowAxis } : { ...next, rowAxis: current.colAxis };
  }
  return { ...base, sensitivity: next };
}
