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

/**
 * What a spreadsheet shows for a formula it cannot compute ("#REF!", "#N/A", "#MACRO?" from a macro the reader
 * lacks): the cell is empty, never a label or an amount.
 */
const ERROR_CELL =
  /^#(?:REF!|N\/A|VALUE!|DIV\/0!|NAME\?|NUM!|NULL!|MACRO\?|SPILL!|CALC!|FIELD!|BLOCKED!|UNKNOWN!|BUSY!|CONNECT!|GETTING_DATA)$/i;
export const withoutErrorValue = (cell: string): string => (ERROR_CELL.test(cell.trim()) ? "" : cell);

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

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * A day printed in a cell ("03/01/2026", "3/1/26", "2026-03-01") as yyyy-mm-dd; null for anything else or a day
 * that does not exist. US rent rolls print month first; a two-digit year is 20yy.
 */
export function cellDay(cell: string | undefined): string | null {
  const text = cell?.trim() ?? "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]) + (us[3]?.length === 2 ? 2000 : 0), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year > 0 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad2(month)}-${pad2(day)}` : null;
}
