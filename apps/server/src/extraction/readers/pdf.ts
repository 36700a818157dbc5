import "./node20-polyfills";
import { getDocumentProxy } from "unpdf";
import type { PDFDocumentProxy, PDFPageProxy } from "unpdf/pdfjs";
import { makePage, type OnReadProgress, type ReadDocument, type ReadPage } from "../document";
import { FileRejectedError } from "../errors";
import { positionedTextToRows, type PositionedText } from "../layout";
import { MAX_OCR_PAGES_PER_FILE, MAX_PDF_IMAGE_PIXELS, MAX_PDF_PAGES } from "../limits";
import { checkPdfPagePixels } from "../pdf-page-pixels";
import type { OcrEngine } from "./ocr";
import { classifyPage } from "./page-kind";
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
  const pages: ReadPage[] = [];
  let ocrPages = 0;
  const photoPages: number[] = [];
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
        pages.push(makePage(n, layer.rows, { boxes: layer.boxes }));
      } else if ((await classifyPage(page)) === "photo") {
        photoPages.push(n);
        pages.push(makePage(n, []));
      } else if (ocrPages < MAX_OCR_PAGES_PER_FILE) {
        ocrPages++;
        onProgress({ page: n, pages: readable, stage: "ocr" });
        ocr.warm?.();
        const read = await ocrPdfPage(page, ocr);
        pages.push(makePage(n, read.rows, { boxes: read.boxes, ocr: true }));
      } else {
        skippedPages.push(n);
        pages.push(makePage(n, layer.rows, { boxes: layer.boxes }));
      }
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  if (photoPages.length > 0)
    warnings.push(
      `${fileName}: page${photoPages.length === 1 ? "" : "s"} ${photoPages.join(", ")} ${photoPages.length === 1 ? "is a photo" : "are photos"} or plans with no text; not read.`,
    );
  if (ocrPages > 0) warnings.push(`${fileName}: ${ocrPages} scanned page(s) were read with OCR; check the figures.`);
  const ocrSkipped = skippedPages.filter((n) => n <= MAX_PDF_PAGES);
  if (ocrSkipped.length > 0)
    warnings.push(
      `${fileName}: scanned pages ${ocrSkipped.join(", ")} were not OCR'd (limit ${MAX_OCR_PAGES_PER_FILE} per file).`,
    );
  if (pages.every((p) => p.text === "")) warnings.push(`${fileName}: no text was found in the PDF.`);
  skippedPages.sort((a, b) => a - b);
  return { fileName, kind: "pdf", pages, skippedPages, warnings };
}
