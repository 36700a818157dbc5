import { meanRating } from "@plexwise/core/analysis";
import type { NeighborhoodRatings } from "@plexwise/core";

/**
 * The AI Rating tile (SPEC section 9): the mean of the schools, crime, jobs and neighborhood ratings that
 * exist, to one decimal, computed by core exactly as the server computes the list's AI overall rating.
 */
export const aiRatingMean = (ratings: NeighborhoodRatings | null | undefined): number | null =>
  ratings ? meanRating(ratings) : null;
