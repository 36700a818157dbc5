import { dealFiguresOf, DEAL_FIGURES_VERSION, type DealFigures } from "@plexwise/core/analysis";
import {
  listRating,
  monthlyTotals,
  type Property,
  type PropertyResponse,
  type PropertySummary,
  type PropertyWarning,
} from "@plexwise/core";
import { centsToDollars, toPropertyResponse } from "@plexwise/core/wire";
import type { PropertyRow, PropertySummaryRow } from "./repository";

type ListRow = Omit<PropertyRow, "fullExtract">;

/**
 * The row's deal figures (the cap rate the list, Financials, the pro-forma and /compare show; the loan payment):
 * the stored ones when this code's version wrote them, else the deal model's, computed now.
 */
function figuresOf(row: ListRow): DealFigures {
  if (row.figuresVersion !== DEAL_FIGURES_VERSION) return dealFiguresOf(row);
  return { capRatePct: row.capRatePct, monthlyPaymentCents: row.monthlyPaymentCents };
}

function derived(row: ListRow, figures: DealFigures) {
  return {
    totals: monthlyTotals(row.units, row.otherIncome, row.expenses),
    capRatePct: figures.capRatePct,
    rating: listRating(row.myRatings, row.aiRatings?.overall),
  };
}

function warningsOf(row: ListRow): PropertyWarning[] {
  if (row.units.length <= row.unitCount) return [];
  return [
    {
      code: "rent_roll_exceeds_unit_count",
      message: `The rent roll lists ${row.units.length} units but the property has ${row.unitCount}. Check the unit count or the rent roll.`,
    },
  ];
}

/** Picks the model's fields one by one: a column added to the table is not answered until it is added here. */
export function toProperty(row: PropertyRow, figures: DealFigures = figuresOf(row)): Property {
  return {
    id: row.id,
    nickname: row.nickname,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    listingLink: row.listingLink,
    realtorName: row.realtorName,
    realtorPhone: row.realtorPhone,
    realtorEmail: row.realtorEmail,
    price: row.price,
    parcelNumber: row.parcelNumber,
    yearBuilt: row.yearBuilt,
    squareFeet: row.squareFeet,
    unitCount: row.unitCount,
    units: row.units,
    otherIncome: row.otherIncome,
    expenses: row.expenses,
    documentLines: row.documentLines,
    documentTotals: row.documentTotals ?? null,
    notes: row.notes,
    fullExtract: row.fullExtract,
    myRatings: row.myRatings,
    aiRatings: row.aiRatings,
    cashPurchase: row.cashPurchase,
    favorite: row.favorite,
    heroUrl: row.heroUrl,
    traceId: row.traceId,
    interestRatePct: row.interestRatePct,
    amortYears: row.amortYears,
    downPaymentPct: row.downPaymentPct,
    downPaymentAmt: row.downPaymentAmt,
    vacancyPct: row.vacancyPct,
    irrAssumptions: row.irrAssumptions,
    underwriting: row.underwriting ?? null,
    ...derived(row, figures),
    warnings: warningsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's answer: the SPEC's names and dollars, with the deal model's monthly payment (ADR 0013). */
export function toPropertyResponseDto(row: PropertyRow): PropertyResponse {
  const figures = figuresOf(row);
  const payment = figures.monthlyPaymentCents;
  return toPropertyResponse(toProperty(row, figures), payment === null ? null : centsToDollars(payment));
}

/** A row of My Properties. Its figures were brought up to date by the service (listProperties). */
export function toPropertySummaryDto(row: PropertySummaryRow): PropertySummary {
  if (row.figuresVersion !== DEAL_FIGURES_VERSION) throw new Error(`property ${row.id}: its figures are out of date`);
  return {
    id: row.id,
    nickname: row.nickname,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    price: row.price,
    unitCount: row.unitCount,
    favorite: row.favorite,
    heroUrl: row.heroUrl,
    capRatePct: row.capRatePct,
    rating: listRating(row.myRatings, row.aiRatings?.overall),
    myRatings: row.myRatings,
    createdAt: row.createdAt.toISOString(),
  };
}
