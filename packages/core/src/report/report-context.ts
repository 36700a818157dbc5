import type { PropertyAnalyses } from "../contracts/analysis";
import type { Property } from "../contracts/property";
import { dealInputOfProperty } from "../analysis/deal-input";
import { analyzeDeal, type DealAnalysis, type DealInput } from "../finance/analyze-deal";

/** What every section of a property's report reads: the property, its deal model and its stored analyses. */
export type ReportContext = {
  property: Property;
  /** The engine's input, as dealOfProperty builds it (the donut and the sensitivity grid read it too). */
  input: DealInput;
  deal: DealAnalysis;
  analyses: PropertyAnalyses;
  generatedAt: Date;
};

export type PropertyReportInput = { property: Property; analyses: PropertyAnalyses; generatedAt: Date };

/** The deal model of the property: dealOfProperty, with its input kept for the figures that vary it. */
export function reportContextOf({ property, analyses, generatedAt }: PropertyReportInput): ReportContext {
  const input = dealInputOfProperty(property);
  return { property, input, deal: analyzeDeal(input), analyses, generatedAt };
}
