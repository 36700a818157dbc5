import "./node20-polyfills";
import { getDocumentProxy } from "unpdf";
import type { PDFDocumentProxy, PDFPageProxy } from "unpdf/pdfjs";
import { makePage, type OnReadProgress, type ReadDocument, type ReadPage } from "../document";
import { FileRejectedError } from "../errors";
import { positionedTextToRows, type PositionedText } from "../layout";
import { MAX_OCR_PAGES_PER_FILE, MAX_PDF_IMAGE_PIXELS, MAX_PDF_PAGES, OCR_THREADS } from "../limits";
import { checkPdfPagePixels } from "../pdf-page-pixels";
import type { OcrEngine, OcrReading } from "./ocr";
import { confidenceWarning } from "./ocr-confidence";
import { triagePage } from "./page-kind";
import { ocrPdfPage } from "./scanned-pdf";

type Matrix = [number, number, number, number, number, number];

/** The product of two PDF transformation matrices (pdf.js's Util.transform). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Text items in viewport space (top-left origin, y down), so rotated pages (an OM printed landscape) read
 * left to right like the printed page. Vertical text (side captions) is left out: it is never a table.
 */
async function positionedItems(page: PDFPageProxy): Promise<PositionedText[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PositionedText[] = [];
  for (const item of content.items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    const m = multiply(viewport.transform as Matrix, item.transform as Matrix);
    const horizontal = Math.hypot(m[0], m[1]);
    if (Math.abs(m[1]) > Math.abs(m[0])) continue;
    items.push({ text: item.str, x: m[4], y: m[5], width: item.width, size: Math.hypot(m[2], m[3]) || horizontal });
  }
  return items;
}

async function openPdf(fileName: string, bytes: Buffer): Promise<PDFDocumentProxy> {
  try {
    // A copy: pdf.js transfers the buffer it is given, and the caller may still need the bytes.
    // maxImageSize: an image whose size the byte check could not read (given by reference, or inline in a
    // compressed content stream) is skipped by pdf.js rather than decoded into gigabytes of native memory.
    return await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: false,
      maxImageSize: MAX_PDF_IMAGE_PIXELS,
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "PasswordException") {
      throw new FileRejectedError("encrypted", `${fileName} is password-protected; upload an unprotected copy.`);
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new FileRejectedError(
      "corrupt",
      `${fileName} is not a readable PDF; it may be damaged. Download or export it again, or enter the details by hand.`,
      detail.slice(0, 300),
    );
  }
}

const visibleChars = (rows: string[][]): number => rows.flat().join("").replace(/\s/g, "").length;

export type ScannedPage = { page: number; textScore: number };

/** The order scanned pages are OCR'd in: most text-like first (tables and facts before covers and maps), then by page. */
export const ocrReadingOrder = (scanned: readonly ScannedPage[]): ScannedPage[] =>
  [...scanned].sort((a, b) => b.textScore - a.textScore || a.page - b.page);

/**
 * A file's scanned pages, read most text-like first (readers/page-kind.ts) up to MAX_OCR_PAGES_PER_FILE, on
 * as many lanes as the engine has threads plus one: a page is rendered while the others are being read, and
 * every core reads a page. Each reading is stored by its page number, so what a file gives never depends on
 * which page finished first, nor on how long any took.
 */
async function ocrScannedPages(
  pdf: PDFDocumentProxy,
  scanned: ScannedPage[],
  ocr: OcrEngine,
  onPage: (page: number) => void,
): Promise<Map<number, OcrReading>> {
  const queue = ocrReadingOrder(scanned);
  const readings = new Map<number, OcrReading>();
  ocr.warm?.();
  // Pages are read side by side: progress names the first page still being read (the one the answer waits on), so it
  // stays on a page while it is read and moves on as pages finish, instead of naming the last page started at once.
  const reading = new Set<number>();
  let reported: number | null = null;
  const report = () => {
    const first = reading.size > 0 ? Math.min(...reading) : null;
    if (first !== null && first !== reported) onPage(first);
    reported = first;
  };
  const lane = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      reading.add(next.page);
      report();
      readings.set(next.page, await ocrPdfPage(await pdf.getPage(next.page), ocr));
      reading.delete(next.page);
      report();
    }
  };
  await Promise.all(Array.from({ length: OCR_THREADS + 1 }, lane));
  return readings;
}

