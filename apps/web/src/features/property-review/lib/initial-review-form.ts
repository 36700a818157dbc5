import { extractionToReviewForm, parseStoredExtraction } from "./extraction-to-review-form";
import type { ReviewForm } from "./review-form";

export const extractStorageKey = (extractId: string): string => `plexwise:extract:${extractId}`;

/**
 * SPEC section 2: with ?extractId the form comes from the stored extraction; without it, from the
 * address, city, state, zip, price, yearBuilt, sqft and unitCount query parameters.
 */
export function initialReviewForm(search: string, readStored: (key: string) => string | null): ReviewForm {
  const params = new URLSearchParams(search);
  const extractId = params.get("extractId");
  if (extractId) return extractionToReviewForm(parseStoredExtraction(readStored(extractStorageKey(extractId))));
  const fields: Record<string, string> = {};
  for (const name of ["address", "city", "state", "zip", "price", "yearBuilt", "sqft", "unitCount"]) {
    const value = params.get(name);
    if (value) fields[name] = value;
  }
  return extractionToReviewForm(fields);
}
