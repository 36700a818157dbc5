import { parseMoneyToCents } from "@plexwise/core/money";

/**
 * The document text exactly as the model was shown it (after the untrusted wrapper stripped invisible
 * characters), line by line with its page. Every number, total and label the model returns is looked
 * up here: what the document does not print is not taken.
 */
export type ShownLine = { page: number; text: string };
export type ShownText = ShownLine[];

const PAGE_MARKER = /^--- Page (\d+)\b/;
const AMOUNT = /\(?-?\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\)?/g;

export function shownText(wrapped: { text: string; open: string; close: string }): ShownText {
  const body = wrapped.text.split(wrapped.open).join("\n").split(wrapped.close).join("\n");
  const lines: ShownText = [];
  let page = 0;
  for (const text of body.split("\n")) {
    const marker = PAGE_MARKER.exec(text);
    if (marker?.[1]) page = Number(marker[1]);
    else if (page > 0 && text.trim() !== "") lines.push({ page, text });
  }
  return lines;
}

/** Every amount printed on a line, in cents: "$1,215", "(3,051)", "1215.50". */
export const amountsOn = (line: string): number[] =>
  (line.match(AMOUNT) ?? []).map((token) => parseMoneyToCents(token)).filter((c): c is number => c !== null);

/** Lowercase words and digits only, so "Water/Sewer" and "water sewer" compare equal. */
export const textKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The first line that prints `cents` (sign ignored) and passes `context`, on the page the model named
 * if it is there, else on any page.
 */
export function findAmount(
  shown: ShownText,
  cents: number,
  context: RegExp,
  page?: number,
): { value: number; page: number } | null {
  const matches = shown.filter(
    (l) => context.test(l.text) && amountsOn(l.text).some((a) => Math.abs(a) === Math.abs(cents)),
  );
  const line = matches.find((l) => l.page === page) ?? matches[0];
  return line ? { value: Math.abs(cents), page: line.page } : null;
}

/** The page where `text` is printed (compared as words), or null when the document does not print it. */
export function findText(shown: ShownText, text: string): number | null {
  const key = textKey(text);
  if (key === "") return null;
  const padded = ` ${key} `;
  return shown.find((l) => ` ${textKey(l.text)} `.includes(padded))?.page ?? null;
}
