import sharp from "sharp";
import type { PositionedRows } from "../layout";
import type { OcrEngine } from "./ocr";

/**
 * A page scanned or photographed sideways or upside down, with no EXIF orientation to say so, reads as
 * noise. When the first reading looks like noise, the page is read again turned a quarter, a half and
 * three quarters, and the reading with the most real words and figures wins. A good first reading
 * costs nothing more.
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

export async function recognizeUpright(ocr: OcrEngine, png: Buffer): Promise<PositionedRows> {
  const first = await ocr.recognize(png);
  if (looksRight(first)) return first;
  let best = first;
  for (const angle of [90, 180, 270]) {
    const turned = await sharp(png).rotate(angle).png({ compressionLevel: 1 }).toBuffer();
    const read = await ocr.recognize(turned);
    if (readingScore(read).words > readingScore(best).words) best = read;
    if (looksRight(read)) break;
  }
  return best;
}
