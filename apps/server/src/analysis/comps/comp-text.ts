/**
 * The pieces of a rent comparable as brokers print them: a rent or rent range ("$2,573 - $2,626"), a unit type
 * ("2 Bed / 1 Bath", "2BR/1BA", "Studio", "(2 + 1)", "2x1"), a size ("830 SF", "400-500 SF"), a distance
 * ("0.4 Miles N") and a street address ("13622 CHADRON AVE | HAWTHORNE 90250"). Rules only.
 */

export type CompEntry = {
  /** The entry's text, normalised: the same printed entry on two pages has the same signature. */
  signature: string;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  /** The rent, or the middle of a printed range. */
  rent: number;
  low: number;
  high: number;
  address: string | null;
  distanceMiles: number | null;
  /** True for the subject building's own rents, printed beside its comps. */
  subject: boolean;
};

/** A monthly rent is between these; a smaller "$" figure is a rent per square foot, a larger one a price. */
export const RENT_MIN = 200;
export const RENT_MAX = 30_000;

/** Headings of a rent-comparables section ("Rent Comparables", "Rent Comps", "Comparable Rentals"...), never of sales comps. */
export const COMP_HEADING =
  /\b(?:rent(?:al)?\s+comp(?:arable)?s?|rent(?:al)?\s+comparables?|comparable\s+(?:rents?|rentals?|rental\s+propert(?:y|ies)|leases?|apartments?)|lease\s+comp(?:arable)?s|(?:market\s+)?rent\s+survey)\b/i;

