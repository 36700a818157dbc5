import type { NeighborhoodAnalysis, NeighborhoodRatings } from "../contracts/analysis";

/**
 * The overall neighbourhood figures: the AI Rating (SPEC section 9) and the recommendation read from it.
 * Shared by the server (which stores them) and the Snapshot's AI Rating tile.
 */
const NAMES = {
  schools: "schools",
  crime: "crime (higher is safer)",
  jobs: "jobs",
  neighborhood: "neighborhood",
} as const;

const presentRatings = (ratings: NeighborhoodRatings) =>
  Object.entries(ratings).filter((entry): entry is [keyof NeighborhoodRatings, number] => entry[1] !== null);

/** The AI Rating (SPEC section 9): the mean of the four ratings that exist, to 1 decimal; null when none does. */
export function meanRating(ratings: NeighborhoodRatings): number | null {
  const present = presentRatings(ratings);
  if (present.length === 0) return null;
  return Math.round((present.reduce((sum, [, r]) => sum + r, 0) / present.length) * 10) / 10;
}

/** The overall read of the four ratings, by a stated rule on their mean. */
export function recommendationOf(ratings: NeighborhoodRatings): NeighborhoodAnalysis["overall_recommendation"] {
  const present = presentRatings(ratings);
  const mean = meanRating(ratings);
  if (mean === null)
    return {
      verdict: "Unknown",
      summary: "No neighbourhood data is available for this address, so no ratings were given.",
    };
  const verdict = mean >= 7 ? "Strong" : mean >= 4.5 ? "Mixed" : "Weak";
  const list = present.map(([key, r]) => `${NAMES[key]} ${r}`).join(", ");
  return {
    verdict,
    summary: `${verdict} neighbourhood: the ratings average ${mean} out of 10 (${list}). Strong is 7 or more, Mixed 4.5 to 7, Weak under 4.5.`,
  };
}
