import { formatDollars } from "@plexwise/core/money";
import type { ProjectionBar } from "@plexwise/core/report";
import { CONTENT_WIDTH, FONT, PAGE, type Pdf } from "./pdf-document";
import { COLOR, ensureSpace, type Struct } from "./pdf-layout";

const HEIGHT = 150;
const AXIS = 56;
const NOI_COLOR = "#1d4ed8";
const CASH_COLOR = "#16a34a";

/** NOI and cash flow by year as vector bars with a zero line, tagged as one figure. */
export function renderBars(doc: Pdf, parent: Struct, alt: string, bars: ProjectionBar[], legend: [string, string]) {
  if (bars.length === 0) return;
  ensureSpace(doc, HEIGHT + 40);
  const top = doc.y + 4;
  const values = bars.flatMap((b) => [b.noi, b.cashFlow]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (v: number) => top + ((max - v) / span) * HEIGHT;
  const left = PAGE.margin + AXIS;
  const slot = (CONTENT_WIDTH - AXIS) / bars.length;
  const barWidth = Math.min(14, slot * 0.35);
  const figure = doc.struct("Figure", { alt }, () => {
    doc.font(FONT.regular).fontSize(7).fillColor(COLOR.muted);
    for (const tick of [max, min === 0 ? max / 2 : 0, min]) {
      doc.text(formatDollars(Math.round(tick)), PAGE.margin, y(tick) - 3, { width: AXIS - 6, align: "right" });
      doc
        .moveTo(left, y(tick))
        .lineTo(PAGE.margin + CONTENT_WIDTH, y(tick))
        .lineWidth(0.4)
        .stroke(COLOR.rule);
    }
    bars.forEach((bar, i) => {
      const x = left + i * slot + slot / 2;
      for (const [value, color, dx] of [
        [bar.noi, NOI_COLOR, -barWidth],
        [bar.cashFlow, CASH_COLOR, 0],
      ] as const) {
        const from = y(Math.max(0, value));
        doc.rect(x + dx, from, barWidth, Math.max(0.5, Math.abs(y(value) - y(0)))).fill(color);
      }
      doc.fillColor(COLOR.muted).text(String(bar.year), x - 10, top + HEIGHT + 4, { width: 20, align: "center" });
    });
    const legendY = top + HEIGHT + 16;
    [legend[0], legend[1]].forEach((label, i) => {
      const x = left + i * 80;
      doc.rect(x, legendY, 8, 8).fill(i === 0 ? NOI_COLOR : CASH_COLOR);
      doc.fillColor(COLOR.text).text(label, x + 12, legendY, { lineBreak: false });
    });
  });
  parent.add(figure);
  doc.x = PAGE.margin;
  doc.y = top + HEIGHT + 36;
}
