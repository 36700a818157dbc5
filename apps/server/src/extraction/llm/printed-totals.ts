import { parseMoneyToCents } from "@plexwise/core/money";
import type { DocumentExtraction, Sourced } from "../rules/types";
import type { ExtractionHelp } from "./schema";
import { findAmount, type ShownText } from "./shown-text";

/**
 * The totals a document prints, which the model's rows must add up to. The rules' own reading comes
 * first; a total the model points at counts only when that amount is printed on a line that says
 * "total" (or gross, EGI), so the model cannot supply the number its own rows are checked against.
 */
export type PrintedTotals = {
  rentRollMonthlyCents: Sourced<number> | null;
  unitCount: Sourced<number> | null;
  totalExpensesAnnualCents: Sourced<number> | null;
  totalIncomeAnnualCents: Sourced<number> | null;
  monthlyIncomeCents: Sourced<number> | null;
};

const TOTAL_LINE = /\b(total|totals|sum|gross|egi)\b/i;

function claimed(shown: ShownText, claim: { amount: number; page: number } | null): Sourced<number> | null {
  const cents = claim ? parseMoneyToCents(claim.amount) : null;
  return cents === null || cents === 0 ? null : findAmount(shown, cents, TOTAL_LINE, claim?.page);
}

/** A unit count the model read, when the document states it: "25 Units", "Total Units 3", "Number of Units: 25". */
export function claimedUnitCount(shown: ShownText, count: number | null): Sourced<number> | null {
  if (count === null || !Number.isInteger(count) || count <= 0) return null;
  const stated = new RegExp(
    `\\b${count}\\s*-?\\s*units?\\b|(^|[^\\w#])(total|number of|no\\.? of|#\\s*of|#)\\s*units?\\W*${count}\\b|^\\s*units?\\W+${count}\\s*$`,
    "i",
  );
  const line = shown.find((l) => stated.test(l.text));
  return line ? { value: count, page: line.page } : null;
}

export function printedTotals(doc: DocumentExtraction, help: ExtractionHelp, shown: ShownText): PrintedTotals {
  const { reported } = doc;
  const said = help.printedTotals;
  return {
    rentRollMonthlyCents: reported.rentRollMonthlyCents ?? claimed(shown, said.rentRollMonthlyRent),
    unitCount: reported.unitCount ?? doc.facts.unitsTotal ?? claimedUnitCount(shown, help.property.unitCount),
    totalExpensesAnnualCents: reported.totalExpensesAnnualCents ?? claimed(shown, said.totalExpensesAnnual),
    totalIncomeAnnualCents: reported.grossIncomeAnnualCents ?? claimed(shown, said.totalIncomeAnnual),
    monthlyIncomeCents: reported.monthlyIncomeCents ?? null,
  };
}

/** Rows reconcile with a printed total within $1 or 0.5% of it, whichever is larger (rounding, cents). */
export const reconciles = (rowsCents: number, printedCents: number): boolean =>
  Math.abs(rowsCents - printedCents) <= Math.max(100, Math.abs(printedCents) * 0.005);
