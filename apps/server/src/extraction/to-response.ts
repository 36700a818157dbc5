import type { DocumentTotalKey, ExtractedFact, ExtractedProperty, ValueSource } from "@plexwise/core";
import { buildChecks } from "./checks";
import type { MergedProperty, WithFile } from "./merge";
import type { ExtractedUnit, Facts, LineItem, ReportedTotals, Sourced } from "./rules/types";

/**
 * The merged result in the SPEC's extraction shape (section 3, snake_case; typed by core's
 * extractionResponseSchema), which the review screen reads from session storage. Money here is DOLLARS,
 * as documents print it (the review parses "rent": 1215 as $1,215 and converts to cents once); internally
 * everything was integer cents (ADR 0004). Every value keeps its file, page and printed line.
 */
export type { ExtractedProperty };
const dollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : cents / 100;

export type ExtractedLineItem = ExtractedProperty["expenses"]["items"][number];
function lineItem(item: WithFile<LineItem>): Omit<ExtractedLineItem, "category"> {
  return {
    label: item.label,
    amount_monthly: item.monthlyCents / 100,
    amount_annual: item.annualCents / 100,
    source: "document",
    source_page: item.page,
    source_file: item.sourceFile,
    source_line: item.line ?? null,
  };
}

const FACT_KEYS: [ExtractedFact, keyof Facts][] = [
  ["nickname", "propertyName"],
  ["address", "address"],
  ["city", "city"],
  ["state", "state"],
  ["zip", "zip"],
  ["price", "price"],
  ["year_built", "yearBuilt"],
  ["square_feet", "squareFeet"],
  ["units_total", "unitsTotal"],
  ["parcel_number", "parcelNumber"],
  ["realtor_name", "realtorName"],
  ["realtor_phone", "realtorPhone"],
  ["realtor_email", "realtorEmail"],
];

export const sourceOf = (value: WithFile<Sourced<unknown>>): ValueSource => ({
  file: value.sourceFile,
  page: value.page,
  line: value.line ?? null,
});

function factSources(merged: MergedProperty): ExtractedProperty["sources"] {
  const sources: ExtractedProperty["sources"] = {};
  for (const [key, fact] of FACT_KEYS) {
    const value = merged.facts[fact];
    if (value) sources[key] = sourceOf(value);
  }
  const count = merged.reported.unitCount;
  if (!sources.units_total && count) sources.units_total = sourceOf(count);
  return sources;
}

const totals = (items: LineItem[]) => ({
  monthly: items.reduce((sum, i) => sum + i.monthlyCents, 0) / 100,
  annual: items.reduce((sum, i) => sum + i.annualCents, 0) / 100,
});

const reportedValue = (reported: MergedProperty["reported"], key: keyof ReportedTotals): number | null =>
  dollars(reported[key]?.value ?? null);

const TOTAL_SOURCES: [DocumentTotalKey, keyof ReportedTotals][] = [
  ["units", "unitCount"],
  ["rent_roll_monthly", "rentRollMonthlyCents"],
  ["rent_roll_market_monthly", "rentRollMarketMonthlyCents"],
  ["monthly_income", "monthlyIncomeCents"],
  ["gross_income_annual", "grossIncomeAnnualCents"],
  ["effective_income_annual", "effectiveIncomeAnnualCents"],
  ["total_expenses_annual", "totalExpensesAnnualCents"],
  ["noi_annual", "noiAnnualCents"],
  ["cap_rate_pct", "capRatePct"],
];

/** Where each printed total was read, so the property keeps it and a finding can name the file and page. */
function totalSources(merged: MergedProperty): NonNullable<ExtractedProperty["document_total_sources"]> {
  const sources: NonNullable<ExtractedProperty["document_total_sources"]> = {};
  for (const [key, total] of TOTAL_SOURCES) {
    const value = merged.reported[total];
    if (value) sources[key] = sourceOf(value);
  }
  if (merged.facts.price) sources.price = sourceOf(merged.facts.price);
  return sources;
}

const toExtractedUnit = (u: WithFile<ExtractedUnit>): ExtractedProperty["units"][number] => ({
  unit_number: u.unitNumber,
  unit_type: u.unitType,
  beds: u.beds,
  baths: u.baths,
  sqft: u.sqft,
  rent: dollars(u.rentCents),
  market_rent: dollars(u.marketRentCents),
  vacant: u.vacant,
  ...(u.commercial ? { commercial: true } : {}),
  source_page: u.page,
  source_file: u.sourceFile,
  source_line: u.line ?? null,
  ...(u.leaseStart ? { lease_start: u.leaseStart } : {}),
  ...(u.leaseEnd ? { lease_end: u.leaseEnd } : {}),
});

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
    units: units.map(toExtractedUnit),
    unit_mix: merged.unitMix.map((m) => ({
      unit_type: m.unitType,
      beds: m.beds,
      baths: m.baths,
      count: m.count,
      sqft: m.sqft,
      avg_rent: dollars(m.avgRentCents),
      market_rent: dollars(m.marketRentCents),
      source: { file: m.sourceFile, page: m.page, line: m.line ?? null },
    })),
    portfolio:
      merged.portfolio?.map((p) => ({
        name: p.name,
        units: p.units.length,
        unit_rows: p.units.map(toExtractedUnit),
        address: p.place?.street ?? null,
        city: p.place?.place.city ?? null,
        state: p.place?.place.state ?? null,
        zip: p.place?.place.zip ?? null,
        printed_units: p.reported?.unitCount?.value ?? null,
        printed_monthly_rent: dollars(p.reported?.rentRollMonthlyCents?.value),
      })) ?? null,
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
      price: merged.facts.price?.value ?? null,
      effective_income_annual: reportedValue(merged.reported, "effectiveIncomeAnnualCents"),
      cap_rate_pct: merged.reported.capRatePct?.value ?? null,
      // The printed totals count these; the lines do not: the guard adds them back to compare like with like.
      expenses_set_aside_annual: merged.movedOutCents > 0 ? merged.movedOutCents / 100 : null,
      noi_deductions_annual: merged.noiDeductionsCents > 0 ? merged.noiDeductionsCents / 100 : null,
    },
    document_total_sources: totalSources(merged),
    ...(merged.documentLines.length > 0 && {
      documentLines: merged.documentLines.map((line) => ({
        label: line.label,
        kind: line.kind,
        category: line.category,
        t12_monthly: dollars(line.t12MonthlyCents),
        t12_source_file: line.t12MonthlyCents === null ? null : line.sourceFile,
        t12_source_page: line.t12MonthlyCents === null ? null : line.page,
        broker_monthly: dollars(line.brokerMonthlyCents),
        broker_source_file: line.brokerMonthlyCents === null ? null : line.sourceFile,
        broker_source_page: line.brokerMonthlyCents === null ? null : line.page,
      })),
    }),
    sources: factSources(merged),
    checks: buildChecks(merged),
    warnings: merged.warnings,
  };
}
