import { NEIGHBORHOOD_RATINGS, type NeighborhoodAnalysis } from "../contracts/analysis";
import { DASH } from "./report-format";
import type { ReportBlock } from "./report-types";

const LABELS = { schools: "Schools", crime: "Crime", jobs: "Jobs", neighborhood: "Neighborhood" } as const;
const BASIS = {
  data: "Ratings computed from public data by the published formulas.",
  model_estimate: "Ratings are a language model's estimate, not computed from data.",
  none: "No ratings: no data was available for this address.",
} as const;

export function neighborhoodBlocks(n: NeighborhoodAnalysis): ReportBlock[] {
  return [
    { kind: "paragraph", text: BASIS[n.rating_basis] },
    {
      kind: "facts",
      facts: NEIGHBORHOOD_RATINGS.map((key) => ({
        label: LABELS[key],
        value: n.ratings[key] === null ? DASH : `${n.ratings[key].toFixed(1)} / 10`,
      })),
    },
    { kind: "paragraph", text: `${n.overall_recommendation.verdict}. ${n.overall_recommendation.summary}` },
    ...(n.narrative ? [{ kind: "paragraph" as const, text: n.narrative }] : []),
  ];
}
