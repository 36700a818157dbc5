import { CELL_SEPARATOR, type ReadPage } from "../document";
import { cellCents, cellInteger, isAmountCell, normalise } from "./cells";
import { cellsByColumn, headerColumns, wrappedHeaderLines, type Column } from "./table-columns";
import type { Sourced, UnitMixRow } from "./types";
import { parseBedsBaths } from "./unit-type";

/**
 * Unit-mix tables: how many units of each type and what they rent for ("1 Bed / 1 Bath  8  750 SF
 * $1,240  $1,350"). An OM often prints one instead of (or beside) a rent roll, and a rent roll export
 * often closes with one ("Rent Roll Summary"). Its rows are types, never units.
 */
type MixRole = "count" | "type" | "sqft" | "rent" | "market";

/** Checked in order; a heading that names a total (count times rent) is not a per-unit rent. */
const MIX_ROLES: [MixRole, RegExp][] = [
  [
    "count",
    /^(#|no\.?|number|count|qty|quantity)\s*(of\s*)?(units?|apts?)$|^(units|apts|apartments)(\s*count)?$|^unit\s*count$|^#$|^count$|^qty$/i,
  ],
  ["market", /\b(market|pro\s?-?forma|asking|projected|potential|stabili[sz]ed)\b/i],
  ["sqft", /(sq\.?\s*f(ee)?t|square\s*f(ee|oo)t|\bsf\b|sqft|\bsize\b|\barea\b)/i],
  ["rent", /\b(rents?|current|actual|in-?place|scheduled|contract)\b/i],
  ["type", /\b(type|plan|floor\s*plan|floorplan|unit\s*mix|description|bed|beds|bedrooms?|br|layout|style)\b/i],
];
const TOTAL = /\b(total|totals|average|avg|weighted|overall|summary)\b/i;
const MAX_GAP_ROWS = 2;

function mixRole(heading: string): MixRole | null {
  const text = heading.trim();
  if (text === "" || /\btotal\b|%|\bpsf\b|\/\s*sf|per\s+sf|annual|yearly/i.test(text)) return null;
  for (const [role, pattern] of MIX_ROLES) if (pattern.test(text)) return role;
  return null;
}

type MixTable = { columns: Column[]; roles: Map<MixRole, number>; headerRow: number };

function rolesOf(columns: Column[]): Map<MixRole, number> {
  const roles = new Map<MixRole, number>();
  columns.forEach((c, i) => {
    const role = mixRole(c.label);
    if (role && !roles.has(role)) roles.set(role, i);
  });
  return roles;
}

/** A count of units and their type; rents are often printed too, but a mix without them still counts units. */
const isMixHeader = (roles: Map<MixRole, number>): boolean => roles.has("count") && roles.has("type");

function findMixTable(page: ReadPage, row: number): MixTable | null {
  for (const lines of [0, wrappedHeaderLines(page, row)]) {
    const columns = headerColumns(page, row, lines);
    const roles = rolesOf(columns);
    if (isMixHeader(roles)) return { columns, roles, headerRow: row };
  }
  return null;
}

const at = (cells: (string | undefined)[], roles: Map<MixRole, number>, role: MixRole): string | undefined => {
  const index = roles.get(role);
  return index === undefined ? undefined : cells[index];
};

function mixRow(cells: (string | undefined)[], table: MixTable, raw: string[], page: number): UnitMixRow | null {
  const count = cellInteger(at(cells, table.roles, "count"));
  const type = normalise(at(cells, table.roles, "type") ?? "");
  if (count === null || count <= 0 || count > 1000 || type === "" || isAmountCell(type) || TOTAL.test(type))
    return null;
  const fromType = parseBedsBaths(type);
  const sqft = cellInteger(at(cells, table.roles, "sqft"));
  return {
    unitType: type,
    beds: fromType.beds,
    baths: fromType.baths,
    count,
    sqft: sqft !== null && sqft > 0 ? sqft : null,
    avgRentCents: cellCents(at(cells, table.roles, "rent")),
    marketRentCents: cellCents(at(cells, table.roles, "market")),
    page,
    line: raw.join(CELL_SEPARATOR),
  };
}

export type UnitMixRead = { rows: UnitMixRow[]; unitCount?: Sourced<number> };

function readMixTable(page: ReadPage, table: MixTable, out: UnitMixRead): number {
  let gap = 0;
  let row = table.headerRow + 1;
  for (; row < page.rows.length && gap < MAX_GAP_ROWS; row++) {
    const raw = page.rows[row] ?? [];
    const cells = cellsByColumn(page, row, table.columns);
    if (TOTAL.test(raw[0] ?? "") || TOTAL.test(at(cells, table.roles, "type") ?? "")) {
      const count = cellInteger(at(cells, table.roles, "count"));
      if (count !== null && count > 0)
        out.unitCount = { value: count, page: page.page, line: raw.join(CELL_SEPARATOR) };
      row++;
      break;
    }
    const read = mixRow(cells, table, raw, page.page);
    if (!read) {
      gap++;
      continue;
    }
    out.rows.push(read);
    gap = 0;
  }
  return row;
}

/** Counts that run 101, 102, 103 are unit numbers: a rent roll, not a mix. */
const looksLikeUnitNumbers = (rows: UnitMixRow[]): boolean =>
  rows.length >= 3 && rows.every((r, i) => i === 0 || r.count === (rows[i - 1]?.count ?? 0) + 1);

/** The first unit-mix table of the document, skipping rows a rent roll already used. */
export function readUnitMix(pages: ReadPage[], skip: Set<string>): UnitMixRead {
  const out: UnitMixRead = { rows: [] };
  for (const page of pages) {
    for (let row = 0; row < page.rows.length; row++) {
      if (skip.has(`${page.page}:${row}`)) continue;
      const table = findMixTable(page, row);
      if (!table) continue;
      readMixTable(page, table, out);
      if (looksLikeUnitNumbers(out.rows)) out.rows = [];
      if (out.rows.length > 0) {
        out.unitCount ??= { value: out.rows.reduce((s, r) => s + r.count, 0), page: page.page };
        return out;
      }
    }
  }
  return out;
}
