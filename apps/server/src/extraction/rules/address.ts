import type { ReadPage } from "../document";
import { COMPS_PAGE, titleCaseIfShouting } from "./text-case";
import type { Facts } from "./types";

/**
 * The property's street address, city, state and zip. An OM prints several addresses (the broker's
 * office, comparable sales); the property's is the one labelled "Address", on the first page, near
 * "Subject Property", or repeated in every page's header, and not followed by a suite number.
 */
const STREET_TYPES =
  "St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Ln|Lane|Dr|Drive|Ct|Court|Way|Pl|Place|Pkwy|Parkway|Hwy|Highway|Cir|Circle|Ter|Terrace|Trl|Trail|Loop|Sq|Square|Pike|Plaza|Walk|Crescent|Cres|Broadway|Row|Run|Path|Pass|Point|Pt|Pointe|Crossing|Xing|Alley|Aly|Bend|Cove|Cv|Ridge|Rdg|Hollow|Turnpike|Tpke|Freeway|Fwy|Expy|Mews|Grove|Glen|Green|Heights|Hts";
const STREET = new RegExp(
  `\\b(\\d{1,6}[A-Z]?(?:[-‐–]\\d{1,6})?\\s+(?:[NSEW]\\.?\\s+|North\\s+|South\\s+|East\\s+|West\\s+)?(?:[A-Za-z0-9.'’]+\\s+){0,4}?(?:${STREET_TYPES})\\b\\.?(?:\\s+(?:${STREET_TYPES})\\b\\.?)?(?:\\s+(?:NE|NW|SE|SW|N|S|E|W)\\b)?)`,
  "i",
);
const STATES: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
};
const CODES = new Set(Object.values(STATES));
const WRAPPED_STREET_TYPE = new RegExp(`^(${STREET_TYPES})\\b\\.?`, "i");
const CITY_STATE_ZIP =
  /([A-Za-z][A-Za-z .'’-]{1,40}?),\s*([A-Za-z]{2}|[A-Za-z]+(?: [A-Za-z]+)?)\.?(?:\s+(\d{5})(?:-\d{4})?)?\s*(?:$|[|,.;)])/;
const OFFICE_NEARBY =
  /offered by|presented by|broker|realty|real estate|company|inc\.|llc|suite|ste\.|floor|p\.?\s?o\.? box|headquarters|office/i;

type Place = { city: string; state: string; zip: string | null };
type Candidate = { street: string; place: Place | null; page: number; score: number; line: string };

/** "WA" or "Washington" as a state code; null for anything else. */
export function stateCode(text: string): string | null {
  const upper = text.toUpperCase();
  if (text.length === 2 && CODES.has(upper)) return upper;
  return STATES[text.toLowerCase()] ?? null;
}

export function parsePlace(text: string): Place | null {
  const match = CITY_STATE_ZIP.exec(text.replace(/\s*\|\s*/g, " | "));
  if (!match?.[1] || !match[2]) return null;
  const state = stateCode(match[2].trim());
  if (!state) return null;
  // In a sentence the city follows a preposition: "at 77 Elm Street in Portland, Oregon 97201."
  const city = match[1]
    .replace(/^.*\|\s*/, "")
    .replace(/^(?:(?:located|situated)\s+)?(?:in|at)\s+/i, "")
    .trim();
  return { city: titleCaseIfShouting(city), state, zip: match[3] ?? null };
}

/** The same street however it is spelled: "14105 Chadron Avenue" on the summary, "14105 Chadron Ave" in the footer. */
const STREET_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  boulevard: "blvd",
  road: "rd",
  lane: "ln",
  drive: "dr",
  court: "ct",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  circle: "cir",
  terrace: "ter",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
};
const streetKey = (street: string): string =>
  street
    .toLowerCase()
    .replace(/[a-z]+/g, (word) => STREET_WORDS[word] ?? word)
    .replace(/[^a-z0-9]/g, "");

/**
 * A property line as property-management software prints it over a property's units or atop a report:
 * "1002 Chestnut Avenue - 1002 Chestnut Avenue Beaumont, CA 92223", "OWNER LLC - 500 N MAIN Los Angeles, CA
 * 90004", "729 North Grove Banning, CA 92220": an optional name (the property's or its owner's) before " - ",
 * then the street and the city with no comma between them, then state and zip.
 */
const PROPERTY_LINE =
  /^(?:(.{2,80}?)\s+[-–—]\s+)?(\d{1,6}[A-Z]?(?:-\d{1,6}[A-Z]?)?\s+[^,]+?(?:,\s*[A-Za-z][^,]*?)?),\s*([A-Za-z]{2}|[A-Za-z]+(?: [A-Za-z]+)?)\.?\s+(\d{5})(?:-\d{4})?\s*$/;
/** Words between the street and the city that are neither ("Leasing Office", "Unit 5"). */
const NOT_CITY =
  /^(?:(?:(?:leasing|rental|sales|management|mgmt|main)\s+)?(?:office|clubhouse|center)\s+|(?:unit|apt|ste|suite|#)\s*[\w-]+\s+)/i;
const DIRECTION = /^(?:[NSEW]\.?|North|South|East|West|NE|NW|SE|SW)$/i;

export type PropertyLine = { name: string | null; street: string; place: Place };

const nameCase = (text: string): string =>
  /[A-Z]/.test(text) ? titleCaseIfShouting(text) : text.replace(/\b([a-z])/g, (c) => c.toUpperCase());

/**
 * Street and city printed with no comma between them. The street ends at its suffix ("Ave", "Ln"); a street
 * with none ends where the name printed before " - " ends, or where capitals give way to lower case ("500 N
 * MAIN Los Angeles"), or after its first word.
 */
function splitStreetCity(streetAndCity: string, name: string | null): { street: string; city: string } | null {
  const comma = streetAndCity.indexOf(",");
  if (comma > 0) return { street: streetAndCity.slice(0, comma), city: streetAndCity.slice(comma + 1) };
  const lower = streetAndCity.toLowerCase();
  const named = name?.trim().toLowerCase();
  if (named && /^\d/.test(named) && lower.startsWith(`${named} `))
    return { street: streetAndCity.slice(0, named.length), city: streetAndCity.slice(named.length + 1) };
  const suffixed = STREET.exec(streetAndCity);
  if (suffixed?.[1] && suffixed.index === 0 && suffixed[1].length < streetAndCity.length)
    return { street: suffixed[1], city: streetAndCity.slice(suffixed[1].length) };
  const words = streetAndCity.split(/\s+/);
  let at = DIRECTION.test(words[1] ?? "") ? 2 : 1;
  const shouting = (w: string) => /[A-Z]/.test(w) && !/[a-z]/.test(w);
  if (words.slice(at).some((w) => !shouting(w)) && shouting(words[at] ?? "")) {
    while (at < words.length && shouting(words[at] ?? "")) at++;
  } else at++;
  if (at >= words.length) return null;
  return { street: words.slice(0, at).join(" "), city: words.slice(at).join(" ") };
}

export function parsePropertyLine(text: string): PropertyLine | null {
  const match = PROPERTY_LINE.exec(text.replace(/\s+/g, " ").trim());
  if (!match?.[2] || !match[3] || !match[4]) return null;
  const state = stateCode(match[3]);
  const split = splitStreetCity(match[2].trim(), match[1] ?? null);
  if (!state || !split) return null;
  const city = split.city
    .trim()
    .replace(NOT_CITY, "")
    .replace(/^[\s,.-]+/, "")
    .trim();
  if (!/^[A-Za-z][A-Za-z .'’-]{1,40}$/.test(city)) return null;
  return {
    name: match[1]?.trim() ?? null,
    street: nameCase(split.street.replace(/\.$/, "").trim()),
    place: { city: nameCase(city), state, zip: match[4] },
  };
}

function candidatesOn(page: ReadPage, comps: boolean): Candidate[] {
  const found: Candidate[] = [];
  let firstLine = true;
  page.rows.forEach((cells, row) => {
    cells.forEach((cell, i) => {
      const line = parsePropertyLine(cell);
      if (line) {
        // The first property line of a page heads it (a report's subject, a portfolio's first property); the
        // name before " - " is the property's or its owner's, never a broker's office.
        const score = firstLine ? 6 : 0;
        firstLine = false;
        found.push({ street: line.street, place: line.place, page: page.page, score, line: cells.join("  ") });
        return;
      }
      const match = STREET.exec(cell);
      if (!match?.[1]) return;
      const after = [cell.slice((match.index ?? 0) + match[1].length), ...cells.slice(i + 1)].join(" | ");
      // A sentence wrapped inside the street: "... located at 4500 Oak Grove" / "Drive, Sacramento, CA 95841."
      const next = page.rows[row + 1]?.[0] ?? "";
      const wrapped = after.trim() === "" ? WRAPPED_STREET_TYPE.exec(next) : null;
      const printed = wrapped?.[1] ? `${match[1]} ${wrapped[1]}` : match[1];
      const street = titleCaseIfShouting(printed.replace(/[‐–]/g, "-").replace(/\.$/, "").trim());
      const rest = wrapped ? next.slice(wrapped[0].length) : after;
      const below = [1, 2, 3].map((d) => page.rows[row + d]?.[0] ?? "");
      const place = parsePlace(rest) ?? below.map(parsePlace).find((p) => p !== null) ?? null;
      const context = [cell, ...page.rows.slice(Math.max(0, row - 3), row).flat()].join(" ");
      let score = 0;
      const labelAbove = cells.length === 1 && /^(property )?address:?$/i.test(page.rows[row - 1]?.join(" ") ?? "");
      if ((i > 0 && /^(property )?address:?$/i.test(cells[i - 1] ?? "")) || labelAbove) score += 4;
      if (page.page === 1) score += 2;
      if (row < 4) score += 1;
      if (/subject property/i.test(context)) score += 3;
      if (OFFICE_NEARBY.test(context)) score -= 3;
      if (comps) score -= 2;
      if (cells.length > 4) score -= 2;
      found.push({ street, place, page: page.page, score, line: cells.join("  ") });
    });
  });
  return found;
}

export function readAddress(pages: ReadPage[]): Partial<Facts> {
  const all = pages.flatMap((page) =>
    candidatesOn(
      page,
      page.rows
        .slice(0, 3)
        .flat()
        .some((c) => COMPS_PAGE.test(c)),
    ),
  );
  if (all.length === 0) return {};
  // An address repeated across pages (a running header) is the document's subject.
  const repeats = new Map<string, number>();
  for (const c of all) repeats.set(streetKey(c.street), (repeats.get(streetKey(c.street)) ?? 0) + 1);
  const ranked = all
    .map((c) => ({ ...c, score: c.score + Math.min(3, (repeats.get(streetKey(c.street)) ?? 1) - 1) }))
    .sort((a, b) => b.score - a.score || a.page - b.page);
  const best = ranked[0];
  if (!best) return {};
  const place = best.place?.zip
    ? best.place
    : (ranked.find((c) => streetKey(c.street) === streetKey(best.street) && c.place?.zip)?.place ?? best.place);
  const at = { page: best.page, line: best.line };
  const facts: Partial<Facts> = { address: { value: best.street, ...at } };
  if (place) {
    facts.city = { value: place.city, ...at };
    facts.state = { value: place.state, ...at };
    if (place.zip) facts.zip = { value: place.zip, ...at };
  }
  return facts;
}
