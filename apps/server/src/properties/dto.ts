import { dealOfProperty } from "@plexwise/core/analysis";
import type { DealAnalysis } from "@plexwise/core/finance";
import {
  listRating,
  monthlyTotals,
  type Property,
  type PropertyResponse,
  type PropertySummary,
  type PropertyWarning,
} from "@plexwise/core";
import { toPropertyResponse } from "@plexwise/core/wire";
import type { PropertyRow } from "./repository";

type ListRow = Omit<PropertyRow, "fullExtract">;

function derived(row: ListRow, deal: DealAnalysis = dealOfProperty(row)) {
  return {
    totals: monthlyTotals(row.units, row.otherIncome, row.expenses),
    // The deal model's cap rate: the same figure as Financials, the pro-forma and /compare (vacancy included).
    capRatePct: deal.metrics.capRatePct,
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
export function toProperty(row: PropertyRow, deal?: DealAnalysis): Property {
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
    ...derived(row, deal),
    warnings: warningsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's answer: the SPEC's names and dollars, with the deal model's monthly payment (ADR 0013). */
export function toPropertyResponseDto(row: PropertyRow): PropertyResponse {
  const deal = dealOfProperty(row);
  return toPropertyResponse(toProperty(row, deal), deal.loan?.monthlyPayment ?? null);
}

export function toPropertySummaryDto(row: ListRow): PropertySummary {
  const { capRatePct, rating } = derived(row);
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
    capRatePct,
    rating,
    myRatings: row.myRatings,
    createdAt: row.createdAt.toISOString(),
  };
}
