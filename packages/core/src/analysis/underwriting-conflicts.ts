import { DEFAULT_IRR_ASSUMPTIONS } from "../finance/analyze-deal";
import { usd } from "./format";
import type { PropertyFacts } from "./deal-input";

/**
 * Underwriting inputs the property cannot honour (issue 33, "refuse or honour, never ignore"): a value-add plan
 * renovating more units than the building (or the rent roll's units of a type) has, a refinance outside the hold, loans
 * or a down payment above the price. The engine would quietly cap each; the API refuses them with a 400 naming the
 * field and Financials shows the message beside it. One function, so the server and the screen say the same.
 */
export type UnderwritingConflict = {
  /** The field, as the API names it ("underwriting.refinance.year"). */
  path: string;
  message: string;
  /** The property's top-level fields this conflict is made of: a change to one of them must not create it. */
  inputs: readonly string[];
};

type Facts = Pick<
  PropertyFacts,
  | "price"
  | "unitCount"
  | "units"
  | "cashPurchase"
  | "downPaymentPct"
  | "downPaymentAmt"
  | "irrAssumptions"
  | "underwriting"
>;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Bedrooms a value-add unit type's label names ("2BR", "2 Bed / 1 Bath", "2 bd", "Studio"), else null. */
export function bedsOfLabel(label: string | null | undefined): number | null {
  if (!label) return null;
  if (/\bstudios?\b|\bjr\.?\s*1\b|\beff(iciency)?\b/i.test(label)) return /\bjr/i.test(label) ? null : 0;
  const match = /\b(\d{1,2})\s*(?:-\s*)?(?:br|bd|bed(?:room)?s?|b\/|\/)/i.exec(label);
  return match ? Number(match[1]) : null;
}

function valueAddConflicts(p: Facts): UnderwritingConflict[] {
  const plan = p.underwriting?.valueAdd;
  if (!plan) return [];
  const inputs = ["underwriting", "units", "unitCount"];
  const buildingUnits = p.unitCount > 0 ? p.unitCount : p.units.length;
  const planned = plan.unitTypes.reduce((total, type) => total + type.units, 0);
  if (buildingUnits > 0 && planned > buildingUnits)
    return [
      {
        path: "underwriting.valueAdd.unitTypes",
        message: `The value-add plan renovates ${plural(planned, "unit", "units")}; the building has ${buildingUnits.toLocaleString("en-US")}.`,
        inputs,
      },
    ];
  // Per type, only where the rent roll gives every unit a bed count and the label names one.
  if (p.units.length === 0 || p.units.some((u) => u.beds === null)) return [];
  const plannedByBeds = new Map<number, number>();
  plan.unitTypes.forEach((type) => {
    const beds = bedsOfLabel(type.label);
    if (beds !== null) plannedByBeds.set(beds, (plannedByBeds.get(beds) ?? 0) + type.units);
  });
  return plan.unitTypes.flatMap((type, i) => {
    const beds = bedsOfLabel(type.label);
    if (beds === null) return [];
    const have = p.units.filter((u) => u.beds === beds).length;
    const want = plannedByBeds.get(beds) ?? 0;
    if (want <= have || plan.unitTypes.findIndex((t) => bedsOfLabel(t.label) === beds) !== i) return [];
    const kind = beds === 0 ? "studios" : `${beds}-bedroom units`;
    return [
      {
        path: `underwriting.valueAdd.unitTypes.${i}.units`,
        message: `The plan renovates ${want.toLocaleString("en-US")} ${kind}; the rent roll has ${have.toLocaleString("en-US")}.`,
        inputs,
      },
    ];
  });
}

function refinanceConflicts(p: Facts): UnderwritingConflict[] {
  const refi = p.underwriting?.refinance;
  if (!refi) return [];
  const hold = p.irrAssumptions?.holdYears ?? DEFAULT_IRR_ASSUMPTIONS.holdYears;
  if (refi.year < hold) return [];
  const choice = hold > 1 ? `choose a year from 1 to ${hold - 1}` : "lengthen the hold or remove the refinance";
  return [
    {
      path: "underwriting.refinance.year",
      message: `A refinance at the end of year ${refi.year} falls outside the ${hold}-year hold (the sale repays the loans then): ${choice}.`,
      inputs: ["underwriting", "irrAssumptions"],
    },
  ];
}

function loanConflicts(p: Facts): UnderwritingConflict[] {
  const loans = p.underwriting?.loans ?? [];
  if (p.price <= 0) return [];
  if (loans.length > 0) {
    const total = loans.reduce((sum, loan) => sum + (loan.amount ?? ((loan.amountPct ?? 0) / 100) * p.price), 0);
    if (total <= p.price + 0.5) return [];
    return [
      {
        path: "underwriting.loans",
        message: `The loans add up to ${usd(total)}, more than the ${usd(p.price)} price.`,
        inputs: ["underwriting", "price"],
      },
    ];
  }
  if (p.cashPurchase || p.downPaymentPct !== null || p.downPaymentAmt === null || p.downPaymentAmt <= p.price)
    return [];
  return [
    {
      path: "downPaymentAmt",
      message: `The down payment of ${usd(p.downPaymentAmt)} is more than the ${usd(p.price)} price.`,
      inputs: ["downPaymentAmt", "price", "cashPurchase"],
    },
  ];
}

export function underwritingConflicts(p: Facts): UnderwritingConflict[] {
  return [...valueAddConflicts(p), ...refinanceConflicts(p), ...loanConflicts(p)];
}

/** The conflicts a change (its top-level fields) is responsible for: those made of a field it sets. */
export const conflictsOfChange = (conflicts: readonly UnderwritingConflict[], changed: readonly string[]) =>
  conflicts.filter((c) => c.inputs.some((input) => changed.includes(input)));
