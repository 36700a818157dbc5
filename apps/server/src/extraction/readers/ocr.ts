import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import Tesseract from "tesseract.js";
import { positionedTextToRows, type PositionedRows } from "../layout";
import { OCR_RENDER_DPI, OCR_THREADS } from "../limits";
import { confidentWords, type ConfidentReading, type OcrLine } from "./ocr-confidence";

/**
 * OCR with tesseract.js. The English model comes from the installed `@tesseract.js-data/eng` package
 * (LSTM "best_int", the model tesseract.js itself would otherwise download from a CDN): nothing is
 * fetched at run time. Each Tesseract worker is a thread of its own; an engine starts up to `threads` of
 * them as pages wait (a scanned package's pages are read side by side, one per core) and reuses them for
 * every page of the file. ADR 0019 measured PaddleOCR (ONNX Runtime) against it.
 */
export type OcrReading = PositionedRows &
  Omit<ConfidentReading, "words"> & {
    /** Most words sit in lines taller than wide: the page was read sideways (orient.ts turns it). */
    sideways?: boolean;
  };

export type OcrEngine = {
  /** Rows of cells (with their positions in pixels) read from a PNG, JPEG or WebP image: sure words only. */
  recognize(image: Buffer): Promise<OcrReading>;
  /** Starts the engine ahead of the first page (while the page is still being rendered). */
  warm?(): void;
  close(): Promise<void>;
};

const require = createRequire(import.meta.url);
export const ENG_LANG_PATH = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);
const CACHE_PATH = path.join(os.tmpdir(), "plexwise-tesseract");

function linesOf(page: Tesseract.Page): OcrLine[] {
  const lines: OcrLine[] = [];
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
        lines.push(
          line.words
            .filter((word) => word.text.trim() !== "")
            .map((word) => ({
              text: word.text,
              x: word.bbox.x0,
              y: baseline,
              width: word.bbox.x1 - word.bbox.x0,
              size,
              confidence: word.confidence,
            })),
        );
      }
    }
  }
  return lines;
}

/**
 * Whether most words stand in lines taller than they are wide. Tesseract's page layout analysis finds text printed
 * sideways and reads it as vertical lines with confidence, but their words' boxes then run down the page and the rows
 * built from them are nonsense ("UnitBedsRent"): such a page is turned, as one read as noise is.
 */
function readSideways(page: Tesseract.Page): boolean {
  let upright = 0;
  let vertical = 0;
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const letters = line.words.reduce((n, w) => n + (w.text.match(/[A-Za-z0-9]/g)?.length ?? 0), 0);
        if (letters < 3) continue;
        const { x0, x1, y0, y1 } = line.bbox;
        if (y1 - y0 > 2 * (x1 - x0)) vertical += letters;
        else upright += letters;
      }
  return vertical > upright;
}

async function startWorker(): Promise<Tesseract.Worker> {
  fs.mkdirSync(CACHE_PATH, { recursive: true });
  const created = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, {
    langPath: ENG_LANG_PATH,
    cachePath: CACHE_PATH,
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  // Rendered pages are OCR_RENDER_DPI; saying so spares Tesseract a guess (and a line on stderr). tesseract.js reads
  // a page as one block of text unless told otherwise; Tesseract's own page layout analysis (AUTO) finds a table's
  // columns as blocks of their own and read the image-only copies' figures far better (ADR 0019: 95.5% to 99.6% of
  // an AppFolio rent roll's, 76.7% to 91.5% of a Yardi one's).
  await created.setParameters({
    user_defined_dpi: String(OCR_RENDER_DPI),
    preserve_interword_spaces: "1",
    tessedit_pageseg_mode: Tesseract.PSM.AUTO,
  });
  return created;
}

/** A started (or starting) Tesseract thread; boxed because a promise cannot be handed on through another. */
type Thread = { worker: Promise<Tesseract.Worker> };

export function createOcrEngine(threads = OCR_THREADS): OcrEngine {
  let started: Thread[] = [];
  let idle: Thread[] = [];
  let waiting: ((thread: Thread) => void)[] = [];
  const start = (): Thread => {
    const thread = { worker: startWorker() };
    started.push(thread);
    return thread;
  };
  const acquire = async (): Promise<Thread> => {
    const free = idle.pop();
    if (free) return free;
    if (started.length < Math.max(1, threads)) return start();
    return await new Promise((resolve) => waiting.push(resolve));
  };
  const release = (thread: Thread): void => {
    if (!started.includes(thread)) return;
    const next = waiting.shift();
    if (next) next(thread);
    else idle.push(thread);
  };
  return {
    warm() {
      if (started.length === 0) idle.push(start());
    },
    async recognize(image) {
      const thread = await acquire();
      try {
        const result = await (await thread.worker).recognize(image, {}, { blocks: true, text: true });
        const { words, ...confidence } = confidentWords(linesOf(result.data));
        return { ...positionedTextToRows(words), ...confidence, sideways: readSideways(result.data) };
      } finally {
        release(thread);
      }
    },
    async close() {
      const threads = started;
      started = [];
      idle = [];
      waiting = [];
      // A thread that failed to start has nothing to stop.
      await Promise.allSettled(threads.map(async (t) => (await t.worker).terminate()));
    },
  };
}
