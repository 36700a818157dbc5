import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import Tesseract from "tesseract.js";
import { positionedTextToRows, type PositionedRows, type PositionedText } from "../layout";
import { OCR_RENDER_DPI } from "../limits";

/**
 * OCR with tesseract.js. The English model comes from the installed `@tesseract.js-data/eng` package
 * (LSTM "best_int", the model tesseract.js itself would otherwise download from a CDN): nothing is
 * fetched at run time. One Tesseract worker is created on first use and reused for every page.
 */
export type OcrEngine = {
  /** Rows of cells (with their positions in pixels) read from a PNG, JPEG or WebP image. */
  recognize(image: Buffer): Promise<PositionedRows>;
  /** Starts the engine ahead of the first page (while the page is still being rendered). */
  warm?(): void;
  close(): Promise<void>;
};

/** Words Tesseract is less sure of than this (0-100) are mostly specks of photos and logos. */
const MIN_WORD_CONFIDENCE = 25;

const require = createRequire(import.meta.url);
export const ENG_LANG_PATH = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);
const CACHE_PATH = path.join(os.tmpdir(), "plexwise-tesseract");

function wordsOf(page: Tesseract.Page): PositionedText[] {
  const words: PositionedText[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        // Every word of a line shares its baseline, so a row is not split by letters with descenders.
        const baseline = (line.baseline.y0 + line.baseline.y1) / 2;
        // tesseract.js's typings and its output disagree on this name across versions; the box is the fallback.
        const rowHeight =
          (line.rowAttributes as Partial<Tesseract.RowAttributes> | undefined)?.rowHeight ??
          line.bbox.y1 - line.bbox.y0;
        const size = Math.max(4, rowHeight * 0.8);
        for (const word of line.words) {
          if (word.confidence < MIN_WORD_CONFIDENCE || word.text.trim() === "") continue;
          words.push({ text: word.text, x: word.bbox.x0, y: baseline, width: word.bbox.x1 - word.bbox.x0, size });
        }
      }
    }
  }
  return words;
}

export function createOcrEngine(): OcrEngine {
  let worker: Promise<Tesseract.Worker> | null = null;
  const start = async (): Promise<Tesseract.Worker> => {
    fs.mkdirSync(CACHE_PATH, { recursive: true });
    const created = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, {
      langPath: ENG_LANG_PATH,
      cachePath: CACHE_PATH,
      gzip: true,
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    // Rendered pages are OCR_RENDER_DPI; saying so spares Tesseract a guess (and a line on stderr).
    await created.setParameters({ user_defined_dpi: String(OCR_RENDER_DPI), preserve_interword_spaces: "1" });
    return created;
  };
  return {
    warm() {
      worker ??= start();
    },
    async recognize(image) {
      worker ??= start();
      const result = await (await worker).recognize(image, {}, { blocks: true, text: true });
      return positionedTextToRows(wordsOf(result.data));
    },
    async close() {
      if (!worker) return;
      const w = worker;
      worker = null;
      await (await w).terminate();
    },
  };
}
