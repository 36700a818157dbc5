import { CELL_SEPARATOR, type ReadPage } from "../document";
import { cellCents, cellInteger, normalise } from "./cells";
import type { RentRollRead } from "./rent-roll";
import type { Sourced, UnitMixRow } from "./types";
import { parseBedsBaths } from "./unit-type";

/**
 * Unit-mix tables found by the shape of their rows, whatever their headings say (an OM often wraps them
 * over three lines: "No." / "Unit Type" / "Units"): a count of units, a type, then sizes, rent ranges
 * ("$1,384-$2,100"), $/SF and totals (count times the average). Such a row is a type of unit, never a
 * unit: a rent-roll reading of the same table is dropped, and the rows become the unit mix.
 *
 * A run of rows is a unit mix when its counts add up to the count its total row prints, or when its rows
 * print a total that is the count times the rent. Unit numbers that only go up (101, 102, 201) are not
 * counts, however their rows look.
 */
const RANGE = /^\$?\s?(\d[\d,]*(?:\.\d+)?)\s*[-‐–—]\s*\$?\s?(\d[\d,]*(?:\.\d+)?)$/;
const TYPE_WORDS =
  /(?:\b|\d)(beds?|bedrooms?|br|bd|baths?|ba|studios?|efficiency|bachelor|lofts?|townho(use|me)s?|penthouse|jr\.?|junior|commercial|comm\.?|retail|office|suites?|shops?|store|live[- ]?work|plan|manager'?s?)\b|\d\s*(\/|x|\+)\s*\d/i;
const TOTAL = /\b(total|totals|wtd|weighted|average|avg|overall|summary)\b/i;
/** A rent below this (cents) is a per-square-foot figure: no home rents for $20 a month. */
const MIN_RENT_CENTS = 20_00;
const MIN_RUN_ROWS = 2;
const MAX_HEADING_LINES = 3;

type Range = { lo: number; hi: number };
type ShapedRow = { count: number; type: string; cells: string[]; row: number };

const rangeOf = (cell: string): Range | null => {
  const match = RANGE.exec(cell.trim());
  if (!match?.[1] || !match[2]) return null;
  const lo = Math.round(Number(match[1].replaceAll(",", "")) * 100);
  const hi = Math.round(Number(match[2].replaceAll(",", "")) * 100);
  return lo <= hi ? { lo, hi } : null;
};

const isCount = (cell: string | undefined): boolean => /^\d{1,3}$/.test(cell?.trim() ?? "");
const isType = (cell: string | undefined): boolean =>
  cell !== undefined && TYPE_WORDS.test(cell) && !TOTAL.test(cell) && cellCents(cell) === null;

/** "16 | 1 Bed 1 Bath | ..." or "1 Bed 1 Bath | 16 | ...": a count and a type in the first two cells. */
function shapedRow(cells: string[], row: number): ShapedRow | null {
  const [first, second] = cells;
  if (isCount(first) && isType(second))
    return { count: Number(first), type: normalise(second ?? ""), cells: cells.slice(2), row };
  if (isType(first) && isCount(second))
    return { count: Number(second), type: normalise(first ?? ""), cells: cells.slice(2), row };
  return null;
}

const near = (a: number, b: number, slack: number): boolean => Math.abs(a - b) <= slack;

/**
 * The row's monthly figures per unit, in print order (current, then pro forma): a total is divided by
 * the count, an average printed beside its total is taken once, ranges and $/SF are skipped.
 */
function perUnitFigures(shaped: ShapedRow): { figures: number[]; product: boolean } {
  const { count } = shaped;
  const figures: number[] = [];
  let product = false;
  let range: Range | null = null;
  let pending: number | null = null;
  const flush = () => {
    if (pending !== null) figures.push(pending);
    pending = null;
  };
  for (const cell of shaped.cells) {
    const r = rangeOf(cell);
    if (r) {
      flush();
      range = r;
      continue;
    }
    if (!/\$|\.\d\d$/.test(cell)) continue;
    const cents = cellCents(cell);
    if (cents === null || cents < MIN_RENT_CENTS) continue;
    const slack = count * 100;
    if (pending !== null && near(cents, pending * count, slack)) {
      // "$1,240  $9,920": the average and its total (the same figure twice for a single unit).
      product ||= count > 1;
      flush();
      continue;
    }
    flush();
    const perUnit = Math.round(cents / count);
    if (count > 1 && range && perUnit >= range.lo * 0.99 && perUnit <= range.hi * 1.01 && cents > range.hi * 1.01) {
      product = true;
      figures.push(perUnit);
      range = null;
      continue;
    }
    range = null;
    pending = cents;
  }
  flush();
  return { figures, product };
}

const strictlyRising = (counts: number[]): boolean => counts.every((c, i) => i === 0 || c > (counts[i - 1] ?? 0));

/** The count a total row under the run prints: its first cell ("113 | Total"), or "113 units". */
function totalCount(cells: string[]): number | null {
  const text = cells.join(" ");
  if (!TOTAL.test(text) && !/\bunits?\b/i.test(text)) return null;
  const units = /(\d{1,4})\s+units?\b/i.exec(text);
  if (units?.[1]) return Number(units[1]);
  return isCount(cells[0]) ? Number(cells[0]) : isCount(cells[1]) ? Number(cells[1]) : null;
}

export type ShapedMix = {
  rows: UnitMixRow[];
  /** `page:row` of every row of the tables, heading lines and total rows included. */
  keys: Set<string>;
  /** `page|printed line` of the type rows, as a rent-roll reading would have kept them. */
  lines: Set<string>;
  unitCount?: Sourced<number>;
};

function judgeRun(page: ReadPage, run: ShapedRow[], out: ShapedMix): void {
  if (run.length < MIN_RUN_ROWS) return;
  const counts = run.map((r) => r.count);
  const lastRow = run[run.length - 1]?.row ?? 0;
  const totalRow = [lastRow + 1, lastRow + 2].find((r) => totalCount(page.rows[r] ?? []) !== null);
  const printed = totalRow === undefined ? null : totalCount(page.rows[totalRow] ?? []);
  const sum = counts.reduce((s, c) => s + c, 0);
  const read = run.map((r) => ({ shaped: r, ...perUnitFigures(r) }));
  const multi = read.filter((r) => r.shaped.count > 1);
  const products = multi.filter((r) => r.product).length;
  const addsUp = printed !== null && printed === sum;
  const printsTotals = multi.length > 0 && products * 2 >= multi.length;
  if (!addsUp && (!printsTotals || strictlyRising(counts))) return;
  for (const { shaped, figures } of read) {
    const raw = page.rows[shaped.row] ?? [];
    const line = raw.join(CELL_SEPARATOR);
    const sqft = shaped.cells.map((c) => (/^\d{1,2},?\d{3}$|^\d{3}$/.test(c.trim()) ? cellInteger(c) : null))[0];
    const { beds, baths } = parseBedsBaths(shaped.type);
    out.rows.push({
      unitType: shaped.type,
      beds,
      baths,
      count: shaped.count,
      sqft: sqft !== null && sqft !== undefined && sqft >= 100 ? sqft : null,
      avgRentCents: figures[0] ?? null,
      marketRentCents: figures[1] ?? null,
      page: page.page,
      line,
    });
    out.keys.add(`${page.page}:${shaped.row}`);
    out.lines.add(`${page.page}|${line}`);
  }
  // Its heading lines ("No." / "Unit Type" / "Units"): words only, just above the first type row.
  const first = run[0]?.row ?? 0;
  for (let row = first - 1; row >= Math.max(0, first - MAX_HEADING_LINES); row--) {
    const cells = page.rows[row] ?? [];
    if (cells.length < 2 || cells.some((c) => /\d/.test(c))) break;
    out.keys.add(`${page.page}:${row}`);
  }
  if (totalRow !== undefined) {
    out.keys.add(`${page.page}:${totalRow}`);
    const line = (page.rows[totalRow] ?? []).join(CELL_SEPARATOR);
    out.lines.add(`${page.page}|${line}`);
    if (addsUp) out.unitCount ??= { value: sum, page: page.page, line };
  }
  out.unitCount ??= { value: sum, page: page.page };
}

/** Every unit-mix table of the pages that its rows' shape gives away. */
export function readShapedMix(pages: ReadPage[]): ShapedMix {
  const out: ShapedMix = { rows: [], keys: new Set(), lines: new Set() };
  for (const page of pages) {
    let run: ShapedRow[] = [];
    page.rows.forEach((cells, row) => {
      const shaped = shapedRow(cells, row);
      if (shaped) {
        run.push(shaped);
        return;
      }
      judgeRun(page, run, out);
      run = [];
    });
    judgeRun(page, run, out);
  }
  return out;
}

/**
 * The pages with the mix tables' rows emptied (each row kept, so rows keep their numbers): a rent-roll
 * reading cannot start at a mix's headings ("Unit Type | Approx. SF | Current Rent") and carry their
 * columns into the rent roll printed under it.
 */
export function withoutMixTables(pages: ReadPage[], mix: ShapedMix): ReadPage[] {
  if (mix.keys.size === 0) return pages;
  return pages.map((page) => {
    const blank = (row: number) => mix.keys.has(`${page.page}:${row}`);
    if (!page.rows.some((_, row) => blank(row))) return page;
    return {
      ...page,
      rows: page.rows.map((cells, row) => (blank(row) ? [] : cells)),
      ...(page.boxes ? { boxes: page.boxes.map((boxes, row) => (blank(row) ? [] : boxes)) } : {}),
    };
  });
}

/**
 * A rent-roll reading without the unit-mix rows it took for units, and without the totals it read under
 * them (a mix's "113 | Total" is the building's, but its rent column holds ranges, not a unit's rent).
 */
export function withoutMixRows(read: RentRollRead, mix: ShapedMix): RentRollRead {
  if (mix.lines.size === 0) return read;
  const units = read.units.filter((u) => !mix.lines.has(`${u.page}|${u.line ?? ""}`));
  if (units.length === read.units.length) return read;
  const reported = Object.fromEntries(
    Object.entries(read.reported).filter(
      ([, v]) => !mix.lines.has(`${(v as Sourced<number>).page}|${(v as Sourced<number>).line ?? ""}`),
    ),
  );
  // The mix's rows stay used: they are not statement lines either.
  return { ...read, units, reported, rowsUsed: new Set([...read.rowsUsed, ...mix.keys]) };
}

/**
 * Rows a headed unit-mix reading may look at: all but those of the rent roll's kept units' pages (a page whose
 * only "units" were mix rows is free again).
 */
export function rowsForHeadedMix(read: RentRollRead, mix: ShapedMix): Set<string> {
  const pages = new Set(read.units.map((u) => String(u.page)));
  return new Set([...read.rowsUsed].filter((k) => !mix.keys.has(k) && pages.has(k.split(":")[0] ?? "")));
}
