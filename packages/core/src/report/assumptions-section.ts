import { CLOSING_COST_PCT, DEFAULT_IRR_ASSUMPTIONS } from "../finance/analyze-deal";
import type { ReportContext } from "./report-context";
import { rateText } from "./report-format";
import type { ReportBlock, ReportFact, ReportSection } from "./report-types";

/** The assumptions behind every figure of the report: the property's own, or the defaults it falls back to. */
export function assumptionFacts({ property }: ReportContext): ReportFact[] {
  const irr = property.irrAssumptions ?? DEFAULT_IRR_ASSUMPTIONS;
  const own = property.irrAssumptions ? "" : " (default)";
  return [
    { label: "Vacancy allowance", value: rateText(property.vacancyPct ?? 0) },
    { label: "Closing costs at purchase", value: `${CLOSING_COST_PCT}% of the price` },
    { label: `Hold period${own}`, value: `${irr.holdYears} years` },
    { label: `Rent growth${own}`, value: `${rateText(irr.rentGrowthPct)} a year` },
    { label: `Expense growth${own}`, value: `${rateText(irr.expenseGrowthPct)} a year` },
    { label: `Exit cap rate${own}`, value: rateText(irr.exitCapRatePct) },
    { label: `Sale costs${own}`, value: `${rateText(irr.saleCostsPct)} of the sale price` },
  ];
}

/** The documents the figures were read from, each named once. */
export function documentSources({ property }: ReportContext): string[] {
  const files = [...property.otherIncome, ...property.expenses].flatMap((l) => (l.sourceFile ? [l.sourceFile] : []));
  return [...new Set(files)];
}

/** Every attribution the data sources of the stored analyses require, and the name of each source. */
export function dataAttributions({ analyses }: ReportContext): string[] {
  const neighborhood = analyses.neighborhood?.analysis;
  const comps = analyses.comps?.analysis.summary_json.meta.data_sources ?? [];
  return [
    ...new Set([
      ...(neighborhood?.attributions ?? []),
      ...(neighborhood?.data_sources ?? []),
      ...comps.map((s) => `${s.name}${s.note ? `: ${s.note}` : ""}`),
    ]),
  ];
}

export function assumptionsSection(ctx: ReportContext): ReportSection {
  const documents = documentSources(ctx);
  const attributions = dataAttributions(ctx);
  const blocks: ReportBlock[] = [
    { kind: "facts", facts: assumptionFacts(ctx) },
    {
      kind: "paragraph",
      text:
        "Every figure in this report is computed by Plexwise's deal model from the property as saved; " +
        "annual figures are twelve times the monthly ones. The analyses' prose may be written by a language model, " +
        "their numbers never are. This report is not financial advice.",
    },
    { kind: "heading", text: "Documents" },
    documents.length > 0
      ? { kind: "list", items: documents }
      : { kind: "paragraph", text: "No figure was read from a document." },
    { kind: "heading", text: "Data attributions" },
    attributions.length > 0
      ? { kind: "list", items: attributions }
      : { kind: "paragraph", text: "No public data source was used: no neighborhood or comps analysis has run." },
  ];
  return { id: "assumptions", title: "Assumptions and data attributions", newPage: true, blocks };
}
