import type { CreatePropertyInput, ExpenseItem, OtherIncomeItem, Unit } from "@plexwise/core";
import { parseWholeDollars } from "@plexwise/core/money";
import { parseHalfSteps, parseOptionalInt } from "./number-inputs";
import type { ExpenseRow, IncomeRow, RentRow, ReviewForm } from "./review-form";

const textOrNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** Rent roll rows as sent; an unnamed unit is "Unit N" (SPEC section 3). */
export function toUnits(rows: RentRow[]): Unit[] {
  return rows.map((row, index) => ({
    unitNumber: row.unitNumber.trim() || `Unit ${index + 1}`,
    beds: parseHalfSteps(row.beds),
    baths: parseHalfSteps(row.baths),
    sqft: parseOptionalInt(row.sqft),
    monthlyRentCents: row.rent.monthlyCents,
    marketRentCents: row.marketRentCents,
    vacant: row.vacant,
    ...(row.commercial ? { commercial: true } : {}),
    ...(row.edited ? { source: "manual" as const } : row.fromMix ? { source: "unit_mix" as const } : {}),
    // The file and page it was read from: the guard holds each file's rows against that file's printed totals.
    ...(row.source ? { sourceFile: row.source.file.slice(0, 255), sourcePage: row.source.page } : {}),
    ...(row.leaseStart ? { leaseStart: row.leaseStart } : {}),
    ...(row.leaseEnd ? { leaseEnd: row.leaseEnd } : {}),
  }));
}

/** A row with neither label nor amount is a blank the user never filled, and is left out. */
const isBlank = (row: IncomeRow) => row.label.trim() === "" && row.amount.monthlyCents === null;

function toLineItem(row: IncomeRow, fallbackLabel: string): OtherIncomeItem {
  return {
    label: row.label.trim() || fallbackLabel,
    amountMonthlyCents: row.amount.monthlyCents,
    source: row.source,
    sourcePage: row.sourcePage,
    sourceFile: row.sourceFile,
  };
}

export const toOtherIncome = (rows: IncomeRow[]): OtherIncomeItem[] =>
  rows.filter((row) => !isBlank(row)).map((row) => toLineItem(row, "New Income"));

export const toExpenses = (rows: ExpenseRow[]): ExpenseItem[] =>
  rows.filter((row) => !isBlank(row)).map((row) => ({ ...toLineItem(row, "New Expense"), category: row.category }));

/** The property the review creates (cents per month, whole-dollar price, null for empty fields); the call sends it in the SPEC payload. */
export function reviewFormToCreateInput(form: ReviewForm): CreatePropertyInput {
  const d = form.details;
  return {
    nickname: textOrNull(d.nickname),
    address: d.address.trim(),
    city: textOrNull(d.city),
    state: textOrNull(d.state.toUpperCase()),
    zip: textOrNull(d.zip),
    listingLink: textOrNull(d.listingLink),
    realtorName: textOrNull(d.realtorName),
    realtorPhone: textOrNull(d.realtorPhone),
    realtorEmail: textOrNull(d.realtorEmail),
    price: parseWholeDollars(d.price) ?? 0,
    parcelNumber: textOrNull(d.parcelNumber),
    yearBuilt: parseOptionalInt(d.yearBuilt),
    squareFeet: parseOptionalInt(d.squareFeet),
    unitCount: parseOptionalInt(d.unitCount) ?? 0,
    units: toUnits(form.units),
    otherIncome: toOtherIncome(form.otherIncome),
    expenses: toExpenses(form.expenses),
    ...(form.documentLines && { documentLines: form.documentLines }),
    ...(form.documentTotals && { documentTotals: form.documentTotals }),
    fullExtract: form.fullExtract,
    cashPurchase: true,
    traceId: form.traceId,
  };
}

/** "p. 11 of om.pdf", "p. 11" or "om.pdf"; null when the item has no source to show. */
export function describeLineSource(row: Pick<IncomeRow, "sourcePage" | "sourceFile">): string | null {
  if (row.sourcePage !== null && row.sourceFile) return `p. ${row.sourcePage} of ${row.sourceFile}`;
  if (row.sourcePage !== null) return `p. ${row.sourcePage}`;
  return row.sourceFile;
}
