import type { NeighborhoodFactor } from "@plexwise/core";
import { scoreText } from "../lib/format-figures";
import { RatingFactorsTable } from "./rating-factors-table";

type Props = { label: string; rating: number | null; formula: string; factors: NeighborhoodFactor[] };

/** One of the four 0-10 ratings with its published formula and the factors behind it. */
export function NeighborhoodRating({ label, rating, formula, factors }: Props) {
  return (
    <div className="rounded-lg border p-3">
      <div className="flex items-baseline justify-between gap-2">
        <h4 className="font-semibold">{label}</h4>
        {rating === null ? (
          <p className="text-sm text-muted-foreground">Not rated</p>
        ) : (
          <p className="text-xl font-semibold tabular-nums">
            {scoreText(rating)}
            <span className="text-sm font-normal text-muted-foreground">/10</span>
          </p>
        )}
      </div>
      {formula && <p className="mt-1 text-xs text-muted-foreground">Formula: {formula}</p>}
      {factors.length > 0 && (
        <div className="mt-2">
          <RatingFactorsTable caption={`${label} factors`} factors={factors} />
        </div>
      )}
    </div>
  );
}
