import { FONT, PAGE, type Pdf } from "./pdf-document";
import { printable } from "./pdf-text";

export type Struct = PDFKit.PDFStructureElement;

export const COLOR = { text: "#18181b", muted: "#52525b", rule: "#d4d4d8", band: "#f4f4f5" } as const;

/** A new page when fewer than `height` points are left on this one, so a heading never ends a page. */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage();
}

type TextStyle = { size: number; bold?: boolean; color?: string; gap?: number };

/** A run of text as its own structure element (H1, H2, P...) under `parent`. */
export function tagText(doc: Pdf, parent: Struct, type: string, text: string, style: TextStyle) {
  doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? COLOR.text);
  doc.text(printable(text), PAGE.margin, doc.y, { structParent: parent, structType: type });
  doc.moveDown(style.gap ?? 0.4);
}

export function tagList(doc: Pdf, parent: Struct, items: string[]) {
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.text);
  doc.list(items.map(printable), PAGE.margin + 6, doc.y, {
    structParent: parent,
    bulletRadius: 1.5,
    bulletIndent: 0,
    textIndent: 10,
    paragraphGap: 2,
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.5);
}
