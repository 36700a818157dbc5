import { cleanLineLabel } from "@plexwise/core";
import { normalise } from "./cells";

/**
 * Line labels as a person would type them: SPEC section 5's trailing-estimate rule (shared with the review
 * screen, in core), and account codes ("4010.000 - Rent"), "Less:" prefixes and trailing colons removed,
 * because they are statement furniture, not names.
 */
const ACCOUNT_CODE = /^\s*\d{3,6}(?:[.-]\d{1,4})?\s*[-–:]\s*/;
const LESS_PREFIX = /^\s*(?:less|minus)\s*:?\s+/i;

export function cleanLabel(raw: string): string {
  return cleanLineLabel(
    normalise(raw)
      .replace(ACCOUNT_CODE, "")
      .replace(LESS_PREFIX, "")
      .replace(/\s*:\s*$/, ""),
  );
}
