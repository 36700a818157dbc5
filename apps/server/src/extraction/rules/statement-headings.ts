/** Column headings of a statement that prints the actuals and the broker's pro forma side by side. */
export const ACTUAL =
  /^(t-?12( actual)?|actuals?|trailing( 12)?|in-?place|historical|current|seller'?s? actual|ytd actual)$/i;
export const PRO_FORMA = /^(pro\s?-?forma|projected|broker|budget|stabili[sz]ed|year 1 pro\s?-?forma)$/i;
