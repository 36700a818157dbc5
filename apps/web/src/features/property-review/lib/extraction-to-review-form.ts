import type { DocumentLine } from "@plexwise/core";
import { EXPENSE_CATEGORIES } from "@plexwise/core/limits";
import { MAX_UNITS } from "@plexwise/core/limits";
import { formatGrouped } from "@plexwise/core/money";
import { amountFromMonthlyCents } from "./amount-field";
import { portfolioPropertyTotals, readDocumentTotals } from "./extraction-document-totals";
import { readExpenseRows, readOtherIncomeRows } from "./extraction-line-items";
import { readProvenance, readRowSource, type MixRow } from "./extraction-provenance";
import {
  asRecord,
  pick,
  readCents,
  readWholeDollars,
  readList,
  readNumber,
  readText,
  readWholeNumber,
  type Loose,
} from "./read-loose-fields";
import { newRowKey, emptyReviewForm, type RentRow, type ReviewDetails, type ReviewForm } from "./review-form";
import { padRows } from "./rent-roll-rows";

const halfStepText = (value: unknown): string => {
  const n = readNumber(value);
  return n === null ? "" : String(Math.round(n * 2) / 2);
};
const groupedText = (n: number | null): string => (n === null ? "" : formatGrouped(n));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A lease day as sent, when it is yyyy-mm-dd (the server checks it again on save). */
function leaseDay(unit: Loose, field: "leaseStart" | "leaseEnd", ...names: string[]): Partial<RentRow> {
  const day = readText(pick(unit, ...names));
  return ISO_DAY.test(day) ? { [field]: day } : {};
}

/** The rent roll's rows as the extraction sent them (SPEC field names, dollars), as review rows. */
export const readRentRows = (list: unknown[]): RentRow[] => list.flatMap((raw) => readRentRow(raw) ?? []);

function readRentRow(raw: unknown): RentRow | null {
  const unit = asRecord(raw);
  if (!unit) return null;
  return {
    key: newRowKey(),
    unitNumber: readText(pick(unit, "unit_number", "unitNumber", "unit", "label")).slice(0, 40),
    beds: halfStepText(pick(unit, "beds", "bedCount", "bed_count", "bedrooms")),
    baths: halfStepText(pick(unit, "baths", "bathCount", "bath_count", "bathrooms")),
    sqft: groupedText(readWholeNumber(pick(unit, "sqft", "square_feet", "squareFeet"))),
    rent: amountFromMonthlyCents(
      readCents(pick(unit, "rent", "monthly_rent", "monthlyRent", "current_rent", "currentRent")),
    ),
    marketRentCents: readCents(pick(unit, "market_rent", "marketRent")),
    vacant: unit.vacant === true,
    ...(unit.commercial === true ? { commercial: true } : {}),
    source: readRowSource(unit),
    fromMix: false,
    ...leaseDay(unit, "leaseStart", "lease_start", "leaseStart"),
    ...leaseDay(unit, "leaseEnd", "lease_end", "leaseEnd"),
  };
}

/**
 * With no rent roll, the unit mix makes the rows: one per unit of each type ("2 Bed / 1 Bath #3") at the
 * type's average rent, marked as from the unit mix so the person knows they are not per-unit figures.
 */
export function rowsFromUnitMix(mix: MixRow[]): RentRow[] {
  const rows: RentRow[] = [];
  for (const type of mix) {
    for (let i = 1; i <= type.count && rows.length < MAX_UNITS; i++) {
      const suffix = ` #${i}`;
      rows.push({
        key: newRowKey(),
        unitNumber: `${type.unit_type.slice(0, 40 - suffix.length)}${suffix}`,
        beds: type.beds === null ? "" : String(type.beds),
        baths: type.baths === null ? "" : String(type.baths),
        sqft: groupedText(type.sqft),
        rent: amountFromMonthlyCents(type.avg_rent === null ? null : Math.round(type.avg_rent * 100)),
        marketRentCents: type.market_rent === null ? null : Math.round(type.market_rent * 100),
        vacant: false,
        source: type.source,
        fromMix: true,
      });
    }
  }
  return rows;
}

/** Zip codes sent as numbers lose their leading zeros: 2101 is "02101". */
function readZip(value: unknown): string {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 100_000)
    return String(value).padStart(5, "0");
  return readText(value);
}

