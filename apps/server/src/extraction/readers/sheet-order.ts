import type { ReadPage } from "../document";

/**
 * The order a person reads a workbook in: the sheets that hold the property's figures first (a rent
 * roll, a T-12 or operating statement, the deal's assumptions), judged by what they contain rather than
 * by their names; then the other visible sheets in workbook order; hidden helper sheets last. Projections
 * (years 1 to 10 of an underwriting model) are not actuals and come after the statements.
 */
const RENT_ROLL = /\b(unit|apt|suite)\b.*\b(rent|tenant|resident|lease)\b|\b(rent|tenant|resident)\b.*\b(unit|apt)\b/i;
const STATEMENT =
  /\b(total (operating )?expenses?|net operating income|noi|effective gross income|egi|gross potential rent)\b/i;
const MONTHS = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*-?\s*\d{2,4}\b|\b\d{1,2}\/\d{4}\b/gi;
const ASSUMPTIONS =
  /\b(purchase price|asking price|offering price|cap rate|loan amount|interest rate|amortization|down payment|ltv)\b/i;
const PROJECTION = /\b(year\s*(1|2|3|4|5|10)|yr\s*\d|projection|pro\s?-?forma|stabili[sz]ed)\b/i;

function score(page: ReadPage): number {
  const head = page.rows
    .slice(0, 15)
    .map((r) => r.join(" "))
    .join("\n");
  const text = page.text;
  let s = 0;
  if (RENT_ROLL.test(head)) s += 4;
  if (STATEMENT.test(text)) s += 3;
  if ((head.match(MONTHS)?.length ?? 0) >= 3) s += 2;
  if (ASSUMPTIONS.test(text)) s += 1;
  if (PROJECTION.test(head)) s -= 4;
  return s;
}

export function orderSheets(pages: ReadPage[]): ReadPage[] {
  const ranked = pages.map((page, index) => ({ page, index, score: score(page) }));
  ranked.sort(
    (a, b) =>
      Number(a.page.hidden ?? false) - Number(b.page.hidden ?? false) ||
      Number(b.score > 0) - Number(a.score > 0) ||
      b.score - a.score ||
      a.index - b.index,
  );
  return ranked.map((r) => r.page);
}
