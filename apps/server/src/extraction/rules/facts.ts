import type { ReadPage } from "../document";
import { cellInteger, normalise } from "./cells";
import { COMPS_PAGE } from "./text-case";
import type { Facts, Sourced } from "./types";

/**
 * Key figures printed as "Label  value" (a property summary, a listing sheet) and, failing those, as
 * phrases ("25 Units totaling 23,760 Square Feet", "Built in 1995"). Pages of comparables are skipped:
 * their prices and unit counts belong to other buildings.
 */
type NumericFact = "price" | "yearBuilt" | "squareFeet" | "unitsTotal";
type FactKey = NumericFact | "parcelNumber" | "propertyName";

const LABELS: [FactKey, RegExp][] = [
  [
    "price",
    /^(offering|asking|list(ing)?|purchase|sales?) price$|^price$|^total cost of property$|^offered at$|^pricing$|^price summary$|^pricing summary$/i,
  ],
  [
    "unitsTotal",
    /^(number of units|no\.? of units|# of units|total units|units|unit count|apartment units|total # of units)$/i,
  ],
  ["yearBuilt", /^(year built|yr\.? built|built|year constructed|construction year|year built\s*\/\s*renovated)$/i],
  [
    "squareFeet",
    /^(total size|building size|total (building )?(sf|square feet|sq\.? ?ft\.?)|gross (building )?(area|sf)|(net )?rentable (area|sf|square feet)|square (feet|footage)|sq\.? ?ft\.?|building sf|gba|nra|total sf)$/i,
  ],
  [
    "parcelNumber",
    /^(parcel( number| numbers| no\.?| id)?s?|apn|pin|pid|tax (id|parcel)( number)?|assessor'?s? parcel( number)?)$/i,
  ],
  ["propertyName", /^(property name|property|name|location)$/i],
];

/**
 * Phrases of an OM's prose, strongest first for each fact: "a 24-unit apartment building" says more than
 * "12 units" in a sentence about the second floor. A phrase that only a sentence prints is read on the
 * page's lines joined (a sentence wraps: "offered at" / "$9,350,000"); a bare "25 units" or "23,760 SF"
 * only within a line, where a figure that ends one table row cannot run into the next row's heading.
 */
const NUMBER_WORD = "(\\d{1,4}|\\d{1,3}(?:,\\d{3})+)";
const BUILDING =
  "(?:apartments?|apartment (?:building|complex|community|property)|multi-?family|residential|units? (?:apartment|multifamily|residential|building|property|complex|community))";
const PRICE = "\\$\\s?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?\\s*(?:million|mm|m)\\b)";
const PHRASES: [NumericFact, RegExp, "line" | "sentence"][] = [
  ["unitsTotal", new RegExp(`\\b${NUMBER_WORD}\\s*[-‐]?\\s*units?\\s+${BUILDING}`, "i"), "sentence"],
  [
    "unitsTotal",
    new RegExp(`\\b${NUMBER_WORD}\\s+(?:apartment|residential|rental|multi-?family)\\s+(?:units|homes)\\b`, "i"),
    "sentence",
  ],
  [
    "unitsTotal",
    new RegExp(
      `\\b(?:consists of|comprised of|comprising|comprises|contains|features|offers|boasts|includes|totals|totaling|with|of)\\s+${NUMBER_WORD}\\s*(?:residential |apartment |rental )?(?:units|apartments|apartment homes|homes|doors)\\b`,
      "i",
    ),
    "sentence",
  ],
  ["unitsTotal", /\b(\d{1,4})\s*[-‐]?\s*units?\b(?!\s*(?:of|per|at|are|is|were|was|have|has)\b)/i, "line"],
  ["squareFeet", /\b(\d{1,3}(?:,\d{3})+|\d{3,7})\s*(?:square feet|sq\.?\s?ft\.?|sf)\b/i, "line"],
  [
    "yearBuilt",
    /\b(?:built\s+(?:in\s+)?|(?:constructed|completed|erected|developed)\s+in\s+)(?:circa\s+|around\s+)?(\d{4})\b/i,
    "sentence",
  ],
  [
    "yearBuilt",
    /\byear built\s*(?:is|was|:|-)?\s*(\d{4})\b|\b(1[89]\d{2}|20\d{2})[- ](?:built|construction|vintage)\b/i,
    "sentence",
  ],
  [
    "price",
    new RegExp(
      `\\b(?:offered (?:for sale )?(?:at|for)|asking price|offering price|list(?:ing)? price|sales? price|purchase price|priced at|available (?:at|for))\\s*(?:of|is|:|=)?\\s*(?:only\\s+)?${PRICE}`,
      "i",
    ),
    "sentence",
  ],
];

/** "$9.35 million" or "$9,350,000" as whole dollars. */
function priceDollars(text: string): number | null {
  const million = /^\$?\s*(\d+(?:\.\d+)?)\s*(?:million|mm|m)\b/i.exec(text.trim());
  if (million?.[1]) return Math.round(Number(million[1]) * 1_000_000);
  const dollars = /\$?\s*(\d{1,3}(?:,\d{3})+|\d{4,})(?:\.\d+)?/.exec(text);
  return dollars?.[1] ? Number(dollars[1].replaceAll(",", "")) : null;
}

function numericValue(key: NumericFact, text: string): number | null {
  if (key === "yearBuilt") {
    const year = /\b(1[7-9]\d{2}|20\d{2})\b/.exec(text);
    return year?.[1] ? Number(year[1]) : null;
  }
  if (key === "price") {
    const value = priceDollars(text);
    return value !== null && value >= 10_000 ? value : null;
  }
  const n = cellInteger(text);
  // A building is not smaller than a room: "3" under "Building Size" is a stray page number.
  if (key === "squareFeet") return n !== null && n >= 100 ? n : null;
  return n !== null && n > 0 ? n : null;
}

type Found = { [K in FactKey]?: Sourced<K extends NumericFact ? number : string> & { labelled: boolean } };

function keep<K extends FactKey>(found: Found, key: K, value: Found[K]): void {
  const current = found[key];
  if (!value) return;
  if (!current || (value.labelled && !current.labelled)) found[key] = value;
}

function labelledValue(cells: string[], i: number): { label: string; value: string } | null {
  const cell = cells[i] ?? "";
  const colon = /^([^:]{2,40}):\s*(.+)$/.exec(cell);
  if (colon?.[1] && colon[2]) return { label: colon[1], value: colon[2] };
  const next = cells[i + 1];
  return next === undefined ? null : { label: cell.replace(/:$/, ""), value: next };
}

/** Rows below a label printed alone on its row where its value may be ("BUILT" over "1961"). */
const STACKED_ROWS = 2;

/** OM fact sheets print a label alone on its row and the value under it. */
function stackedPairs(page: ReadPage, row: number): Pair[] {
  const cells = page.rows[row] ?? [];
  if (cells.length !== 1 || /\d/.test(cells[0] ?? "")) return [];
  const label = (cells[0] ?? "").replace(/:$/, "");
  return page.rows.slice(row + 1, row + 1 + STACKED_ROWS).map((below) => ({ label, value: below.join(" ") }));
}

type Pair = { label: string; value: string };

function readLabelled(page: ReadPage, found: Found): void {
  for (const [row, cells] of page.rows.entries()) {
    // The first row under a stacked label that gives a value is its value.
    stackedPairs(page, row).some((pair) => readPair(page, pair, found));
    for (let i = 0; i < cells.length; i++) {
      const pair = labelledValue(cells, i);
      if (pair) readPair(page, pair, found);
    }
  }
}

/** Reads one label and value; true when the label named a fact and the value was one. */
function readPair(page: ReadPage, pair: Pair, found: Found): boolean {
  const label = normalise(pair.label);
  const line = `${pair.label}  ${pair.value}`;
  const entry = LABELS.find(([, pattern]) => pattern.test(label));
  if (!entry) return false;
  const [key] = entry;
  if (key === "parcelNumber") {
    if (!/\d/.test(pair.value)) return false;
    keep(found, key, { value: normalise(pair.value).replace(/[‐–]/g, "-"), page: page.page, line, labelled: true });
  } else if (key === "propertyName") {
    if (/\d/.test(pair.value) || pair.value.length > 80) return false;
    keep(found, key, { value: normalise(pair.value), page: page.page, line, labelled: true });
  } else {
    const value = numericValue(key, pair.value);
    if (value === null) return false;
    keep(found, key, { value, page: page.page, line, labelled: true });
  }
  return true;
}

/** The first phrase that gives a fact, strongest phrasing first, in reading order. */
function readPhrases(page: ReadPage, found: Found): void {
  const lines = page.text.split("\n");
  const joined = lines.join(" ");
  for (const [key, pattern, within] of PHRASES) {
    if (found[key]) continue;
    for (const text of within === "sentence" ? [joined] : lines) {
      const match = pattern.exec(text);
      const printed = match?.slice(1).find((g) => g !== undefined);
      const value = printed ? numericValue(key, printed) : null;
      if (match && value !== null) {
        const line = within === "sentence" ? sentenceAround(joined, match.index, match[0].length) : text;
        keep(found, key, { value, page: page.page, line, labelled: false });
        break;
      }
    }
  }
}

/** The sentence a phrase was found in, for the review's "where from". */
function sentenceAround(text: string, at: number, length: number): string {
  const start = Math.max(text.lastIndexOf(". ", at) + 2, at - 120, 0);
  const stop = text.indexOf(". ", at + length);
  return text.slice(start, stop < 0 ? Math.min(text.length, at + length + 120) : stop + 1).trim();
}

export function readFacts(pages: ReadPage[]): Partial<Facts> {
  const found: Found = {};
  const subjectPages = pages.filter(
    (p) =>
      !p.rows
        .slice(0, 3)
        .flat()
        .some((c) => COMPS_PAGE.test(c)),
  );
  for (const page of subjectPages) readLabelled(page, found);
  for (const page of subjectPages) readPhrases(page, found);
  const facts: Partial<Facts> = {};
  for (const key of Object.keys(found) as FactKey[]) {
    const fact = found[key];
    if (fact) (facts as Record<string, unknown>)[key] = { value: fact.value, page: fact.page, line: fact.line };
  }
  return facts;
}
