import { makePage, type ReadPage } from "../document";
import { readAddress } from "./address";
import type { Facts } from "./types";

/**
 * The property's address in an OM's prose, where a sentence wraps inside it ("located at 8152" / "Oak St,
 * Raleigh, NC" / "27601."): the address rules read a line at a time, so a page that reads as sentences is
 * read again with its lines joined. Used only where the lines gave no full address, and only for a street
 * with a city and state after it: a table run together gives no such thing by chance.
 */
const PROSE_SHARE = 0.6;

/** Most rows one cell, and sentences in them: a page of prose, not a table. */
const isProse = (page: ReadPage): boolean =>
  page.rows.length > 0 &&
  page.rows.filter((r) => r.length === 1).length >= page.rows.length * PROSE_SHARE &&
  /[a-z]{3,}[.,;] [A-Za-z]/.test(page.text);

const key = (street: string): string => street.toLowerCase().replace(/[^a-z0-9]/g, "");

export function readAddressWithProse(pages: ReadPage[]): Partial<Facts> {
  const lines = readAddress(pages);
  if (lines.address && lines.city && lines.state && lines.zip) return lines;
  const prose = pages.filter(isProse).map((p) => makePage(p.page, [[p.text.split("\n").join(" ")]]));
  if (prose.length === 0) return lines;
  const joined = readAddress(prose);
  if (!joined.address || !joined.city || !joined.state) return lines;
  if (!lines.address) return joined;
  // The same street, its city, state or zip wrapped onto the next line.
  const same = key(joined.address.value).startsWith(key(lines.address.value));
  return same
    ? { ...joined, ...lines, city: joined.city, state: joined.state, ...(joined.zip ? { zip: joined.zip } : {}) }
    : lines;
}
