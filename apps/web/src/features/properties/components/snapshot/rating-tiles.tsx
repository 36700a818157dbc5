import type { ReactNode } from "react";
import type { Property } from "@plexwise/core";
import { listRating, ratingTone } from "@plexwise/core/finance";
import { usePropertyAnalyses, aiRatingMean } from "@/features/analyses";
import { cn } from "@/lib/cn";

function Tile({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className="rounded-xl border bg-card p-4 shadow-sm">
      <p className="flex min-h-8 items-center text-sm font-medium text-muted-foreground">{label}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

function Score({ value }: { value: number }) {
  return (
    <p
      className={cn(
        "text-2xl font-semibold tabular-nums",
        ratingTone(value) === "good" ? "text-green-700" : "text-red-700",
      )}
    >
      {value.toFixed(1)}
      <span className="text-base font-normal text-muted-foreground">/10</span>
    </p>
  );
}

function NoValue({ label }: { label: string }) {
  return (
    <p className="text-2xl font-semibold text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </p>
  );
}

/** SPEC section 9: the mean of the stored neighbourhood analysis's four ratings (those it could compute), or a dash. */
export function AiRatingTile({ propertyId }: { propertyId: string }) {
  const { data: analyses } = usePropertyAnalyses(propertyId);
  const rating = aiRatingMean(analyses?.neighborhood?.analysis.ratings);
  return (
    <Tile label="AI Rating" testId="ai-rating-tile">
      {rating === null ? <NoValue label="No AI rating yet" /> : <Score value={rating} />}
    </Tile>
  );
}

/** The average of the user's own three ratings, or a dash while all three are 0. */
export function MyRatingTile({ myRatings }: { myRatings: Property["myRatings"] }) {
  const mine = listRating(myRatings, null);
  return <Tile label="My Rating">{mine === null ? <NoValue label="Not rated yet" /> : <Score value={mine} />}</Tile>;
}
