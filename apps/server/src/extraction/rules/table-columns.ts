import type { ReadPage } from "../document";
import type { CellBox } from "../layout";
import { isAmountCell, normalise } from "./cells";

/**
 * The columns of a printed table and the cells of a row that fall under each. In a PDF a row often has
 * fewer cells than the header (a blank BR column in a total row), so cells are matched to columns by
 * where they sit on the page; spreadsheets, CSV and Word tables keep their columns, so there the index
 * is the column.
 */
export type Column = { label: string; box: CellBox | null };

/** Header rows printed over two or three lines ("SCHEDULED / RENT / / MONTH") are read as one. */
const MAX_HEADER_LINES = 3;

const overlap = (a: CellBox, b: CellBox): number => Math.min(a.right, b.right) - Math.max(a.x, b.x);
const centre = (b: CellBox): number => (b.x + b.right) / 2;

export function headerColumns(page: ReadPage, row: number, extraLines: number): Column[] {
  const cells = page.rows[row] ?? [];
  const boxes = page.boxes?.[row];
  const columns: Column[] = cells.map((label, i) => ({ label, box: boxes?.[i] ?? null }));
  for (let above = row - 1; above >= Math.max(0, row - extraLines); above--) {
    const upper = page.rows[above] ?? [];
    const upperBoxes = page.boxes?.[above];
    upper.forEach((text, i) => {
      const box = upperBoxes?.[i];
      // A heading wholly beyond the line's first or last heading is a column of its own ("Lease from" over
      // dates right of "Rent"), not more words for the edge column.
      if (box && outside(columns, box)) {
        columns.push({ label: text, box });
        columns.sort((a, b) => (a.box?.x ?? 0) - (b.box?.x ?? 0));
        return;
      }
      const target = box ? bestColumn(columns, box) : columns[i];
      if (target) target.label = `${text} ${target.label}`;
    });
  }
  return columns.map((c) => ({ ...c, label: normalise(c.label) }));
}

function outside(columns: Column[], box: CellBox): boolean {
  const boxes = columns.flatMap((c) => (c.box ? [c.box] : []));
  if (boxes.length === 0 || boxes.length < columns.length) return false;
  return box.x > Math.max(...boxes.map((b) => b.right)) || box.right < Math.min(...boxes.map((b) => b.x));
}

/** Rows just above a header that could be the first lines of a wrapped header: several cells, no numbers. */
export function wrappedHeaderLines(page: ReadPage, row: number): number {
  let lines = 0;
  for (let above = row - 1; above >= 0 && lines < MAX_HEADER_LINES - 1; above--) {
    const cells = page.rows[above] ?? [];
    // A figure ends the header: an amount, a count, or a rate ("Cap Rate | 6.1%" printed just above it).
    if (cells.length < 2 || cells.some((c) => isAmountCell(c) || /^\d+$/.test(c) || /^-?\d+(\.\d+)?\s*%$/.test(c)))
      break;
    lines++;
  }
  return lines;
}

function bestColumn(columns: Column[], box: CellBox): Column | undefined {
  let best: Column | undefined;
  let bestScore = -Infinity;
  for (const column of columns) {
    if (!column.box) continue;
    const o = overlap(column.box, box);
    // Overlap wins; with none, the nearest centre (numbers are right-aligned under centred headings).
    const score = o > 0 ? o : -Math.abs(centre(column.box) - centre(box));
    if (score > bestScore) {
      bestScore = score;
      best = column;
    }
  }
  return best;
}

/** The row's cells by column index; a cell that fits no column is left out. */
export function cellsByColumn(page: ReadPage, row: number, columns: Column[]): (string | undefined)[] {
  const cells = page.rows[row] ?? [];
  const boxes = page.boxes?.[row];
  if (!boxes || columns.some((c) => !c.box)) return columns.map((_, i) => cells[i]);
  const out: (string | undefined)[] = columns.map(() => undefined);
  cells.forEach((text, i) => {
    const box = boxes[i];
    if (!box) return;
    const column = bestColumn(columns, box);
    if (!column) return;
    const index = columns.indexOf(column);
    // Two cells under one heading: keep both, so a label split by a wide gap is not lost.
    out[index] = out[index] === undefined ? text : `${out[index]} ${text}`;
  });
  return out;
}

/** How many of the rows under a header to look at when deciding whether a heading covers two columns. */
const SPLIT_SAMPLE_ROWS = 15;

/**
 * Two headings printed close together come out of a PDF as one cell ("Rent Lease From"). When the rows
 * below put two cells under that one heading again and again, the heading is split in two at the word
 * boundary where both halves name a column, and its width is shared out by characters.
 */
export function splitMergedHeadings(
  page: ReadPage,
  headerRow: number,
  columns: Column[],
  named: (label: string) => boolean,
): Column[] {
  if (columns.some((c) => !c.box)) return columns;
  const doubled = new Map<number, number>();
  for (let row = headerRow + 1; row < Math.min(page.rows.length, headerRow + 1 + SPLIT_SAMPLE_ROWS); row++) {
    const seen = new Map<number, number>();
    (page.boxes?.[row] ?? []).forEach((box) => {
      const column = bestColumn(columns, box);
      if (column) seen.set(columns.indexOf(column), (seen.get(columns.indexOf(column)) ?? 0) + 1);
    });
    for (const [index, n] of seen) if (n >= 2) doubled.set(index, (doubled.get(index) ?? 0) + 1);
  }
  const out: Column[] = [];
  columns.forEach((column, index) => {
    const words = column.label.split(" ");
    const box = column.box;
    if ((doubled.get(index) ?? 0) < 2 || words.length < 2 || !box) {
      out.push(column);
      return;
    }
    const at = [...words.keys()]
      .slice(1)
      .find((k) => named(words.slice(0, k).join(" ")) && named(words.slice(k).join(" ")));
    if (at === undefined) {
      out.push(column);
      return;
    }
    const left = words.slice(0, at).join(" ");
    const right = words.slice(at).join(" ");
    const cut = box.x + ((box.right - box.x) * (left.length + 0.5)) / column.label.length;
    out.push({ label: left, box: { x: box.x, right: cut } }, { label: right, box: { x: cut, right: box.right } });
  });
  return out;
}
