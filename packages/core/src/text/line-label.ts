/**
 * Extracted labels often carry the figure they came with: "Property Taxes $10,305 Estimated".
 * SPEC section 5: a trailing dollar amount followed by "Estimated" or "Est." is stripped on import.
 */
const TRAILING_ESTIMATE = /[\s\-–—:,(]*\$\s?\d[\d,]*(?:\.\d+)?\s*(?:Estimated|Est\.?)\)?\s*$/i;

export const MAX_LABEL_LENGTH = 120;

export function cleanLineLabel(label: string): string {
  const trimmed = label.trim();
  const cleaned = trimmed.replace(TRAILING_ESTIMATE, "").trim();
  // A label that was nothing but the estimate keeps its text rather than becoming blank.
  return (cleaned || trimmed).slice(0, MAX_LABEL_LENGTH);
}