function readDetails(data: Loose, unitCount: number | null): ReviewDetails {
  const price = readWholeDollars(pick(data, "price", "asking_price", "askingPrice"));
  return {
    nickname: readText(pick(data, "nickname", "name")),
    address: readText(pick(data, "address", "street_address", "streetAddress")),
    city: readText(data.city),
    state: readText(data.state).toUpperCase(),
    zip: readZip(pick(data, "zip", "zip_code", "zipCode", "postal_code")),
    listingLink: readText(pick(data, "listing_link", "listingLink", "listing_url", "url")),
    realtorName: readText(pick(data, "realtor_name", "realtorName", "broker_name")),
    realtorPhone: readText(pick(data, "realtor_phone", "realtorPhone", "broker_phone")),
    realtorEmail: readText(pick(data, "realtor_email", "realtorEmail", "broker_email")),
    price: price === null || price <= 0 ? "" : `$${formatGrouped(price)}`,
    parcelNumber: readText(pick(data, "parcel_number", "parcelNumber", "pid", "apn")),
    unitCount: unitCount === null ? "" : String(unitCount),
    yearBuilt: readText(readWholeNumber(pick(data, "year_built", "yearBuilt"))),
    squareFeet: groupedText(readWholeNumber(pick(data, "square_feet", "sqft", "squareFeet"))),
  };
}

function readFullExtract(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined || value === null) return "";
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return "";
  }
}

const DOCUMENT_LINE_KINDS: readonly DocumentLine["kind"][] = ["rent", "income", "expense"];
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const pageOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 ? value : null;

function readDocumentLine(value: unknown): DocumentLine | null {
  const line = asRecord(value);
  const label = line && readText(line.label);
  if (!line || !label || !isOneOf(DOCUMENT_LINE_KINDS, line.kind)) return null;
  return {
    label: label.slice(0, 120),
    kind: line.kind,
    category: isOneOf(EXPENSE_CATEGORIES, line.category) ? line.category : null,
    t12Cents: readCents(line.t12_monthly),
    t12SourceFile: textOrNull(line.t12_source_file),
    t12SourcePage: pageOrNull(line.t12_source_page),
    brokerCents: readCents(line.broker_monthly),
    brokerSourceFile: textOrNull(line.broker_source_file),
    brokerSourcePage: pageOrNull(line.broker_source_page),
  };
}

/** The extraction's document lines (the wire's monthly dollars) in cents; lines that cannot be read are left out. */
function readDocumentLines(value: unknown): DocumentLine[] | null {
  const lines = readList(value).flatMap((item) => readDocumentLine(item) ?? []);
  return lines.length > 0 ? lines : null;
}

/**
 * The form prefilled from an extraction result (SPEC section 3, snake_case with camelCase aliases).
 * Anything missing or unreadable is left empty; the rent roll is padded with empty rows up to the unit count.
 */
export function extractionToReviewForm(extraction: unknown): ReviewForm {
  const data = asRecord(extraction);
  if (!data) return emptyReviewForm();
  const provenance = readProvenance(data);
  const listed = readRentRows(readList(pick(data, "units", "rent_roll", "rentRoll")));
  const rows = listed.length > 0 ? listed : rowsFromUnitMix(provenance.unitMix);
  const statedCount = readWholeNumber(pick(data, "units_total", "unitCount", "unit_count", "units_count"));
  const unitCount = statedCount !== null ? Math.min(statedCount, MAX_UNITS) : rows.length > 0 ? rows.length : null;
  const traceId = readText(pick(data, "traceId", "trace_id"));
  // A portfolio export's rows are its first property's: so is the subtotal they are held against.
  const firstOfPortfolio = provenance.portfolio[0];
  return {
    details: readDetails(data, unitCount),
    units: padRows(rows, unitCount ?? 0),
    otherIncome: readOtherIncomeRows(pick(data, "other_income", "otherIncome")),
    expenses: readExpenseRows(data.expenses),
    fullExtract: readFullExtract(pick(data, "fullExtract", "full_extract")),
    traceId: traceId ? traceId.slice(0, 100) : null,
    documentLines: readDocumentLines(pick(data, "documentLines", "document_lines")),
    documentTotals: firstOfPortfolio
      ? portfolioPropertyTotals(firstOfPortfolio, readDocumentTotals(data, provenance.checks))
      : readDocumentTotals(data, provenance.checks),
    provenance,
  };
}

/** The stored extraction, or null when the key is missing or the JSON is bad. */
export function parseStoredExtraction(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
