import {
  analyzeProforma,
  listingSummaryFacts,
  proformaFacts,
  summarizeListing,
  type Comp,
  type CompsResult,
  type ListingSummary,
  type Property,
  type ProformaAnalysis,
} from "@plexwise/core";
import { compsNarrator, proformaNarrator, summaryNarrator } from "./narrators";
import type { AnalysisPlan } from "./run-analysis";

/** Bump a version when its prompt or its deterministic analysis changes: stored results then show as outdated. */
export const PROMPT_VERSIONS = { performa: 1, summary: 1, neighborhood: 2, comps: 2 } as const;

/** The property's numbers the financial analyses are computed from. */
const financialInputs = (p: Property) => ({
  price: p.price,
  unitCount: p.unitCount,
  squareFeet: p.squareFeet,
  yearBuilt: p.yearBuilt,
  units: p.units,
  otherIncome: p.otherIncome,
  expenses: p.expenses,
  vacancyPct: p.vacancyPct,
  cashPurchase: p.cashPurchase,
  downPaymentPct: p.downPaymentPct,
  downPaymentAmt: p.downPaymentAmt,
  interestRatePct: p.interestRatePct,
  amortYears: p.amortYears,
  irrAssumptions: p.irrAssumptions,
  underwriting: p.underwriting,
});

export const performaPlan = (p: Property): AnalysisPlan<ProformaAnalysis> => ({
  kind: "performa",
  promptVersion: PROMPT_VERSIONS.performa,
  inputs: financialInputs(p),
  build: async () => {
    const analysis = analyzeProforma(p);
    return { analysis, facts: proformaFacts(analysis) };
  },
  narrator: proformaNarrator as AnalysisPlan<ProformaAnalysis>["narrator"],
});

export const summaryPlan = (p: Property): AnalysisPlan<ListingSummary> => ({
  kind: "summary",
  promptVersion: PROMPT_VERSIONS.summary,
  inputs: { ...financialInputs(p), nickname: p.nickname, address: p.address, city: p.city, state: p.state, zip: p.zip },
  build: async () => ({ analysis: summarizeListing(p), facts: listingSummaryFacts(p) }),
  narrator: summaryNarrator as AnalysisPlan<ListingSummary>["narrator"],
});

/**
 * Comps depend on where the building is, its rent roll, its documents (which may print comps) and the rents of
 * the owner's properties nearby (`nearby`: those comps), so a new or changed neighbour makes them outdated.
 */
export const compsPlanOf = (
  p: Property,
  nearby: readonly Comp[],
  build: () => Promise<{ analysis: CompsResult; facts: number[]; notice?: string | null }>,
): AnalysisPlan<CompsResult> => ({
  kind: "comps",
  promptVersion: PROMPT_VERSIONS.comps,
  inputs: { address: p.address, zip: p.zip, state: p.state, units: p.units, fullExtract: p.fullExtract, nearby },
  build,
  narrator: compsNarrator as AnalysisPlan<CompsResult>["narrator"],
});
