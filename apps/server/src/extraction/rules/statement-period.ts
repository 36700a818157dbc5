import type { ReadPage } from "../document";

/**
 * How many months a statement covers, read from what it prints about its period ("Period Range: Jan
 * 2024 to Dec 2024", "For the 3 months ended March 31, 2024", "Month Ending 03/31/2024"), never from its
 * title: a report called "12 Month" run for one month covers one month.
 */
export type Period = { months: number; page: number; text: string };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WORDS: Record<string, number> = { one: 1, three: 3, six: 6, nine: 9, twelve: 12 };
const NAMED_RANGE =
  /\b(?:period(?: range)?|from|for)\b[^a-z0-9]*([a-z]{3,9})\.?\s*(\d{4})\s*(?:to|through|thru|-|–)\s*([a-z]{3,9})\.?\s*(\d{4})/i;
const NUMERIC_RANGE =
  /\b(?:period(?: range)?|from)\b\D*(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})\s*(?:to|through|thru|-|–)\s*(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})/i;
const MONTHS_ENDED = /\b(?:for the )?(\d{1,2}|one|three|six|nine|twelve) months? (?:ended|ending)\b/i;
const ONE_MONTH = /\b(?:month (?:ended|ending)|for the month of|month to date|\bmtd\b)/i;
/** Yardi's "Period = May 2023": one month named alone is the period (a range is "Period = Jun 2022-May 2023"). */
const SINGLE_PERIOD = /^\s*period\s*[=:]\s*([a-z]{3,9})\.?\s*(\d{4})\s*$/i;

const monthIndex = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toLowerCase());

function span(fromMonth: number, fromYear: number, toMonth: number, toYear: number): number | null {
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
  return months >= 1 && months <= 24 ? months : null;
}

function monthsIn(line: string): number | null {
  const named = NAMED_RANGE.exec(line);
  if (named?.[1] && named[2] && named[3] && named[4] && monthIndex(named[1]) >= 0 && monthIndex(named[3]) >= 0)
    return span(monthIndex(named[1]), Number(named[2]), monthIndex(named[3]), Number(named[4]));
  const numeric = NUMERIC_RANGE.exec(line);
  if (numeric?.[1] && numeric[2] && numeric[3] && numeric[4])
    return span(Number(numeric[1]) - 1, Number(numeric[2]), Number(numeric[3]) - 1, Number(numeric[4]));
  const single = SINGLE_PERIOD.exec(line);
  if (single?.[1] && monthIndex(single[1]) >= 0) return 1;
  const ended = MONTHS_ENDED.exec(line)?.[1];
  if (ended) return WORDS[ended.toLowerCase()] ?? Number(ended);
  return ONE_MONTH.test(line) ? 1 : null;
}

/** The period printed in the first rows of the statement's pages (its header block), if any. */
export function statementPeriod(pages: ReadPage[]): Period | null {
  for (const page of pages) {
    for (const cells of page.rows.slice(0, 12)) {
      // A header row of columns ("Month Ending" over each month) is not the statement's period.
      if (cells.filter((c) => c.trim() !== "").length > 3) continue;
      const text = cells.join(" ");
      const months = monthsIn(text);
      if (months !== null) return { months, page: page.page, text };
    }
  }
  return null;
}
