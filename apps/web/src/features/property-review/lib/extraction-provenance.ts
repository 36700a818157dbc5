import type { ExtractedFact, ExtractionCheck, UnitMixRow, ValueSource } from "@plexwise/core";
import { formatCents } from "@plexwise/core/money";
import { asRecord, pick, readCents, readList, readNumber, readText, readWholeNumber } from "./read-loose-fields";

/**
 * Where each extracted value came from and which printed totals did not add up, read from the stored
 * extraction (core's extractionResponseSchema). An extraction stored by an older version, or fields
 * typed by hand, simply have no sources or checks: nothing here throws.
 */
export type Source = ValueSource;
export type Check = ExtractionCheck;
export type MixRow = Omit<UnitMixRow, "source"> & { source: Source | null };

/**
 * One property of a portfolio export, with its unit rows as the extraction sent them, the address its heading prints
 * and its own subtotal line (unit count and monthly rent in dollars), when the export prints one.
 */
export type PortfolioProperty = {
  name: string;
  unitRows: unknown[];
  address: string;
  city: string;
  state: string;
  zip: string;
  printedUnits: number | null;
  printedMonthlyRent: number | null;
};

export type Provenance = {
  facts: Partial<Record<ExtractedFact, Source>>;
  checks: Check[];
  unitMix: MixRow[];
  portfolio: PortfolioProperty[];
};

export const emptyProvenance = (): Provenance => ({ facts: {}, checks: [], unitMix: [], portfolio: [] });

function readPortfolioProperty(value: unknown): PortfolioProperty | null {
  const record = asRecord(value);
  const name = readText(record?.name);
  const unitRows = readList(pick(record ?? {}, "unit_rows", "unitRows"));
  if (!record || !name || unitRows.length === 0) return null;
  return {
    name,
    unitRows,
    address: readText(record.address),
    city: readText(record.city),
    state: readText(record.state).toUpperCase(),
    zip: readText(record.zip),
    printedUnits: readWholeNumber(pick(record, "printed_units", "printedUnits")),
    printedMonthlyRent: readNumber(pick(record, "printed_monthly_rent", "printedMonthlyRent")),
  };
}

export function readSource(value: unknown): Source | null {
  const record = asRecord(value);
  const file = readText(record?.file);
  const page = readWholeNumber(record?.page);
  if (!record || !file || page === null || page < 1) return null;
  const line = readText(record.line);
  return { file, page, line: line || null };
}

/** A unit's or line item's own source fields (source_file, source_page, source_line). */
export function readRowSource(row: Record<string, unknown>): Source | null {
  return readSource({
    file: pick(row, "source_file", "sourceFile"),
    page: pick(row, "source_page", "sourcePage"),
    line: pick(row, "source_line", "sourceLine"),
  });
}

function readCheck(value: unknown): Check | null {
  const record = asRecord(value);
  const key = readText(record?.key);
  const source = readSource(record?.source);
  const printed = typeof record?.printed === "number" ? record.printed : null;
  const computed = typeof record?.computed === "number" ? record.computed : null;
  const keys: Check["key"][] = ["unit_count", "rent_roll_monthly", "total_expenses_annual", "noi_annual"];
  const known = keys.find((k) => k === key);
  if (!record || !known || !source || printed === null || computed === null) return null;
  return {
    key: known,
    label: readText(record.label) || known,
    printed,
    computed,
    difference: printed - computed,
    ok: record.ok === true,
    source,
  };
}

function readMixRow(value: unknown): MixRow | null {
  const record = asRecord(value);
  const count = readWholeNumber(record?.count);
  const type = readText(record?.unit_type);
  if (!record || count === null || count < 1 || !type) return null;
  const cents = readCents(record.avg_rent);
  const market = readCents(record.market_rent);
  return {
    unit_type: type,
    beds: readNumber(record.beds),
    baths: readNumber(record.baths),
    count,
    sqft: readWholeNumber(record.sqft),
    avg_rent: cents === null ? null : cents / 100,
    market_rent: market === null ? null : market / 100,
    source: readSource(record.source),
  };
}

export function readProvenance(extraction: unknown): Provenance {
  const data = asRecord(extraction);
  if (!data) return emptyProvenance();
  const facts: Provenance["facts"] = {};
  const sources = asRecord(data.sources) ?? {};
  for (const [key, value] of Object.entries(sources)) {
    const source = readSource(value);
    if (source) facts[key as ExtractedFact] = source;
  }
  return {
    facts,
    checks: readList(data.checks).flatMap((c) => readCheck(c) ?? []),
    unitMix: readList(pick(data, "unit_mix", "unitMix")).flatMap((m) => readMixRow(m) ?? []),
    portfolio: readList(data.portfolio).flatMap((p) => readPortfolioProperty(p) ?? []),
  };
}

/** "rent-roll.pdf, page 11: "101  2/1.00  $1,215"" — what the source popover says. */
export function describeSource(source: Source): string {
  const where = `${source.file}, page ${source.page}`;
  return source.line ? `${where}: "${source.line}"` : where;
}

const money = (dollars: number) =>
  formatCents(Math.round(dollars * 100), { showCents: Math.round(dollars * 100) % 100 !== 0 });

/** One line per check: what the document prints and what its rows add up to. */
export function describeCheck(check: Check): string {
  const show = check.key === "unit_count" ? (n: number) => String(n) : money;
  if (check.ok) return `${check.label}: ${show(check.printed)} printed, rows agree.`;
  const rows = check.key === "unit_count" ? "unit rows read" : "the rows add up to";
  return `${check.label}: the document prints ${show(check.printed)} (${check.source.file}, page ${check.source.page}) but ${rows} ${show(check.computed)}; off by ${show(Math.abs(check.difference))}.`;
}

export const failedCheck = (provenance: Provenance, key: Check["key"]): Check | undefined =>
  provenance.checks.find((c) => c.key === key && !c.ok);
