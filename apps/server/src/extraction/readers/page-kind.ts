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
/**
 * A page's kind, and how much it looks like text: the share of the thumbnail's neighbouring pixels along a row
 * that step sharply between dark and light. Lines of print and the figures of a table step often; a photo's gradients,
 * a map's areas and a blank page seldom. Scanned pages are read most text-like first, so when a file has more
 * scanned pages than are read, the ones left out are the pictures (the order never changes what a page says).
 */
export type PageTriage = { kind: PageKind; textScore: number };
/** A step: neighbouring pixels this far apart in grey (0-255), the edge of a stroke of print even at 36 dpi. */
const STEP = 48;

export function textScoreFromPixels(rgba: Uint8ClampedArray, width: number): number {
  let steps = 0;
  let pairs = 0;
  const grey = (i: number) => ((rgba[i] ?? 0) + (rgba[i + 1] ?? 0) + (rgba[i + 2] ?? 0)) / 3;
  for (let start = 0; start + 4 * width <= rgba.length; start += 4 * width) {
    for (let x = 1; x < width; x++) {
      const i = start + 4 * x;
      if (Math.abs(grey(i) - grey(i - 4)) >= STEP) steps++;
      pairs++;
    }
  }
  return pairs === 0 ? 0 : steps / pairs;
}

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

export async function triagePage(page: PDFPageProxy): Promise<PageTriage> {
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
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { kind: kindFromPixels(data), textScore: textScoreFromPixels(data, canvas.width) };
}
