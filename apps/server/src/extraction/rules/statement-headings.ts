/**
 * Column headings of a statement that prints the actuals and the broker's pro forma side by side: "In-Place |
 * Pro Forma", "Actual | Pro Forma", "Current | Pro Forma", "T-12 | Year 1", with or without a year before them.
 */
export const ACTUAL =
  /^((19|20)\d{2}\s+)?(t-?12( actual)?|actuals?|trailing( 12)?|in[- ]?place|historical|current|seller'?s? actual|ytd actual)(\s+(19|20)\d{2})?$/i;
export const PRO_FORMA =
  /^((19|20)\d{2}\s+)?(pro\s?-?forma|projected|broker|budget|stabili[sz]ed|(year|yr\.?) ?1( pro\s?-?forma)?|pro\s?-?forma (year|yr\.?) ?1)(\s+(19|20)\d{2})?$/i;
