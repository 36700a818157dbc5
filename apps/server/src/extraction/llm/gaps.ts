import type { DocumentExtraction, Facts } from "../rules/types";

/**
 * What no document's rules read, across all the files of one extraction. The model is asked only for
 * these, so whatever it adds never competes with a value the rules read from another file.
 */
export const MODEL_FACTS = [
  "address",
  "city",
  "state",
  "zip",
  "price",
  "yearBuilt",
  "squareFeet",
  "unitsTotal",
] as const;
export type ModelFact = (typeof MODEL_FACTS)[number];

export type Gaps = { units: boolean; expenses: boolean; income: boolean; facts: ModelFact[] };

const known = (docs: DocumentExtraction[], key: keyof Facts): boolean =>
  docs.some((d) => d.facts[key] !== undefined || (key === "unitsTotal" && d.reported.unitCount !== undefined));

export function findGaps(docs: DocumentExtraction[]): Gaps {
  return {
    units: !docs.some((d) => d.units.length > 0),
    expenses: !docs.some((d) => d.expenses.length > 0),
    income: !docs.some((d) => d.otherIncome.length > 0),
    facts: MODEL_FACTS.filter((key) => !known(docs, key)),
  };
}

export const hasGaps = (gaps: Gaps): boolean => gaps.units || gaps.expenses || gaps.income || gaps.facts.length > 0;

/** Rent comparables describe other buildings, and a warehouse has no units: the model is not asked about them. */
export const worthAsking = (doc: DocumentExtraction): boolean =>
  doc.role !== "rent_comps" && doc.propertyKind !== "not_residential";
