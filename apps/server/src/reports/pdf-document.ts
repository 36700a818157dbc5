import type PDFKitDocument from "pdfkit";
import { loadOnFirstUse } from "../lib/load-on-first-use";

// Loaded with the first report, not at start-up (lib/load-on-first-use.ts).
const loadPdfKit = loadOnFirstUse<typeof PDFKitDocument>("pdfkit");

export type Pdf = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

/**
 * A tagged PDF 1.7 in US English with its title shown by the viewer: screen readers read its structure tree, and
 * text extraction (pdftotext) reads its text layer. `draw` lays the content out; the bytes arrive when it ends.
 */
export function renderPdf(meta: { title: string; subject: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE.margin,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    info: { Title: meta.title, Subject: meta.subject, Author: "Plexwise", Creator: "Plexwise" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font(FONT.regular);
  draw(doc);
  doc.end();
  return done;
}
