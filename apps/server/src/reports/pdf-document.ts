import type PDFKitDocument from "pdfkit";
import { loadOnFirstUse } from "../lib/load-on-first-use";

// Loaded with the first report, not at start-up (lib/load-on-first-use.ts).
const loadPdfKit = loadOnFirstUse<typeof PDFKitDocument>("pdfkit");
/** A report thread loads pdfkit as it starts, before any report's time limit runs (render-thread.ts). */
export const preloadPdfKit = (): void => void loadPdfKit();

export type Pdf = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

/** The size of the pieces a PDF is handed over in (`renderPdfPieces`). */
const PIECE_BYTES = 1024 * 1024;

/**
 * A tagged PDF 1.7 in US English with its title shown by the viewer: screen readers read its structure tree, and
 * text extraction (pdftotext) reads its text layer. `draw` lays the content out; the bytes arrive when it ends, in
 * pieces of about a megabyte, each owning its memory: a 12 MB report is never copied into one buffer, and a report
 * thread hands the pieces over without a copy (render-thread.ts) to be written out one by one.
 */
export function renderPdfPieces(meta: { title: string; subject: string }, draw: (doc: Pdf) => void): Promise<Buffer[]> {
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
  const pieces: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    pieces.push(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  doc.on("data", (chunk: Buffer) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= PIECE_BYTES) flush();
  });
  const done = new Promise<Buffer[]>((resolve, reject) => {
    doc.on("end", () => {
      flush();
      resolve(pieces);
    });
    doc.on("error", reject);
  });
  doc.font(FONT.regular);
  draw(doc);
  doc.end();
  return done;
}
