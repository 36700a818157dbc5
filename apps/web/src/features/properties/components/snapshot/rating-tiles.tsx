import type { ReactNode } from "react";
import type { Property } from "@plexwise/core";
import { listRating, ratingTone } from "@plexwise/core/finance";
import { cn } from "@/lib/cn";

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
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

/** The AI's overall rating; until an analysis exists there is nothing to show. */
export function AiRatingTile({ aiRatings }: { aiRatings: Property["aiRatings"] }) {
  const overall = aiRatings?.overall ?? null;
  return (
    <Tile label="AI Rating">
      {overall === null ? (
        <p className="py-1.5 text-sm text-muted-foreground">No analysis available</p>
      ) : (
        <Score value={overall} />
      )}
    </Tile>
  );
}

/** The average of the user's own three ratings, or a dash while all three are 0. */
export function MyRatingTile({ myRatings }: { myRatings: Property["myRatings"] }) {
  const mine = listRating(myRatings, null);
  return (
    <Tile label="My Rating">
      {mine === null ? (
        <p className="text-2xl font-semibold text-muted-foreground">
          <span aria-hidden="true">—</span>
          <span className="sr-only">Not rated yet</span>
        </p>
      ) : (
        <Score value={mine} />
      )}
    </Tile>
  );
}