export const splitCells = (line: string): string[] =>
  line
    .split(/ {2,}|\t/)
    .map((cell) => cell.trim())
    .filter(Boolean);

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?`;
const DASH = String.raw`\s*(?:-|–|—|‐|to)\s*`;
const MONEY_RANGE = new RegExp(
  String.raw`\$\s?${NUMBER}(?:${DASH}\$?\s?${NUMBER})?(?!\s*(?:\/\s*(?:sf|sq|ft)|psf|per\s+s|[km]\b))`,
  "gi",
);

const amount = (digits: string | undefined) => (digits === undefined ? NaN : Number(digits.replaceAll(",", "")));
const isRent = (n: number) => Number.isFinite(n) && n >= RENT_MIN && n <= RENT_MAX;

export type RentMatch = { rent: number; low: number; high: number; index: number; text: string };

/** The first "$" rent (or range) in the text. */
export function findRent(text: string): RentMatch | null {
  for (const match of text.matchAll(MONEY_RANGE)) {
    const low = amount(match[1]);
    if (!isRent(low)) continue;
    const upper = amount(match[2]);
    const high = isRent(upper) && upper >= low ? upper : low;
    return { rent: (low + high) / 2, low, high, index: match.index, text: match[0] };
  }
  return null;
}

/** A rent printed without "$" (spreadsheet cells): "1450", "1,450.00", "$1,450". */
export function rentOfCell(cell: string): number | null {
  const match = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/.exec(cell.trim());
  const n = match ? Number(match[0].replace(/[$,\s]/g, "")) : NaN;
  return isRent(n) ? n : null;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const BATHS = String.raw`(?:\s*[/,|&+-]?\s*(\d(?:\.\d{1,2})?)\s*-?\s*(?:ba|bth|baths?|bathrooms?)\b)?`;
const UNIT_TYPES: { pattern: RegExp; beds: (m: RegExpExecArray) => number }[] = [
  // "(1 + 1)", "(2 + 2.5 TH)": beds + baths, as comp grids print them
  { pattern: /\(\s*(\d(?:\.5)?)\s*\+\s*(\d(?:\.\d{1,2})?)\b[^)]*\)/, beds: (m) => Number(m[1]) },
  {
    pattern: new RegExp(String.raw`\b(\d(?:\.5)?)\s*-?\s*(?:br|bd|bdr|bdrm|beds?|bedrooms?)\b\.?${BATHS}`, "i"),
    beds: (m) => Number(m[1]),
  },
  { pattern: new RegExp(String.raw`\b(?:studio|efficiency|bachelor)s?\b${BATHS}`, "i"), beds: () => 0 },
  {
    pattern: new RegExp(String.raw`\b(one|two|three|four|five)[\s-]+(?:br|beds?|bedrooms?)\b${BATHS}`, "i"),
    beds: (m) => WORD_NUMBERS[(m[1] ?? "").toLowerCase()] ?? 0,
  },
];
/** "2x1", "2/1", "3/2.00": only trusted in a row that also has a rent (a date like 8/5/2015 never matches). */
const SHORT_UNIT_TYPE = /(?<![\w.$,/])([0-5])\s*[x/]\s*([1-4](?:\.\d{1,2})?)(?![\w/%.])/i;

export type UnitTypeMatch = { beds: number; baths: number | null; index: number; text: string };

export function findUnitType(text: string, options: { short?: boolean } = {}): UnitTypeMatch | null {
  for (const { pattern, beds } of UNIT_TYPES) {
    const match = pattern.exec(text);
    if (!match) continue;
    // Every pattern captures the baths last.
    const baths = match.length > 1 ? match.at(-1) : undefined;
    return { beds: beds(match), baths: baths === undefined ? null : Number(baths), index: match.index, text: match[0] };
  }
  const short = options.short ? SHORT_UNIT_TYPE.exec(text) : null;
  return short ? { beds: Number(short[1]), baths: Number(short[2]), index: short.index, text: short[0] } : null;
}

const SQFT_NUMBER = String.raw`(\d{1,2},\d{3}|\d{3,4})`;
const SQFT = new RegExp(
  String.raw`${SQFT_NUMBER}(?:\s*[-–‐]\s*${SQFT_NUMBER})?\s*(?:sf|sq\.?\s*ft\.?|sqft|square\s+feet|ft2|ft²)(?![a-z])`,
  "i",
);

/** "830 SF" -> 830, "400-500 SF" -> 450; "NA SF" -> null. */
export function findSqft(text: string): number | null {
  const match = SQFT.exec(text);
  if (!match) return null;
  const low = amount(match[1]);
  const high = amount(match[2]);
  return Math.round(Number.isFinite(high) && high >= low ? (low + high) / 2 : low);
}

/** A size in its own cell ("850", "1,050"); a bare 1900-2030 is more likely a year built. */
export function sqftOfCell(cell: string): number | null {
  const match = /^(\d{1,2},\d{3}|\d{3,4})$/.exec(cell.trim());
  if (!match) return null;
  const n = amount(match[1]);
  if (!cell.includes(",") && n >= 1900 && n <= 2030) return null;
  return n >= 150 && n <= 5000 ? n : null;
}

export function findDistance(text: string): number | null {
  const match = /(\d{1,2}(?:\.\d{1,2})?)\s*(?:mi\.?|miles?)\b/i.exec(text);
  return match ? Number(match[1]) : null;
}

const SUFFIX = String.raw`(?:st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|ter|terrace|cir|circle|loop|trl|trail|sq|square|row|pike|plaza)`;
const STREET = new RegExp(
  // Single spaces only: two spaces separate cells, and "1  456 Elm St" is a row number beside an address.
  String.raw`(?<![\d,.$])\b\d{1,6}[a-z]?(?:[-‐]\d{1,6})? (?:[nsew]\.? |(?:north|south|east|west) )?(?:[a-z0-9'’.]+ ){1,4}?${SUFFIX}\b\.?(?: (?:[ns][ew])\b)?` +
    String.raw`(\s*[,|]\s*[a-z][a-z.'-]*(?: [a-z][a-z.'-]*){0,3})?(,\s*[a-z]{2}\b)?(,?\s+\d{5}\b)?`,
  "i",
);

/** "14105 CHADRON AVE | HAWTHORNE, CA 90250" -> "14105 Chadron Ave, Hawthorne, CA 90250". */
export function findStreetAddress(text: string): { address: string; index: number; text: string } | null {
  const match = STREET.exec(text);
  if (!match) return null;
  const address = tidyAddress(match[0]);
  return { address, index: match.index, text: match[0] };
}

const KEEP_UPPER = /^(?:[NS][EW]|[A-Z]{2})$/;

function tidyAddress(raw: string): string {
  const joined = raw
    .replace(/\s*\|\s*/g, ", ")
    .replace(/\s+/g, " ")
    .replace(/[,\s]+$/, "")
    .trim();
  if (joined !== joined.toUpperCase()) return joined;
  // All capitals as brokers print headers: title case, keeping "CA", "SE" and ordinals like "120th".
  return joined.replace(/[A-Z0-9'’]+/g, (word, offset: number) => {
    const afterComma = /,\s*$/.test(joined.slice(0, offset));
    if (KEEP_UPPER.test(word) && (afterComma || /^[NS][EW]$/.test(word))) return word;
    return word.charAt(0) + word.slice(1).toLowerCase();
  });
}

const DIRECTIONS = new Set(["n", "s", "e", "w", "north", "south", "east", "west"]);

/** "14105 chadron": house number and first street word, to recognise one building printed two ways. */
export function addressKey(address: string): string | null {
  const words = address
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const number = words[0];
  if (!number || !/^\d/.test(number)) return null;
  const street = words.slice(1).find((w) => !DIRECTIONS.has(w));
  return street ? `${number.split("-")[0]} ${street}` : null;
}

export const entrySignature = (text: string): string => text.toLowerCase().replace(/[–—‐]/g, "-").replace(/\s+/g, "");

/** What an entry's own text gives: its signature, the unit type, the size and the "$" rent (or range). */
export const entryFields = (
  text: string,
  type: Pick<UnitTypeMatch, "beds" | "baths">,
  rent: RentMatch,
  sqft: number | null,
): Omit<CompEntry, "address" | "distanceMiles" | "subject"> => ({
  signature: entrySignature(text),
  beds: type.beds,
  baths: type.baths,
  sqft,
  rent: rent.rent,
  low: rent.low,
  high: rent.high,
});
