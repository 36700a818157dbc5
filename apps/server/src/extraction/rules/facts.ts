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

const PHRASES: [NumericFact, RegExp][] = [
  ["unitsTotal", /\b(\d{1,4})\s*[-‐]?\s*units?\b(?!\s*(?:of|per|at)\b)/i],
  ["squareFeet", /\b(\d{1,3}(?:,\d{3})+|\d{3,7})\s*(?:square feet|sq\.?\s?ft\.?|sf)\b/i],
  ["yearBuilt", /\bbuilt in (\d{4})\b/i],
  ["price", /\b(?:offered at|asking price|offering price|list price|priced at)\s*:?\s*\$\s?(\d{1,3}(?:,\d{3})+)/i],
];

function numericValue(key: NumericFact, text: string): number | null {
  if (key === "yearBuilt") {
    const year = /\b(1[7-9]\d{2}|20\d{2})\b/.exec(text);
    return year?.[1] ? Number(year[1]) : null;
  }
  if (key === "price") {
    const dollars = /\$?\s*(\d{1,3}(?:,\d{3})+|\d{4,})(?:\.\d+)?/.exec(text);
    const value = dollars?.[1] ? Number(dollars[1].replaceAll(",", "")) : null;
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

function readPhrases(page: ReadPage, found: Found): void {
  for (const line of page.text.split("\n")) {
    for (const [key, pattern] of PHRASES) {
      if (found[key]) continue;
      const match = pattern.exec(line);
      const value = match?.[1] ? numericValue(key, match[1]) : null;
      if (value !== null) keep(found, key, { value, page: page.page, line, labelled: false });
    }
  }
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
