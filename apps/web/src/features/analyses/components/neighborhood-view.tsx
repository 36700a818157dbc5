import type { NeighborhoodAnalysis, NeighborhoodRatingKey } from "@plexwise/core";
import { NeighborhoodRating } from "./neighborhood-rating";
import { RatingBasisNote } from "./rating-basis-note";
import { VerdictBadge } from "./verdict-badge";

const RATINGS: { key: NeighborhoodRatingKey; label: string }[] = [
  { key: "schools", label: "Schools" },
  { key: "crime", label: "Crime" },
  { key: "jobs", label: "Jobs" },
  { key: "neighborhood", label: "Neighborhood" },
];

/** AI Ratings: where they come from, the four ratings with their factors, attributions, the verdict and the narrative. */
export function NeighborhoodView({ analysis }: { analysis: NeighborhoodAnalysis }) {
  const { ratings, formulas, factors, overall_recommendation: overall } = analysis;
  return (
    <div className="grid gap-4 text-sm">
      <RatingBasisNote basis={analysis.rating_basis} dataSources={analysis.data_sources} />
      <div>
        <h3 className="sr-only">Ratings</h3>
        <div className="grid gap-3 lg:grid-cols-2">
          {RATINGS.map(({ key, label }) => (
            <NeighborhoodRating
              key={key}
              label={label}
              rating={ratings[key]}
              formula={formulas[key]}
              factors={factors.filter((f) => f.rating === key)}
            />
          ))}
        </div>
        {analysis.attributions.length > 0 && (
          <ul className="mt-2 space-y-0.5 text-xs text-muted-foreground">
            {analysis.attributions.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          Overall recommendation <VerdictBadge verdict={overall.verdict} />
        </h3>
        <p className="whitespace-pre-line">{overall.summary}</p>
      </div>
      {analysis.narrative && <p className="whitespace-pre-line">{analysis.narrative}</p>}
    </div>
  );
}
