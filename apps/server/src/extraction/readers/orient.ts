import sharp from "sharp";
import type { PositionedRows } from "../layout";
import type { OcrEngine, OcrReading } from "./ocr";

/**
 * A page scanned or photographed sideways or upside down, with no EXIF orientation to say so, reads as
 * noise; a photo taken at a slant reads worse than a level one. The page is first turned level (the angle
 * at which its ink falls most sharply into rows); then, when the first reading looks like noise, the page is read
 * again turned a quarter, a half and three quarters, and the reading with the most real words and figures wins.
 * A good first reading costs nothing more, and neither does a page with little text that the engine was sure of
 * (a photo with a caption): a page read sideways gives many words the engine is unsure of, or lines of text standing
 * upright (Tesseract's layout analysis reads sideways print as vertical lines), and only such a page is turned (each turn costs a full reading: an OM's four photo pages once took three more readings each).
 */
const WORD = /^(?:[A-Za-z][a-z]{2,}|[A-Z]{3,}|\$?\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d+)?%?)$/;
/** Below this share of real words among the cells (or fewer real words than this), a reading is noise. */
const GOOD_SHARE = 0.5;
const GOOD_MIN = 6;

export function readingScore(read: PositionedRows): { words: number; share: number } {
  const cells = read.rows
    .flat()
    .flatMap((c) => c.split(" "))
    .filter((c) => c.trim() !== "");
  const words = cells.filter((c) => WORD.test(c.replace(/[.,:;]$/, ""))).length;
  return { words, share: cells.length === 0 ? 0 : words / cells.length };
}

const looksRight = (read: PositionedRows): boolean => {
  const { words, share } = readingScore(read);
  return words >= GOOD_MIN && share >= GOOD_SHARE;
};

/** Sure words enough that the page is not sideways, whatever its pictures read as. */
const SURE_UPRIGHT = 15;
const mayBeTurned = (read: OcrReading): boolean =>
  read.sideways === true || (read.unsure >= GOOD_MIN && read.seen - read.unsure < SURE_UPRIGHT);

export async function recognizeUpright(ocr: OcrEngine, page: Buffer): Promise<OcrReading> {
  const png = await deskew(page);
  const first = await ocr.recognize(png);
  if (looksRight(first) || !mayBeTurned(first)) return first;
  let best = first;
  for (const angle of [90, 180, 270]) {
    const turned = await sharp(png).rotate(angle).png({ compressionLevel: 1 }).toBuffer();
    const read = await ocr.recognize(turned);
    if (readingScore(read).words > readingScore(best).words) best = read;
    if (looksRight(read)) break;
  }
  return best;
}

/** Skew angles tried, in degrees: photos of pages and screens are rarely more than this far off level. */
const MAX_SKEW = 8;
/** Tried a degree apart, then a quarter of a degree either side of the best. */
const COARSE_STEP = 1;
const FINE_STEP = 0.25;
/** The width the skew is measured at: enough for text lines to show, small enough to take milliseconds. */
const PROBE_WIDTH = 500;

/**
 * How sharply the ink falls into rows when the page's lines slope by `slopeDegrees` (the projection profile):
 * each dark pixel is counted in the row it would be in were the page turned level; text lines at the right
 * slope give tall peaks and empty gaps, so the squared steps between neighbouring rows add up to the most.
 */
function rowContrast(pixels: Buffer, width: number, height: number, slopeDegrees: number): number {
  const slope = Math.tan((slopeDegrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(slope) * width) + 1;
  const rows = new Float64Array(height + 2 * offset);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[y * width + x] ?? 255) >= 128) continue;
      const row = Math.round(y - x * slope) + offset;
      rows[row] = (rows[row] ?? 0) + 1;
    }
  }
  let total = 0;
  for (let i = 1; i < rows.length; i++) total += ((rows[i] ?? 0) - (rows[i - 1] ?? 0)) ** 2;
  return total;
}

/** The angle that levels the text lines (the turn to apply), found on a small grey copy; 0 when level. */
export async function skewAngle(png: Buffer): Promise<number> {
  // Decoded and shrunk once; every slope is then a pass over a few hundred kilobytes of grey in memory.
  const { data, info } = await sharp(png)
    .resize({ width: PROBE_WIDTH, withoutEnlargement: true })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const best = (slopes: number[]): number => {
    let top = { slope: 0, score: -1 };
    for (const slope of slopes) {
      const score = rowContrast(data, info.width, info.height, slope);
      if (score > top.score) top = { slope, score };
    }
    return top.slope;
  };
  const steps = (from: number, to: number, step: number) =>
    Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
  const coarse = best(steps(-MAX_SKEW, MAX_SKEW, COARSE_STEP));
  const slope = best(steps(coarse - 2 * FINE_STEP, coarse + 2 * FINE_STEP, FINE_STEP));
  // Lines sloping down to the right (y grows with x) are levelled by turning the page back the other way.
  return slope === 0 ? 0 : -slope;
}

/** The page turned level when it is half a degree or more off. */
export async function deskew(png: Buffer): Promise<Buffer> {
  const angle = await skewAngle(png);
  if (Math.abs(angle) < 2 * FINE_STEP) return png;
  return await sharp(png).rotate(angle, { background: "#ffffff" }).png({ compressionLevel: 1 }).toBuffer();
}
