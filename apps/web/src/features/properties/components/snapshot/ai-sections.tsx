import type { Property } from "@plexwise/core";
import {
  usePropertyAnalyses,
  useRunAnalysis,
  useRunComps,
  useStoredComps,
  AnalysisSection,
  CompsView,
  ListingSummaryView,
  NeighborhoodView,
  ProformaView,
  useCompsAutoRun,
} from "@/features/analyses";

const NO_ANALYSIS = "No analysis available";

/**
 * The AI analyses in SPEC order, each collapsed by default (SPEC section 4): listing summary, AI ratings,
 * pro-forma and comparable rents. The comps run by themselves once per session when none are stored.
 */
export function AiSections({ property }: { property: Property }) {
  const analyses = usePropertyAnalyses(property.id);
  const comps = useStoredComps(property.id);
  const summary = useRunAnalysis(property.id, "summary");
  const neighborhood = useRunAnalysis(property.id, "neighborhood");
  const performa = useRunAnalysis(property.id, "performa");
  const runComps = useRunComps(property.id);
  useCompsAutoRun({ propertyId: property.id, stored: comps.data, run: runComps.mutate });

  const stored = analyses.data;
  return (
    <>
      <AnalysisSection
        title="AI-Analyzed Listing Summary"
        emptyText={NO_ANALYSIS}
        runLabel="Generate"
        query={analyses}
        stored={stored?.summary}
        runner={summary}
      >
        {(analysis) => <ListingSummaryView summary={analysis} />}
      </AnalysisSection>
      <AnalysisSection
        title="AI Ratings"
        emptyText={NO_ANALYSIS}
        runLabel="Analyze"
        query={analyses}
        stored={stored?.neighborhood}
        runner={neighborhood}
      >
        {(analysis) => <NeighborhoodView analysis={analysis} />}
      </AnalysisSection>
      <AnalysisSection
        title="Pro-forma Analysis"
        emptyText={NO_ANALYSIS}
        runLabel="Analyze"
        query={analyses}
        stored={stored?.performa}
        runner={performa}
      >
        {(analysis) => <ProformaView analysis={analysis} />}
      </AnalysisSection>
      <AnalysisSection
        title="Comparable Rents"
        emptyText="No comparable rents analysis available yet"
        runLabel="Run comps"
        query={comps}
        stored={comps.data}
        runner={runComps}
      >
        {(result) => <CompsView result={result} />}
      </AnalysisSection>
    </>
  );
}
