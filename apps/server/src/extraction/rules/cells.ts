import { formatCents, parseMoneyToCents } from "@plexwise/core/money";

/**
 * Reading numbers out of document cells. Documents print "$1,215", "$ 17,450.00", "(3,051)", "1,215.00",
 * "USD 749,000" or "$1,215/mo"; core's parseMoneyToCents does the parsing once the decoration is gone.
 */
const DECORATION = /^(?:usd|us\$)\s*|\s*(?:\/\s*(?:mo|month|yr|year)|per\s+(?:month|year)|usd)\.?$/gi;

/** Cents from a cell that is nothing but an amount; null for text, percentages, dates and blanks. */
export function cellCents(cell: string | undefined): number | null {
  if (cell === undefined) return null;
  const text = cell
    .replace(DECORATION, "")
    .replace(/\s+/g, "")
    .replace(/[‐‑–—−]/g, "-");
  if (text === "" || text === "-" || /%$/.test(text)) return null;
  // A lone digit group with a slash or several dots is a date or a code, not money.
  if (/\d[/]\d/.test(text) || /^\d+\.\d+\.\d+/.test(text)) return null;
  return parseMoneyToCents(text);
}

/** A whole count ("25", "1,080", "25 Units") or null. */
export function cellInteger(cell: string | undefined): number | null {
  if (cell === undefined) return null;
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.0+)?\b/.exec(cell);
  return match?.[1] ? Number(match[1].replaceAll(",", "")) : null;
}

/** "4%" or "3.00%" as a number of percent. */
export function cellPercent(cell: string | undefined): number | null {
  const match = cell ? /^\s*(-?\d+(?:\.\d+)?)\s*%\s*$/.exec(cell) : null;
  return match?.[1] ? Number(match[1]) : null;
}

export const isAmountCell = (cell: string | undefined): boolean => cellCents(cell) !== null;

/** A cell that reads as words (a label or a heading), not as a number. */
export const isTextCell = (cell: string | undefined): boolean =>
  cell !== undefined && /[a-z]{2}/i.test(cell) && !isAmountCell(cell);

/** Normalises dashes and spaces, for matching labels. */
export const normalise = (text: string): string =>
  text
    .replace(/[‐‑–—−]/g, "-")
    .replace(/\s+/g, " ")
    .trim();

/** An amount for messages, with cents only when there are some: "$22,280", "$858.75". */
export const showMoney = (cents: number): string => formatCents(cents, { showCents: cents % 100 !== 0 });
