import { MAX_PRICE_DOLLARS, MAX_UNITS } from "@plexwise/core/limits";
import { stateCode } from "../rules/address";
import type { Facts, Sourced } from "../rules/types";
import type { ModelFact } from "./gaps";
import { claimedUnitCount } from "./printed-totals";
import type { ExtractionHelp } from "./schema";
import { findAmount, findText, type ShownText } from "./shown-text";

/**
 * Property fields the rules missed in every file. A field has no total to add up to, so the model's value
 * is taken only when it is plausible (a price of at least $10,000, as the rules require; a real year and
 * state) and printed in the document as given. A value the document does not print is never taken.
 */
type Property = ExtractionHelp["property"];
type Verdict<T> = { value: T; page: number } | "implausible" | "not_printed";

const NAMES: Record<ModelFact, string> = {
  address: "address",
  city: "city",
  state: "state",
  zip: "zip code",
  price: "price",
  yearBuilt: "year built",
  squareFeet: "square feet",
  unitsTotal: "unit count",
};
const ANY_LINE = /./;

/** The model's number as a person reads it ("$1", "9,999", "1987"); its text fields are never repeated back. */
const NUMBERS: Partial<Record<ModelFact, (p: Property) => string | null>> = {
  price: (p) => (p.price === null ? null : `$${p.price.toLocaleString("en-US")}`),
  squareFeet: (p) => p.squareFeet?.toLocaleString("en-US") ?? null,
  yearBuilt: (p) => (p.yearBuilt === null ? null : String(p.yearBuilt)),
};

function printedNumber(shown: ShownText, value: number | null, min: number, max: number): Verdict<number> | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < min || value > max) return "implausible";
  const found = findAmount(shown, value * 100, ANY_LINE);
  return found ? { value, page: found.page } : "not_printed";
}

function printedText(
  shown: ShownText,
  value: string | null,
  pattern: RegExp,
  as = (v: string) => v,
): Verdict<string> | null {
  const text = value?.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const valid = pattern.test(text) ? as(text) : null;
  if (!valid) return "implausible";
  const page = findText(shown, text);
  return page === null ? "not_printed" : { value: valid, page };
}

/** A two-letter code must be printed in capitals: "in" or "me" in a sentence is not a state. */
function printedState(shown: ShownText, value: string | null): Verdict<string> | null {
  const text = value?.trim();
  if (!text) return null;
  const code = stateCode(text);
  if (!code) return "implausible";
  const page =
    text.length === 2
      ? (shown.find((l) => new RegExp(`\\b${code}\\b`).test(l.text))?.page ?? null)
      : findText(shown, text);
  return page === null ? "not_printed" : { value: code, page };
}

function verdicts(
  property: Property,
  shown: ShownText,
): { [K in ModelFact]: Verdict<NonNullable<Facts[K]>["value"]> | null } {
  const lastYear = new Date().getUTCFullYear() + 1;
  const count = property.unitCount;
  return {
    address: printedText(shown, property.address, /^\d[\w-]*\s+\S.{1,100}$/),
    city: printedText(shown, property.city, /^[\p{L} .'’-]{2,60}$/u),
    state: printedState(shown, property.state),
    zip: printedText(shown, property.zip, /^\d{5}(-\d{4})?$/),
    price: printedNumber(shown, property.price, 10_000, MAX_PRICE_DOLLARS),
    yearBuilt: printedNumber(shown, property.yearBuilt, 1700, lastYear),
    squareFeet: printedNumber(shown, property.squareFeet, 100, 10_000_000),
    unitsTotal:
      count === null
        ? null
        : !Number.isInteger(count) || count < 1 || count > MAX_UNITS
          ? "implausible"
          : (claimedUnitCount(shown, count) ?? "not_printed"),
  };
}

export function acceptFacts(
  wanted: ModelFact[],
  property: Property,
  shown: ShownText,
  say: (text: string) => void,
): { facts: Partial<Facts>; names: string[] } {
  const all = verdicts(property, shown);
  const facts: Record<string, Sourced<string | number>> = {};
  const names: string[] = [];
  for (const key of wanted) {
    const verdict = all[key];
    if (verdict === null) continue;
    if (typeof verdict === "object") {
      facts[key] = verdict;
      names.push(NAMES[key]);
      continue;
    }
    // Only numbers are repeated back: a wrong text from the model has no place in what the person reads.
    const given = NUMBERS[key]?.(property);
    const why = verdict === "implausible" ? `it is not a plausible ${NAMES[key]}` : "the document does not print it";
    say(`the language model's ${NAMES[key]}${given ? ` (${given})` : ""} was not used: ${why}.`);
  }
  return { facts: facts as Partial<Facts>, names };
}
