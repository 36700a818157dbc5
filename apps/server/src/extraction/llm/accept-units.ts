import { MAX_UNITS } from "@plexwise/core/limits";
import type { ReadDocument, ReadPage } from "../document";
import { showMoney } from "../rules/cells";
import { columnRole, type ColumnRole, type HeaderRoles } from "../rules/rent-roll-header";
import { readMappedTable, type RentRollRead } from "../rules/rent-roll";
import type { ExtractedUnit, ReportedTotals, Sourced } from "../rules/types";
import { toUnit } from "./model-rows";
import { reconciles, type PrintedTotals } from "./printed-totals";
import type { ExtractionHelp } from "./schema";
import { findText, type ShownText } from "./shown-text";

/**
 * Units for a document whose rent roll the rules could not read. Two tries, in order: the rules read the
 * table with the model's column mapping (the values are then the document's own cells), or the model's
 * own unit rows. Either is taken only when its rents add up to the rent roll's printed total (and its
 * rows to a stated unit count); a document that prints no total gets no units from the model. The
 * mapping names only headings the rules cannot: a total cannot tell a rent column from a square-feet one.
 */
export type AcceptedRead = Omit<RentRollRead, "rowsUsed"> & { summary: string };
type Input = { document: ReadDocument; help: ExtractionHelp; totals: PrintedTotals; shown: ShownText };
type Try = { what: string; read: Omit<RentRollRead, "rowsUsed">; ownCells: boolean };

/** A rent roll runs over a few pages; more "tables" than this is not an answer about one. */
const MAX_MAPPED_TABLES = 20;
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const cellKey = (cell: string): string => cell.toLowerCase().replace(/[^a-z0-9]+/g, "");
const sameCells = (a: string[], b: string[]): boolean => {
  const x = a.map(cellKey).filter(Boolean);
  const y = b.map(cellKey).filter(Boolean);
  return x.length === y.length && x.every((cell, i) => cell === y[i]);
};

function headerRow(pages: ReadPage[], cells: string[]): { page: ReadPage; row: number } | null {
  for (const page of pages) {
    const row = page.rows.findIndex((r) => sameCells(r, cells));
    if (row >= 0) return { page, row };
  }
  return null;
}

function mappedRead(document: ReadDocument, help: ExtractionHelp): Try["read"] {
  const out: Try["read"] = { units: [], otherIncome: [], reported: {} };
  for (const table of help.rentRollTables.slice(0, MAX_MAPPED_TABLES)) {
    if (table.columns.length !== table.headerCells.length) continue;
    // The page the model named first, then any other.
    const pages = [...document.pages].sort((a, b) => Number(b.page === table.page) - Number(a.page === table.page));
    const found = headerRow(pages, table.headerCells);
    if (!found) continue;
    const cells = found.page.rows[found.row] ?? [];
    const nonEmpty = cells.map((c, i) => (cellKey(c) === "" ? -1 : i)).filter((i) => i >= 0);
    const roles: HeaderRoles = new Map();
    table.columns.forEach((modelRole, i) => {
      const column = nonEmpty[i];
      if (column === undefined) return;
      // A heading the rules can name keeps the rules' meaning: the model names only the ones they cannot.
      const role: ColumnRole | null = columnRole(cells[column] ?? "") ?? (modelRole === "other" ? null : modelRole);
      if (role && role !== "ignored" && !roles.has(role)) roles.set(role, column);
    });
    const read = readMappedTable(found.page, found.row, roles);
    out.units.push(...read.units);
    out.otherIncome.push(...read.otherIncome);
    out.reported = { ...read.reported, ...out.reported };
  }
  return out;
}

type Check = { ok: false; why: string } | { ok: true; total: Sourced<number>; count: Sourced<number> | null };

function check(units: ExtractedUnit[], reported: ReportedTotals, ownCells: boolean, input: Input): Check {
  const fail = (why: string): Check => ({ ok: false, why });
  if (units.length > MAX_UNITS) return fail(`there are more than ${MAX_UNITS} of them`);
  const unprinted = ownCells ? 0 : units.filter((u) => findText(input.shown, u.unitNumber) === null).length;
  if (unprinted > 0) return fail(`${unprinted} of them carry unit numbers the document does not print`);
  const total = reported.rentRollMonthlyCents ?? input.totals.rentRollMonthlyCents;
  if (!total) return fail("no printed total monthly rent was found to check them against");
  const rent = sum(units.map((u) => u.rentCents ?? 0));
  const asking = sum(units.filter((u) => u.vacant).map((u) => u.askingRentCents ?? 0));
  // A printed total often counts vacant units' asking rent (the rules warn about it the same way).
  if (!reconciles(rent, total.value) && !(asking > 0 && reconciles(rent + asking, total.value)))
    return fail(
      `they add up to ${showMoney(rent)} a month but page ${total.page} prints a total of ${showMoney(total.value)}`,
    );
  const count = reported.unitCount ?? input.totals.unitCount;
  if (count && count.value !== units.length) return fail(`page ${count.page} states ${count.value} units`);
  return { ok: true, total, count };
}

export function acceptUnits(input: Input, say: (text: string) => void): AcceptedRead | null {
  const tries: Try[] = [
    {
      what: "read with the language model's column mapping",
      read: mappedRead(input.document, input.help),
      ownCells: true,
    },
    {
      what: "read by the language model",
      read: { units: input.help.units.map((u) => toUnit(input.document, u)), otherIncome: [], reported: {} },
      ownCells: false,
    },
  ];
  for (const { what, read, ownCells } of tries) {
    const { units } = read;
    if (units.length === 0) continue;
    const checked = check(units, read.reported, ownCells, input);
    if (!checked.ok) {
      say(`the ${units.length} unit rows ${what} were not used: ${checked.why}.`);
      continue;
    }
    const { total, count } = checked;
    return {
      units,
      otherIncome: read.otherIncome,
      reported: { rentRollMonthlyCents: total, ...(count && { unitCount: count }), ...read.reported },
      summary: `${units.length} units ${what}, matching the total of ${showMoney(total.value)} a month on page ${total.page}`,
    };
  }
  return null;
}
