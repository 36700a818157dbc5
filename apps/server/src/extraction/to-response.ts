import type { MergedProperty, WithFile } from "./merge";
import type { LineItem, ReportedTotals } from "./rules/types";

/**
 * The merged result in the SPEC's extraction shape (section 3, snake_case), which the review screen reads
 * from session storage. Money here is DOLLARS, as documents print it (the review parses "rent": 1215 as
 * $1,215 and converts to cents once); internally everything was integer cents (ADR 0004).
 */
const dollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : cents / 100;

export type ExtractedLineItem = {
  label: string;
  amount_monthly: number;
  amount_annual: number;
  source: "document";
  source_page: number;
  source_file: string;
};
export type ExtractedExpenseItem = ExtractedLineItem & { category: string };
export type ExtractedIncomeItem = ExtractedLineItem & { income_kind: "rent" | "rent_adjustment" | "other" };

export type ExtractedUnitRow = {
  unit_number: string;
  unit_type: string | null;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  /** Rent in place per month; null for a vacant unit. */
  rent: number | null;
  /** Pro-forma, market or (for a vacant unit) asking rent per month. */
  market_rent: number | null;
  vacant: boolean;
  source_page: number;
  source_file: string;
};

export type ExtractedProperty = {
  nickname: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  price: number | null;
  year_built: number | null;
  square_feet: number | null;
  units_total: number | null;
  parcel_number: string | null;
  realtor_name: string | null;
  realtor_phone: string | null;
  realtor_email: string | null;
  property_kind: MergedProperty["propertyKind"];
  units: ExtractedUnitRow[];
  expenses: { items: ExtractedExpenseItem[]; totals: { monthly: number; annual: number } };
  other_income: { items: ExtractedIncomeItem[]; totals: { monthly: number; annual: number } };
  /** Totals as the documents print them (annual unless named monthly), for checking; null when not printed. */
  document_totals: {
    units: number | null;
    rent_roll_monthly: number | null;
    rent_roll_market_monthly: number | null;
    monthly_income: number | null;
    gross_income_annual: number | null;
    total_expenses_annual: number | null;
    noi_annual: number | null;
  };
  warnings: string[];
};

function lineItem(item: WithFile<LineItem>): ExtractedLineItem {
  return {
    label: item.label,
    amount_monthly: item.monthlyCents / 100,
    amount_annual: item.annualCents / 100,
    source: "document",
    source_page: item.page,
    source_file: item.sourceFile,
  };
}

const totals = (items: LineItem[]) => ({
  monthly: items.reduce((sum, i) => sum + i.monthlyCents, 0) / 100,
  annual: items.reduce((sum, i) => sum + i.annualCents, 0) / 100,
});

const reportedValue = (reported: MergedProperty["reported"], key: keyof ReportedTotals): number | null =>
  dollars(reported[key]?.value ?? null);

export function toExtractedProperty(merged: MergedProperty): ExtractedProperty {
  const { facts, units } = merged;
  const stated = facts.unitsTotal?.value ?? merged.reported.unitCount?.value ?? null;
  return {
    nickname: facts.propertyName?.value ?? null,
    address: facts.address?.value ?? null,
    city: facts.city?.value ?? null,
    state: facts.state?.value ?? null,
    zip: facts.zip?.value ?? null,
    price: facts.price?.value ?? null,
    year_built: facts.yearBuilt?.value ?? null,
    square_feet: facts.squareFeet?.value ?? null,
    // Counted from the rent roll when no total is printed: each row is a unit the document lists.
    units_total: stated ?? (units.length > 0 ? units.length : null),
    parcel_number: facts.parcelNumber?.value ?? null,
    realtor_name: facts.realtorName?.value ?? null,
    realtor_phone: facts.realtorPhone?.value ?? null,
    realtor_email: facts.realtorEmail?.value ?? null,
    property_kind: merged.propertyKind,
    units: units.map((u) => ({
      unit_number: u.unitNumber,
      unit_type: u.unitType,
      beds: u.beds,
      baths: u.baths,
      sqft: u.sqft,
      rent: dollars(u.rentCents),
      market_rent: dollars(u.marketRentCents),
      vacant: u.vacant,
      source_page: u.page,
      source_file: u.sourceFile,
    })),
    expenses: {
      items: merged.expenses.map((e) => ({ ...lineItem(e), category: e.category ?? "Other" })),
      totals: totals(merged.expenses),
    },
    other_income: {
      items: merged.otherIncome.map((i) => ({ ...lineItem(i), income_kind: i.incomeKind ?? "other" })),
      totals: totals(merged.otherIncome),
    },
    document_totals: {
      units: merged.reported.unitCount?.value ?? null,
      rent_roll_monthly: reportedValue(merged.reported, "rentRollMonthlyCents"),
      rent_roll_market_monthly: reportedValue(merged.reported, "rentRollMarketMonthlyCents"),
      monthly_income: reportedValue(merged.reported, "monthlyIncomeCents"),
      gross_income_annual: reportedValue(merged.reported, "grossIncomeAnnualCents"),
      total_expenses_annual: reportedValue(merged.reported, "totalExpensesAnnualCents"),
      noi_annual: reportedValue(merged.reported, "noiAnnualCents"),
    },
    warnings: merged.warnings,
  };
}
