import type { DocumentTotal, DocumentTotalKey } from "@plexwise/core";
import { DOCUMENT_TOTAL_KEYS, documentTotalValueProblem } from "@plexwise/core/analysis";
import { readRowSource, readSource, type Check, type PortfolioProperty, type Source } from "./extraction-provenance";
import { asRecord, pick, readNumber } from "./read-loose-fields";

/** A portfolio export's printed rent roll and unit count are the whole portfolio's, not the picked property's. */
export const PORTFOLIO_WIDE: readonly DocumentTotalKey[] = ["units", "rent_roll_monthly", "rent_roll_market_monthly"];

/** The checks' keys for the totals they name, for totals whose own source the extraction did not send. */
const CHECK_OF: Partial<Record<DocumentTotalKey, Check["key"]>> = {
  units: "unit_count",
  rent_roll_monthly: "rent_roll_monthly",
  total_expenses_annual: "total_expenses_annual",
  noi_annual: "noi_annual",
};

/**
 * The totals the documents print, as the extraction sent them (`document_totals`, with `document_total_sources`, or
 * a check's or fact's source), in the shape Create Property keeps: the plausibility guard holds the property's lines
 * against them from the review on. A value the contract would refuse is left out, so Create never fails on it.
 */
export function readDocumentTotals(data: Record<string, unknown>, checks: Check[]): DocumentTotal[] | null {
  const printed = asRecord(pick(data, "document_totals", "documentTotals")) ?? {};
  const sources = asRecord(pick(data, "document_total_sources", "documentTotalSources")) ?? {};
  const facts = asRecord(data.sources) ?? {};
  const portfolio = Array.isArray(data.portfolio) && data.portfolio.length > 0;
  const totals = DOCUMENT_TOTAL_KEYS.flatMap((total): DocumentTotal[] => {
    if (portfolio && PORTFOLIO_WIDE.includes(total)) return [];
    const priceFact = total === "price" && readSource(facts.price) ? readNumber(data.price) : null;
    const value = readNumber(printed[total]) ?? priceFact;
    if (value === null) return [];
    const check = checks.find((c) => c.key === CHECK_OF[total]);
    const factSource = total === "price" ? readSource(facts.price) : null;
    const source: Source | null = readSource(sources[total]) ?? check?.source ?? factSource;
    if (documentTotalValueProblem(total, value) !== null) return [];
    return [{ total, value, file: source?.file.slice(0, 255) ?? null, page: source?.page ?? null, confirmed: false }];
  });
  return totals.length > 0 ? totals : null;
}

/** Where a property's subtotal line was printed: its rows' file, on the page of its last row (the line follows it). */
export function subtotalSource(property: PortfolioProperty): Source | null {
  const sources = property.unitRows.flatMap((row) => {
    const record = asRecord(row);
    return record ? (readRowSource(record) ?? []) : [];
  });
  return sources.at(-1) ?? null;
}

/**
 * The totals kept with a property picked from a portfolio export: the documents' other totals, with its own group
 * subtotal (unit count and monthly rent) as the rent roll's printed totals instead of the portfolio's. A property
 * the export prints no subtotal for (a house of one unit) has none.
 */
export function portfolioPropertyTotals(
  property: PortfolioProperty,
  totals: readonly DocumentTotal[] | null,
): DocumentTotal[] | null {
  const source = subtotalSource(property);
  const where = { file: source?.file.slice(0, 255) ?? null, page: source?.page ?? null, confirmed: false };
  const own: DocumentTotal[] = [
    ...(property.printedUnits === null ? [] : [{ total: "units" as const, value: property.printedUnits, ...where }]),
    ...(property.printedMonthlyRent === null
      ? []
      : [{ total: "rent_roll_monthly" as const, value: property.printedMonthlyRent, ...where }]),
  ].filter((t) => documentTotalValueProblem(t.total, t.value) === null);
  const kept = [...(totals ?? []).filter((t) => !PORTFOLIO_WIDE.includes(t.total)), ...own];
  return kept.length > 0 ? kept : null;
}
