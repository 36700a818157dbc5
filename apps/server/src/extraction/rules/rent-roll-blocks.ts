import { CELL_SEPARATOR, type ReadPage } from "../document";
import type { CellBox } from "../layout";
import { cellCents, isAmountCell, normalise } from "./cells";
import { RENT_BAND } from "./rent-roll-values";
import type { ExtractedUnit, Sourced } from "./types";

/**
 * Rent rolls with no column headings (a landlord's own spreadsheet, often photographed): blocks of rows,
 * each a unit's label and figures, closed by a total. With no heading to say which column is the rent,
 * a column is taken as the rent only when its rows add up to the total printed under it, to the dollar.
 * Several columns may add up (square feet do too): the one with the more varied values in the rent band
 * wins, as floor plans repeat their sizes and rents differ.
 */
export type BlockRead = {
  units: ExtractedUnit[];
  rowsUsed: string[];
  unitCount?: Sourced<number>;
  monthlyCents: number;
};

const TOTAL_LABEL = /^(total|totals|sub-?total|grand total)\b/i;
const VACANT = /\b(vacant|vacancy|unrented|available)\b/i;
/** "8 UNITS PLUS FRONT HOUSE": a building heading that counts its units, and one more for the house. */
const BLOCK_COUNT =
  /(\d{1,3})\s*units?(?:\b|(?=plus))(\s*(?:plus|\+|and)\s*(?:a |the )?(?:front|rear|back)?\s*(?:house|home|cottage|sfr|adu))?/i;
/** Fewer rows than this that add up to a total are more likely a statement's lines than a rent roll. */
const MIN_UNITS = 3;
/** Rows above a block where its heading (a building's name and unit count) may be printed. */
const HEADING_ROWS = 3;
/** The leading amount of a cell that goes on in words ("0 son living there for now"). */
const LEADING_AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.\d{2})?(?=[\s:;,-]|$)/;

type Candidate = { column: CellBox; total: number };
type Hit = { row: number; cell: number; cents: number };

const overlaps = (a: CellBox, b: CellBox): boolean => Math.min(a.right, b.right) - Math.max(a.x, b.x) > 0;

function leadingCents(text: string): number | null {
  const match = LEADING_AMOUNT.exec(text.trim());
  return match?.[1] ? Number(match[1].replaceAll(",", "")) * 100 : null;
}

/** The cell of a row that sits under the total's cell (right edges align for numbers). */
function cellUnder(page: ReadPage, row: number, column: CellBox): Hit | null {
  const boxes = page.boxes?.[row] ?? [];
  const cells = page.rows[row] ?? [];
  const width = column.right - column.x;
  for (let i = 0; i < cells.length; i++) {
    const box = boxes[i];
    if (!box) continue;
    const aligned = overlaps(box, column) || Math.abs(box.right - column.right) <= Math.max(width, 8);
    if (!aligned) continue;
    const cents = cellCents(cells[i]) ?? leadingCents(cells[i] ?? "");
    if (cents !== null) return { row, cell: i, cents };
  }
  return null;
}

const hasAmount = (cells: string[]): boolean => cells.some(isAmountCell);

/** Rows above a total that belong to it: up to the first row with no figure at all. */
function blockRows(page: ReadPage, totalRow: number): number[] {
  const rows: number[] = [];
  for (let row = totalRow - 1; row >= 0; row--) {
    const cells = page.rows[row] ?? [];
    if (!hasAmount(cells) && !VACANT.test(cells.join(" "))) break;
    if (TOTAL_LABEL.test(cells[0] ?? "")) break;
    rows.unshift(row);
  }
  return rows;
}

function reconciles(page: ReadPage, rows: number[], candidate: Candidate): Hit[] | null {
  const hits = rows.map((row) => cellUnder(page, row, candidate.column)).filter((h): h is Hit => h !== null);
  const sum = hits.reduce((s, h) => s + h.cents, 0);
  return hits.length >= 2 && Math.abs(sum - candidate.total) <= 100 ? hits : null;
}

/** A word a statement's line is named with ("Rents", "Prepaid Rent"); a unit is named "A", "11", "Apt 3". */
const WORD = /\b(?!(?:unit|apt|suite|house|front|rear|back|vacant)\b)[a-z]{4,}\b/i;

/** A statement's lines are named in words; a unit's row has a short label or none. Most rows must be units. */
function unitLike(page: ReadPage, hits: Hit[]): boolean {
  const worded = hits.filter((h) => (page.rows[h.row] ?? []).slice(0, h.cell).some((c) => WORD.test(c)));
  return hits.length >= MIN_UNITS && worded.length <= hits.length / 3;
}

