import type { ReadPage } from "../document";
import { showMoney } from "./cells";
import type { ExtractedUnit, LineItem, ReportedTotals, SetAside, Sourced } from "./types";

/**
 * A scanned table's rows held against the totals the document prints (issue 30: never a confident wrong number from
 * a scan). OCR misreads print with high confidence, a point lost ("172525" for 1,725.25), a digit dropped ("79" for
 * 795) or a digit changed ("1,568.20" for 1,558.20), and a statement on another scanned page may be taken for units.
 * So, for the rows read from OCR'd pages only (a text layer prints what the file holds):
 * - never more unit rows than the units the document prints: the rows least like units are let go (a unit number
 *   repeated or shaped unlike the others, rows on pages other than the one printing the count or total), each named;
 * - when the rents miss the printed total and one row, read one digit or point differently, reproduces it exactly,
 *   that reading is taken and named;
 * - when none does, rents out of all proportion with the column (four times its median or more, a tenth or less)
 *   are left out as unreadable rather than shown, and the total's check stays a high-severity finding.
 */
export type ScannedTableResult = { units: ExtractedUnit[]; notes: string[] };
type Say = (text: string) => void;
type Scanned = (unit: ExtractedUnit) => boolean;

/** A rent this many times the column's median, or under a tenth of it, is out of all proportion with it. */
const HIGH_OUTLIER = 4;
const LOW_OUTLIER = 10;
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const shape = (label: string): string => label.replace(/[a-z]/gi, "A").replace(/\d/g, "9");
const money = (cents: number): string => showMoney(cents);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Two digit strings one OCR slip apart: equal, or one digit dropped, added or changed. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) return [...a].filter((c, i) => c !== b[i]).length === 1;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * Whether `to` may be what was printed where `from` was read: the point (or the cents) lost, "172525" for 1,725.25 or
 * "179500" for 1,795.00; or, in the same place, one digit dropped, added or changed ("79" for 795, "1,568.20" for
 * 1,558.20). Never both: two slips in one figure are no reading of it.
 */
export function plausibleMisread(from: number, to: number): boolean {
  if (to <= 0 || from === to) return false;
  const pointLost = from === to * 100 || from === to * 10;
  return pointLost || oneSlipApart(String(from), String(to));
}

/** Rows ranked to let go first: repeated unit numbers, then shapes unlike most, then rows away from `page`, then last. */
function leastUnitLike(units: ExtractedUnit[], page: number | undefined): ExtractedUnit[] {
  const seen = new Set<string>();
  const repeated = units.filter((u) => (seen.has(u.unitNumber) ? true : (seen.add(u.unitNumber), false)));
  const shapes = new Map<string, number>();
  for (const u of units) shapes.set(shape(u.unitNumber), (shapes.get(shape(u.unitNumber)) ?? 0) + 1);
  const common = [...shapes].sort((a, b) => b[1] - a[1])[0]?.[0];
  const odd = units.filter((u) => shape(u.unitNumber) !== common);
  const elsewhere = page === undefined ? [] : units.filter((u) => u.page !== page);
  const ranked = [...repeated, ...odd, ...elsewhere, ...units.slice().reverse()];
  return ranked.filter((u, i) => ranked.indexOf(u) === i);
}

function trimToCount(
  units: ExtractedUnit[],
  count: Sourced<number>,
  totalPage: number | undefined,
  isScanned: Scanned,
  say: Say,
): ExtractedUnit[] {
  const scanned = units.filter(isScanned);
  const extra = units.length - count.value;
  if (extra <= 0 || scanned.length === 0) return units;
  // Whole tables away from the page that prints the count or total go first (a statement read as units).
  const page = totalPage ?? count.page;
  const away = scanned.filter((u) => u.page !== page);
  const candidates = away.length > 0 && units.length - away.length >= count.value ? away : scanned;
  const drop = new Set(leastUnitLike(candidates, page).slice(0, extra));
  const named = units
    .filter((u) => drop.has(u))
    .slice(0, 10)
    .map((u) => `"${u.unitNumber}" (page ${u.page})`);
  say(
    `page ${count.page} states ${count.value} units but ${units.length} unit rows were read from the scan; ${drop.size} row(s) least like units were left out: ${named.join(", ")}${drop.size > 10 ? ", ..." : ""}.`,
  );
  return units.filter((u) => !drop.has(u));
}

