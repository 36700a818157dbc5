import type { ReportFact, ReportTable } from "@plexwise/core/report";
import { CONTENT_WIDTH, FONT, PAGE, type Pdf } from "./pdf-document";
import { COLOR, ensureSpace, tagText, type Struct } from "./pdf-layout";
import { printable } from "./pdf-text";

// pdfkit tags a table (Table, TR, TH, TD) under `structParent`; its typings do not list that option yet.
type TaggedTableOptions = PDFKit.Mixins.TableOptionsWithData & { structParent: Struct };

/**
 * Columns as wide as their longest text at 8 pt (bold, to be safe), filling the content width; when the texts do
 * not fit, the narrow columns keep their width and the wide ones share the rest (their text wraps).
 */
function columnWidths(doc: Pdf, rows: string[][]): number[] {
  doc.font(FONT.bold).fontSize(8);
  const count = Math.max(...rows.map((r) => r.length));
  const natural = Array.from(
    { length: count },
    (_, i) => Math.max(...rows.map((r) => doc.widthOfString(printable(r[i] ?? "")))) + 10,
  );
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= CONTENT_WIDTH) return natural.map((w) => (w / total) * CONTENT_WIDTH);
  const fair = CONTENT_WIDTH / count;
  const narrow = natural.reduce((sum, w) => sum + (w <= fair ? w : 0), 0);
  const wide = total - narrow;
  return natural.map((w) => (w <= fair ? w : (w / wide) * (CONTENT_WIDTH - narrow)));
}

function drawTable(doc: Pdf, parent: Struct, data: PDFKit.Mixins.CellOptions[][], widths: number[]) {
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.text);
  const options: TaggedTableOptions = {
    data,
    position: { x: PAGE.margin, y: doc.y },
    columnStyles: widths,
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: COLOR.rule, padding: [3, 4] },
    structParent: parent,
  };
  doc.table(options);
  doc.x = PAGE.margin;
  doc.moveDown(0.8);
}

const cell = (text: string, type: "TH" | "TD", right: boolean, bold: boolean): PDFKit.Mixins.CellOptions => ({
  text: printable(text),
  type,
  align: { x: right ? "right" : "left" },
  ...(bold ? { font: { src: FONT.bold } } : {}),
});

/** A table with a header row; its caption is stated above it. */
export function renderTable(doc: Pdf, parent: Struct, table: ReportTable) {
  ensureSpace(doc, 60);
  tagText(doc, parent, "Caption", table.caption, { size: 8.5, bold: true, color: COLOR.muted, gap: 0.2 });
  const right = (i: number) => table.align?.[i] === "right";
  const header = table.columns.map((text, i) => ({ ...cell(text, "TH", right(i), true), backgroundColor: COLOR.band }));
  const body = table.rows.map((row, r) => {
    const strong = table.strongRows?.includes(r) ?? false;
    return row.map((text, i) => cell(text, i === 0 ? "TH" : "TD", right(i), strong || i === 0));
  });
  drawTable(doc, parent, [header, ...body], columnWidths(doc, [table.columns, ...table.rows]));
}

/** Label and value pairs, two pairs a row: each label a row header of its value. */
export function renderFacts(doc: Pdf, parent: Struct, facts: ReportFact[]) {
  ensureSpace(doc, 40);
  const rows: PDFKit.Mixins.CellOptions[][] = [];
  for (let i = 0; i < facts.length; i += 2) {
    const pair = facts.slice(i, i + 2);
    rows.push(
      pair.flatMap((f) => [
        { ...cell(f.label, "TH", false, false), textColor: COLOR.muted },
        cell(f.value, "TD", true, true),
      ]),
    );
  }
  const last = rows.at(-1);
  if (last && last.length < 4) last.push({ text: "", type: "TD" }, { text: "", type: "TD" });
  drawTable(
    doc,
    parent,
    rows,
    [0.3, 0.2, 0.3, 0.2].map((share) => share * CONTENT_WIDTH),
  );
}
