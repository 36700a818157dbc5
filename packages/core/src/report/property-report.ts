import { analysesSection } from "./analyses-section";
import { assumptionsSection } from "./assumptions-section";
import { coverOf } from "./cover-section";
import { financingSection } from "./financing-section";
import { incomeExpensesSection } from "./income-expenses-section";
import { plausibilitySection } from "./plausibility-section";
import { projectionSection } from "./projection-section";
import { reportContextOf, type PropertyReportInput, type ReportContext } from "./report-context";
import type { PropertyReport, ReportSection } from "./report-types";
import { rentRollSection } from "./rent-roll-section";
import { sensitivitySection } from "./sensitivity-section";
import { valueAddSection } from "./value-add-section";

/** The sections in reading order; a new section is one more function of the context. */
const SECTIONS: ((ctx: ReportContext) => ReportSection | null)[] = [
  rentRollSection,
  incomeExpensesSection,
  financingSection,
  valueAddSection,
  projectionSection,
  sensitivitySection,
  analysesSection,
  assumptionsSection,
];

/**
 * A property's investment report as formatted text: the deal model's figures (dealOfProperty), the Financials
 * breakdown and sensitivity grid, and the stored analyses. Pure: nothing is fetched, nothing is recomputed.
 */
export function propertyReport(input: PropertyReportInput): PropertyReport {
  const ctx = reportContextOf(input);
  const cover = coverOf(ctx);
  return {
    title: `Investment report: ${cover.address}`,
    cover,
    sections: [plausibilitySection(ctx) ?? [], SECTIONS.flatMap((section) => section(ctx) ?? [])].flat(),
  };
}
