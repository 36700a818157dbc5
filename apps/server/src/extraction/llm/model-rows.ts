import { MAX_MONTHLY_CENTS } from "@plexwise/core/limits";
import { annualToMonthlyCents, parseMoneyToCents } from "@plexwise/core/money";
import type { ReadDocument } from "../document";
import { categorise } from "../rules/categories";
import { normalise } from "../rules/cells";
import { cleanLabel } from "../rules/labels";
import type { ExtractedUnit, LineItem } from "../rules/types";
import type { ExtractionHelp } from "./schema";

/**
 * The model's rows in the rules' own shapes (integer cents, ADR 0004). Numbers outside what a building
 * can have become null; whether the rows are taken at all is decided against the printed totals.
 */
type ModelUnit = ExtractionHelp["units"][number];
type ModelExpense = ExtractionHelp["expenses"][number];
type ModelIncome = ExtractionHelp["otherIncome"][number];

const cents = (dollars: number | null): number | null => {
  const value = parseMoneyToCents(dollars);
  return value !== null && Math.abs(value) <= MAX_MONTHLY_CENTS * 12 ? value : null;
};
const rent = (dollars: number | null): number | null => {
  const value = cents(dollars);
  return value !== null && value >= 0 && value <= MAX_MONTHLY_CENTS ? value : null;
};
const within = (value: number | null, min: number, max: number): number | null =>
  value !== null && Number.isFinite(value) && value >= min && value <= max ? value : null;

/** A page the document has; otherwise its first page. */
export const pageIn = (doc: ReadDocument, page: number): number =>
  doc.pages.some((p) => p.page === page) ? page : (doc.pages[0]?.page ?? 1);

export function toUnit(doc: ReadDocument, unit: ModelUnit): ExtractedUnit {
  const rentCents = rent(unit.monthlyRent);
  const marketRentCents = rent(unit.marketRent);
  const vacant = rentCents === null;
  const sqft = within(unit.sqft, 1, 100_000);
  return {
    unitNumber: normalise(unit.unitNumber).slice(0, 40),
    unitType: null,
    beds: within(unit.beds, 0, 20),
    baths: within(unit.baths, 0, 20),
    sqft: sqft === null ? null : Math.round(sqft),
    rentCents,
    marketRentCents,
    vacant,
    askingRentCents: vacant ? marketRentCents : null,
    commercial: false,
    page: pageIn(doc, unit.page),
  };
}

/** Annual and monthly cents from whichever the model read; null when it read neither. */
function amounts(line: { annualAmount: number | null; monthlyAmount: number | null }) {
  const annual = cents(line.annualAmount);
  if (annual !== null) return { annualCents: annual, monthlyCents: annualToMonthlyCents(annual) };
  const monthly = cents(line.monthlyAmount);
  return monthly === null ? null : { annualCents: monthly * 12, monthlyCents: monthly };
}

export function toExpense(doc: ReadDocument, line: ModelExpense): LineItem | null {
  const found = amounts(line);
  const label = cleanLabel(line.label);
  if (!found || label === "") return null;
  // The rules' categories where they recognise the label, so one label lands in one category either way.
  const ruled = categorise(label, null);
  return {
    label,
    annualCents: Math.abs(found.annualCents),
    monthlyCents: Math.abs(found.monthlyCents),
    page: pageIn(doc, line.page),
    category: ruled === "Other" ? line.category : ruled,
  };
}

export function toIncome(doc: ReadDocument, line: ModelIncome): LineItem | null {
  const found = amounts(line);
  const label = cleanLabel(line.label);
  if (!found || label === "") return null;
  // A vacancy or concession line reduces income however it was printed.
  const sign = line.kind === "rent_adjustment" ? -1 : 1;
  const signed = (value: number) => (sign < 0 ? -Math.abs(value) : value);
  return {
    label,
    annualCents: signed(found.annualCents),
    monthlyCents: signed(found.monthlyCents),
    page: pageIn(doc, line.page),
    incomeKind: line.kind,
  };
}