function reconcileRents(units: ExtractedUnit[], total: Sourced<number>, isScanned: Scanned, say: Say): ExtractedUnit[] {
  const rent = (list: ExtractedUnit[]) => sum(list.map((u) => u.rentCents ?? 0));
  const asking = sum(units.filter((u) => u.vacant).map((u) => u.askingRentCents ?? u.marketRentCents ?? 0));
  // A dollar either way: the total of a column printed in cents may still be rounded.
  const reproduces = (cents: number) =>
    Math.abs(cents - total.value) <= 100 || Math.abs(cents + asking - total.value) <= 100;
  if (reproduces(rent(units))) return units;
  const gap = total.value - rent(units);
  const fixes = units.filter(
    (u) => isScanned(u) && u.rentCents !== null && plausibleMisread(u.rentCents, u.rentCents + gap),
  );
  const only = fixes.length === 1 ? fixes[0] : undefined;
  if (only && only.rentCents !== null) {
    const to = only.rentCents + gap;
    say(
      `unit ${only.unitNumber}'s rent on scanned page ${only.page} read as ${money(only.rentCents)} is taken as ${money(to)}, the reading with which the rows add up to the total printed on page ${total.page} (${money(total.value)}); check it.`,
    );
    return units.map((u) => (u === only ? { ...u, rentCents: to } : u));
  }
  // No one reading reproduces the total: figures out of all proportion with their column are not shown as data.
  const rents = units
    .filter((u) => isScanned(u) && u.rentCents !== null && u.rentCents > 0)
    .map((u) => u.rentCents ?? 0);
  if (rents.length < 4) return units;
  const typical = median(rents);
  const wild = (u: ExtractedUnit) =>
    isScanned(u) &&
    u.rentCents !== null &&
    u.rentCents > 0 &&
    (u.rentCents >= typical * HIGH_OUTLIER || u.rentCents * LOW_OUTLIER <= typical);
  const outliers = units.filter(wild);
  if (outliers.length === 0) return units;
  const list = outliers.map((u) => `unit ${u.unitNumber} (${money(u.rentCents ?? 0)}, page ${u.page})`).join(", ");
  say(
    `the scanned rent roll's rows do not add up to the total printed on page ${total.page} (${money(total.value)}), and the rents of ${list} are out of line with the column (median ${money(typical)}): they were left out as misread; enter them by hand.`,
  );
  return units.map((u) => (wild(u) ? { ...u, rentCents: null } : u));
}

export function reconcileScannedTable(
  pages: ReadPage[],
  units: ExtractedUnit[],
  reported: ReportedTotals,
  unitsTotal: Sourced<number> | undefined,
): ScannedTableResult {
  const scannedPages = new Set(pages.filter((p) => p.ocr).map((p) => p.page));
  const isScanned: Scanned = (u) => scannedPages.has(u.page);
  const notes: string[] = [];
  const say: Say = (text) => notes.push(text);
  if (!units.some(isScanned)) return { units, notes };
  const count = reported.unitCount ?? unitsTotal;
  const total = reported.rentRollMonthlyCents;
  let kept = count ? trimToCount(units, count, total?.page, isScanned, say) : units;
  if (total) kept = reconcileRents(kept, total, isScanned, say);
  return { units: kept, notes };
}

/**
 * A scanned statement's expense lines against the total expenses it prints: the one line that, read one slip
 * differently, reproduces the total is taken; else a line larger than the whole printed total (a figure no
 * statement prints among its parts) is left out as misread. Lines moved out of the expenses still count.
 */
export function reconcileScannedExpenses(
  pages: ReadPage[],
  expenses: LineItem[],
  setAside: SetAside[],
  reported: ReportedTotals,
): { expenses: LineItem[]; notes: string[] } {
  const notes: string[] = [];
  const printed = reported.totalExpensesAnnualCents;
  const scannedPages = new Set(pages.filter((p) => p.ocr).map((p) => p.page));
  const scanned = (line: LineItem) => scannedPages.has(line.page);
  if (!printed || !expenses.some(scanned)) return { expenses, notes };
  const movedOut = sum(setAside.filter((a) => a.why === "inside_expenses").map((a) => a.annualCents));
  const read = sum(expenses.map((e) => e.annualCents)) + movedOut;
  const gap = printed.value - read;
  // Statements print whole dollars of unrounded sums: a dollar a line.
  if (Math.abs(gap) <= Math.max(100, expenses.length * 100)) return { expenses, notes };
  const withAnnual = (line: LineItem, annualCents: number): LineItem => ({
    ...line,
    annualCents,
    monthlyCents: Math.round(annualCents / 12),
  });
  const fixes = expenses.filter((e) => scanned(e) && plausibleMisread(e.annualCents, e.annualCents + gap));
  const only = fixes.length === 1 ? fixes[0] : undefined;
  if (only) {
    const to = only.annualCents + gap;
    notes.push(
      `"${only.label}" on scanned page ${only.page} read as ${money(only.annualCents)} is taken as ${money(to)}, the reading with which the expense lines add up to the total printed on page ${printed.page} (${money(printed.value)}); check it.`,
    );
    return { expenses: expenses.map((e) => (e === only ? withAnnual(e, to) : e)), notes };
  }
  const impossible = (e: LineItem) =>
    scanned(e) && Math.abs(e.annualCents) > Math.abs(printed.value) && read > printed.value;
  const wild = expenses.filter(impossible);
  if (wild.length === 0) return { expenses, notes };
  const list = wild.map((e) => `"${e.label}" (${money(e.annualCents)}, page ${e.page})`).join(", ");
  notes.push(
    `the scanned statement's expense lines do not add up to the total expenses printed on page ${printed.page} (${money(printed.value)}), and ${list} exceed that total: left out as misread; enter them by hand.`,
  );
  return { expenses: expenses.filter((e) => !impossible(e)), notes };
}
