/**
 * Column headings of a statement that prints the actuals and the broker's pro forma side by side: "In-Place |
 * Pro Forma", "Actual | Pro Forma", "Current | Pro Forma", "T-12 | Year 1", with a year or a word such as "Annual"
 * around them ("2024 Actual", "In-Place Annual"). A heading is short: a sentence that mentions a pro forma is not one.
 */
const ACTUAL_WORDS = /\b(t-?12|actuals?|trailing|in[- ]?place|historical|current|seller'?s?)\b/i;
const PRO_FORMA_WORDS = /\b(pro\s?-?forma|proforma|projected|broker|budget|stabili[sz]ed|(year|yr\.?) ?1)\b/i;
const SHORT = 32;
/** A rent roll's or unit mix's columns ("Current Rent", "Pro Forma $/SF"): not a statement's. */
const NOT_STATEMENT = /\brents?\b|\bsf\b|psf|\bper\b|\$\s*\/|range|\bunits?\b|lease/i;

export const ACTUAL = {
  test: (cell: string): boolean =>
    cell.length <= SHORT && ACTUAL_WORDS.test(cell) && !PRO_FORMA_WORDS.test(cell) && !NOT_STATEMENT.test(cell),
};
export const PRO_FORMA = {
  test: (cell: string): boolean => cell.length <= SHORT && PRO_FORMA_WORDS.test(cell) && !NOT_STATEMENT.test(cell),
};
