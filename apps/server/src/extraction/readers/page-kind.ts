import "./node20-polyfills";
import { createCanvas } from "@napi-rs/canvas";
import type { PDFPageProxy } from "unpdf/pdfjs";
import { PAGE_THUMBNAIL_MAX_SIDE_PX } from "../limits";
import { prepareCanvas } from "./scanned-pdf";

/**
 * Whether a page with no text layer is worth OCR: a scan or a photo of a page is mostly neutral
 * (black on white, or grey on a screen's white), while a photograph of a building, a map or an aerial
 * is colourful. Decided on a thumbnail (about 36 dpi, a few milliseconds) so a photo page never costs
 * seconds of OCR or fills the full extract with noise.
 */
const THUMBNAIL_DPI = 36;
/** Mean spread between a pixel's strongest and weakest channel (0-255) above which a page is a colour photo. */
export const PHOTO_COLOURFULNESS = 22;

export type PageKind = "text" | "photo";

export function kindFromPixels(rgba: Uint8ClampedArray): PageKind {
  let spread = 0;
  let pixels = 0;
  for (let i = 0; i + 2 < rgba.length; i += 4) {
    const r = rgba[i] ?? 0;
    const g = rgba[i + 1] ?? 0;
    const b = rgba[i + 2] ?? 0;
    spread += Math.max(r, g, b) - Math.min(r, g, b);
    pixels++;
  }
  return pixels > 0 && spread / pixels > PHOTO_COLOURFULNESS ? "photo" : "text";
}

export async function classifyPage(page: PDFPageProxy): Promise<PageKind> {
  await prepareCanvas();
  // A page may declare any size (a MediaBox of kilometres): the thumbnail is bounded whatever it says.
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(THUMBNAIL_DPI / 72, PAGE_THUMBNAIL_MAX_SIDE_PX / Math.max(1, base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const params = { canvas, canvasContext: context, viewport } as unknown as Parameters<PDFPageProxy["render"]>[0];
  await page.render(params).promise;
  return kindFromPixels(context.getImageData(0, 0, canvas.width, canvas.height).data);
}
