import "./node20-polyfills";
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { createIsomorphicCanvasFactory } from "unpdf";
import type { PDFPageProxy } from "unpdf/pdfjs";
import { OCR_MAX_SIDE_PX, OCR_RENDER_DPI } from "../limits";
import type { OcrEngine, OcrReading } from "./ocr";
import { recognizeUpright } from "./orient";

/**
 * A page without a text layer (a scan or a photo saved as PDF) rendered with pdf.js onto a
 * @napi-rs/canvas at OCR_RENDER_DPI, white behind it, and read by OCR.
 */
let canvasReady: Promise<unknown> | null = null;
/** pdf.js draws paths with the browser's Path2D and makes scratch canvases: unpdf points both at @napi-rs/canvas. */
export const prepareCanvas = () => (canvasReady ??= createIsomorphicCanvasFactory(() => import("@napi-rs/canvas")));

export async function renderPdfPage(page: PDFPageProxy): Promise<Buffer> {
  await prepareCanvas();
  const base = page.getViewport({ scale: 1 });
  // PDF units are 1/72 inch; an oversized page is scaled down rather than rendered at gigapixels.
  const scale = Math.min(OCR_RENDER_DPI / 72, OCR_MAX_SIDE_PX / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js's types name the DOM canvas; @napi-rs/canvas implements the same 2D API.
  const params = { canvas, canvasContext: context, viewport } as unknown as Parameters<PDFPageProxy["render"]>[0];
  await page.render(params).promise;
  // The canvas's own PNG encoder spends over a second on a 200 dpi page; sharp writes a grey PNG with
  // light compression from the same pixels in a few tens of milliseconds, and grey is all OCR reads.
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return await sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
    raw: { width: canvas.width, height: canvas.height, channels: 4 },
  })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export async function ocrPdfPage(page: PDFPageProxy, ocr: OcrEngine): Promise<OcrReading> {
  const png = await renderPdfPage(page);
  // The page's decoded pictures are let go before the (much longer) reading: other pages render meanwhile.
  page.cleanup();
  return await recognizeUpright(ocr, png);
}
