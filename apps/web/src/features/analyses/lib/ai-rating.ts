import type { NeighborhoodRatings } from "@plexwise/core";

/**
 * The AI Rating tile (SPEC section 9): the mean of the schools, crime, jobs and neighborhood ratings.
 * A rating the analysis could not compute (null) is left out rather than counted as 0; with none, null.
 * Rounded to one decimal as the server rounds the AI overall rating, so the tile and the list agree.
 */
export function aiRatingMean(ratings: NeighborhoodRatings | null | undefined): number | null {
  if (!ratings) return null;
  const present = [ratings.schools, ratings.crime, ratings.jobs, ratings.neighborhood].filter((r): r is number => r !== null);
  if (present.length === 0) return null;
  return Math.round((present.reduce((sum, r) => sum + r, 0) / present.length) * 10) / 10;
}
