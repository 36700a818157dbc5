import type { DonutSlice } from "@plexwise/core/report";
import { FONT, PAGE, type Pdf } from "./pdf-document";
import { COLOR, ensureSpace, type Struct } from "./pdf-layout";
import { printable } from "./pdf-text";

/** Shades of red for the mortgage and the expenses, green for the cash flow, as the Financials donut. */
const REDS = ["#7f1d1d", "#991b1b", "#b91c1c", "#dc2626", "#ef4444", "#f87171", "#c2410c", "#9f1239", "#be123c"];
const GREEN = "#16a34a";
const R_OUTER = 72;
const R_INNER = 42;

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.sin(angle)).toFixed(2)} ${(cy - r * Math.cos(angle)).toFixed(2)}`;

/** One ring segment as an SVG path, clockwise from the top. */
function segment(cx: number, cy: number, from: number, to: number): string {
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M ${point(cx, cy, R_OUTER, from)}`,
    `A ${R_OUTER} ${R_OUTER} 0 ${large} 1 ${point(cx, cy, R_OUTER, to)}`,
    `L ${point(cx, cy, R_INNER, to)}`,
    `A ${R_INNER} ${R_INNER} 0 ${large} 0 ${point(cx, cy, R_INNER, from)}`,
    "Z",
  ].join(" ");
}

function drawLegend(doc: Pdf, slices: (DonutSlice & { color: string })[], x: number, top: number) {
  doc.font(FONT.regular).fontSize(8.5);
  slices.forEach((slice, i) => {
    const y = top + i * 14;
    doc.rect(x, y + 1, 8, 8).fill(slice.color);
    doc.fillColor(COLOR.text).text(printable(slice.label), x + 14, y, { width: 150, lineBreak: false, ellipsis: true });
    doc.text(slice.amountText, x + 168, y, { width: 70, align: "right", lineBreak: false });
    doc.text(slice.shareText, x + 240, y, { width: 44, align: "right", lineBreak: false });
  });
}

/** The breakdown as a vector donut with its legend, tagged as one figure whose alternate text states every slice. */
export function renderDonut(doc: Pdf, parent: Struct, alt: string, slices: DonutSlice[], shortfall: string | null) {
  if (slices.length === 0) return;
  const legendHeight = slices.length * 14;
  const height = Math.max(2 * R_OUTER, legendHeight) + 12;
  ensureSpace(doc, height);
  let red = 0;
  const colored = slices.map((s) => ({
    ...s,
    color: s.kind === "cashFlow" ? GREEN : (REDS[red++ % REDS.length] ?? "#dc2626"),
  }));
  const top = doc.y;
  const cx = PAGE.margin + R_OUTER + 4;
  const cy = top + R_OUTER + 4;
  const words = colored.map((s) => `${s.label} ${s.amountText} (${s.shareText})`).join(", ");
  const figure = doc.struct("Figure", { alt: printable(`${alt}: ${words}.`) }, () => {
    const total = colored.reduce((sum, s) => sum + s.amount, 0);
    let angle = 0;
    for (const slice of colored) {
      const sweep = (slice.amount / total) * 2 * Math.PI;
      if (sweep >= 2 * Math.PI - 1e-6) {
        doc.circle(cx, cy, R_OUTER).circle(cx, cy, R_INNER).fill(slice.color, "even-odd");
      } else doc.path(segment(cx, cy, angle, angle + sweep)).fill(slice.color);
      angle += sweep;
    }
    drawLegend(doc, colored, PAGE.margin + 2 * R_OUTER + 40, top + 4);
  });
  parent.add(figure);
  doc.x = PAGE.margin;
  doc.y = top + height;
  if (shortfall) {
    doc.font(FONT.bold).fontSize(9).fillColor("#b91c1c");
    doc.text(printable(shortfall), PAGE.margin, doc.y, { structParent: parent, structType: "P" });
    doc.moveDown(0.5);
  }
}