const pageList = (pages: number[]): string => `page${pages.length === 1 ? "" : "s"} ${pages.join(", ")}`;

/**
 * A PDF's pages with their text layer as rows and columns. A page without a text layer (a scan) is
 * rendered and OCR'd when an engine is given, up to MAX_OCR_PAGES_PER_FILE pages; at most MAX_PDF_PAGES
 * pages are read and the rest are reported as skipped.
 */
export async function readPdf(
  fileName: string,
  bytes: Buffer,
  ocr: OcrEngine | null,
  onProgress: OnReadProgress = () => undefined,
): Promise<ReadDocument> {
  // Here in the worker rather than in the request's screening: a real file is measured in milliseconds, but a
  // hostile one of a hundred thousand tiny objects takes seconds, which must not stop the server's event loop.
  await checkPdfPagePixels(fileName, bytes);
  const pdf = await openPdf(fileName, bytes);
  const warnings: string[] = [];
  const skippedPages: number[] = [];
  const pages = new Map<number, ReadPage>();
  const photoPages: number[] = [];
  const scanned: ScannedPage[] = [];
  let ocrPages: number[] = [];
  try {
    const readable = Math.min(pdf.numPages, MAX_PDF_PAGES);
    for (let n = readable + 1; n <= pdf.numPages; n++) skippedPages.push(n);
    if (pdf.numPages > readable)
      warnings.push(`${fileName}: only the first ${readable} of ${pdf.numPages} pages were read.`);
    for (let n = 1; n <= readable; n++) {
      const page = await pdf.getPage(n);
      onProgress({ page: n, pages: readable, stage: "reading" });
      const layer = positionedTextToRows(await positionedItems(page));
      // A page with a text layer is read from it, never OCR'd (a photo with a caption is not a scan).
      if (visibleChars(layer.rows) > 0 || !ocr) {
        pages.set(n, makePage(n, layer.rows, { boxes: layer.boxes }));
      } else {
        const triage = await triagePage(page);
        if (triage.kind === "photo") photoPages.push(n);
        else scanned.push({ page: n, textScore: triage.textScore });
        pages.set(n, makePage(n, []));
      }
      page.cleanup();
    }
    if (ocr && scanned.length > 0) {
      const chosen = ocrReadingOrder(scanned).slice(0, MAX_OCR_PAGES_PER_FILE);
      const left = scanned.filter((s) => !chosen.includes(s)).map((s) => s.page);
      skippedPages.push(...left);
      if (left.length > 0)
        warnings.push(
          `${fileName}: scanned ${pageList(left)} were not OCR'd (limit ${MAX_OCR_PAGES_PER_FILE} per file; the pages that look least like text are left).`,
        );
      const readings = await ocrScannedPages(pdf, chosen, ocr, (n) =>
        onProgress({ page: n, pages: readable, stage: "ocr" }),
      );
      ocrPages = [...readings.keys()].sort((a, b) => a - b);
      for (const n of ocrPages) {
        const read = readings.get(n);
        if (!read) continue;
        pages.set(n, makePage(n, read.rows, { boxes: read.boxes, ocr: true }));
        const warning = confidenceWarning(`${fileName}: page ${n}`, read);
        if (warning) warnings.push(warning);
      }
    }
  } finally {
    await pdf.destroy();
  }
  if (photoPages.length > 0)
    warnings.push(
      `${fileName}: ${pageList(photoPages)} ${photoPages.length === 1 ? "is a photo" : "are photos"} or plans with no text; not read.`,
    );
  if (ocrPages.length > 0)
    warnings.push(`${fileName}: ${ocrPages.length} scanned page(s) were read with OCR; check the figures.`);
  const ordered = [...pages.values()].sort((a, b) => a.page - b.page);
  if (ordered.every((p) => p.text === "")) warnings.push(`${fileName}: no text was found in the PDF.`);
  skippedPages.sort((a, b) => a - b);
  return { fileName, kind: "pdf", pages: ordered, skippedPages, warnings };
}
