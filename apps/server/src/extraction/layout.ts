/**
 * Turns positioned text (PDF text items, OCR words) into rows of cells: items on one baseline form a row,
 * and a horizontal gap wider than about one character cell starts a new cell. That is what makes a rent
 * roll printed as a PDF come back as a table rather than as a stream of words.
 */
export type PositionedText = {
  text: string;
  /** Left edge, in page units, growing rightwards. */
  x: number;
  /** Baseline, in page units, growing downwards. */
  y: number;
  width: number;
  /** Font size (or word height for OCR). */
  size: number;
};

/** A gap of this many font sizes between two pieces of text separates cells; a space is about 0.25. */
const CELL_GAP_EM = 0.8;
/** Baselines closer than this many font sizes are on the same row. */
const SAME_ROW_EM = 0.45;

type Line = { y: number; size: number; items: PositionedText[] };

function groupIntoLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    const tolerance = Math.max(1.5, SAME_ROW_EM * Math.min(item.size, line?.size ?? item.size));
    if (line && Math.abs(item.y - line.y) <= tolerance) {
      line.items.push(item);
    } else {
      lines.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  return lines;
}

/** Bold is sometimes faked by printing the same text twice, a fraction of a point apart. */
function dropOverprints(items: PositionedText[]): PositionedText[] {
  const kept: PositionedText[] = [];
  for (const item of items) {
    const twin = kept.find(
      (k) =>
        k.text === item.text && Math.abs(k.x - item.x) < item.size * 0.3 && Math.abs(k.y - item.y) < item.size * 0.3,
    );
    if (!twin) kept.push(item);
  }
  return kept;
}

/** A cell's horizontal extent, so a table's columns can be matched by position, not by count. */
export type CellBox = { x: number; right: number };
type Cell = CellBox & { text: string };

function lineToCells(line: Line): Cell[] {
  const items = dropOverprints(line.items).sort((a, b) => a.x - b.x);
  const cells: Cell[] = [];
  let current: Cell | null = null;
  for (const item of items) {
    const gap = current ? item.x - current.right : 0;
    if (current && gap > CELL_GAP_EM * Math.max(item.size, 4)) {
      cells.push(current);
      current = null;
    }
    if (!current) {
      current = { text: item.text, x: item.x, right: item.x + item.width };
      continue;
    }
    const needsSpace = gap > item.size * 0.12 && !current.text.endsWith(" ") && !item.text.startsWith(" ");
    current.text += (needsSpace ? " " : "") + item.text;
    current.right = Math.max(current.right, item.x + item.width);
  }
  if (current) cells.push(current);
  const cleaned = cells.map((c) => ({ ...c, text: c.text.replace(/\s+/g, " ").trim() })).filter((c) => c.text !== "");
  return mergeLoneCurrencySigns(cleaned);
}

/** "$" printed in its own column ("$   17,450.00") belongs to the amount beside it. */
function mergeLoneCurrencySigns(cells: Cell[]): Cell[] {
  const merged: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    const next = cells[i + 1];
    if (!cell) continue;
    if (cell.text === "$" && next && /^\(?-?[\d.,]+\)?$/.test(next.text)) {
      merged.push({ text: `$${next.text}`, x: cell.x, right: next.right });
      i++;
    } else {
      merged.push(cell);
    }
  }
  return merged;
}

export type PositionedRows = { rows: string[][]; boxes: CellBox[][] };

export function positionedTextToRows(items: PositionedText[]): PositionedRows {
  const visible = items.filter((item) => item.text.trim() !== "" && Number.isFinite(item.x) && Number.isFinite(item.y));
  const lines = groupIntoLines(visible)
    .map(lineToCells)
    .filter((cells) => cells.length > 0);
  return {
    rows: lines.map((cells) => cells.map((c) => c.text)),
    boxes: lines.map((cells) => cells.map(({ x, right }) => ({ x, right }))),
  };
}