const variety = (hits: Hit[]): number => new Set(hits.map((h) => h.cents)).size / hits.length;
const inBand = (hits: Hit[]): boolean =>
  hits.filter((h) => h.cents >= RENT_BAND.min && h.cents <= RENT_BAND.max).length >= hits.length / 2;

/** The label of a unit row: the first short word left of its rent, cleaned of OCR specks. */
function labelOf(cells: string[], rentCell: number): string | null {
  for (let i = 0; i < rentCell; i++) {
    const text = normalise(cells[i] ?? "")
      .replace(/[^\w\s/-]/g, "")
      .trim();
    if (text !== "" && text.length <= 8 && !/\d\s*(br|bd|bed)|(br|ba|bath)s?\b.*\//i.test(text)) return text;
  }
  return null;
}

function unitFrom(page: ReadPage, row: number, hit: Hit | null, ordinal: number): ExtractedUnit {
  const cells = page.rows[row] ?? [];
  const text = cells.join(" ");
  const vacant = hit === null && VACANT.test(text);
  const asking = vacant ? cellCents(/\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\$\d+/.exec(text)?.[0]) : null;
  const label = labelOf(cells, hit?.cell ?? cells.findIndex((c) => VACANT.test(c))) ?? `Unit ${ordinal}`;
  return {
    unitNumber: label,
    unitType: null,
    beds: null,
    baths: null,
    sqft: null,
    rentCents: vacant ? null : (hit?.cents ?? null),
    marketRentCents: asking,
    vacant,
    askingRentCents: asking,
    commercial: false,
    page: page.page,
    line: cells.join(CELL_SEPARATOR),
  };
}

function statedCount(page: ReadPage, firstRow: number): number | null {
  for (let row = firstRow - 1; row >= Math.max(0, firstRow - HEADING_ROWS); row--) {
    const match = BLOCK_COUNT.exec((page.rows[row] ?? []).join(" "));
    if (match?.[1]) return Number(match[1]) + (match[2] ? 1 : 0);
  }
  return null;
}

function readBlock(page: ReadPage, totalRow: number, out: BlockRead, counts: (number | null)[]): void {
  const cells = page.rows[totalRow] ?? [];
  const boxes = page.boxes?.[totalRow] ?? [];
  const rows = blockRows(page, totalRow);
  // A block under a row of headings is a table with a header the rules could not map: not headerless.
  if (rows.length < 2 || isHeadingRow(page.rows[(rows[0] ?? 0) - 1] ?? [])) return;
  const found: { hits: Hit[]; total: number }[] = [];
  cells.forEach((cell, i) => {
    const total = cellCents(cell);
    const box = boxes[i];
    if (total === null || total <= 0 || !box) return;
    const hits = reconciles(page, rows, { column: box, total });
    if (hits && inBand(hits) && unitLike(page, hits)) found.push({ hits, total });
  });
  found.sort((a, b) => variety(b.hits) - variety(a.hits));
  const best = found[0];
  if (!best) return;
  let ordinal = out.units.length;
  for (const row of rows) {
    const hit = best.hits.find((h) => h.row === row) ?? null;
    if (!hit && !VACANT.test((page.rows[row] ?? []).join(" "))) continue;
    out.units.push(unitFrom(page, row, hit, ++ordinal));
    out.rowsUsed.push(`${page.page}:${row}`);
  }
  out.rowsUsed.push(`${page.page}:${totalRow}`);
  out.monthlyCents += best.total;
  counts.push(statedCount(page, rows[0] ?? totalRow));
}

/** Three or more short headings in words, with no figures: a table's header. */
const isHeadingRow = (cells: string[]): boolean =>
  cells.length >= 3 && cells.every((c) => /^[a-z][a-z .#/&()'-]{0,24}$/i.test(c.trim()));

/** A row that closes a block: labelled Total, or nothing but figures right under unit rows. */
const isTotalRow = (cells: string[]): boolean =>
  (TOTAL_LABEL.test(cells[0] ?? "") && hasAmount(cells)) || (cells.length >= 1 && cells.every(isAmountCell));

/** Headerless blocks on pages with positions (PDF text and OCR). */
export function readTotalledBlocks(pages: ReadPage[]): BlockRead {
  const out: BlockRead = { units: [], rowsUsed: [], monthlyCents: 0 };
  const counts: (number | null)[] = [];
  for (const page of pages) {
    if (!page.boxes) continue;
    page.rows.forEach((cells, row) => {
      if (isTotalRow(cells)) readBlock(page, row, out, counts);
    });
  }
  const page = out.units[0]?.page ?? 1;
  if (counts.length > 0 && counts.every((c) => c !== null))
    out.unitCount = { value: counts.reduce<number>((s, c) => s + (c ?? 0), 0), page };
  return out;
}
