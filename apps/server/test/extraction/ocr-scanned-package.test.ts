import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { ReadProgress } from "../../src/extraction/document";
import { extractFiles } from "../../src/extraction/extract-files";
import { readImage } from "../../src/extraction/readers/image";
import { createOcrEngine, type OcrEngine } from "../../src/extraction/readers/ocr";
import { confidentWords, type OcrWord } from "../../src/extraction/readers/ocr-confidence";
import { textScoreFromPixels } from "../../src/extraction/readers/page-kind";
import { ocrReadingOrder, readPdf } from "../../src/extraction/readers/pdf";
import { ExtractionPool } from "../../src/extraction/worker-pool";
import { buildTextPng } from "./helpers/files";

/**
 * A scanned package (issue 30): every scanned page is read (not the first ten), the most text-like first, the
 * same file gives the same facts every time, and a word OCR is unsure of is never data: a handwritten page says
 * it could not be read instead of giving "total expenses $2 a year".
 */
const ROLL = [
  ["Unit", "Beds", "Rent"],
  ["101", "2", "$1,350"],
  ["102", "1", "$1,100"],
];

/** A PDF whose pages are the given PNGs, with no text layer: what a scanner saves. */
async function scannedPdf(pngs: Buffer[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const png of pngs) {
    const image = await pdf.embedPng(png);
    const height = Math.round((612 * image.height) / image.width);
    pdf.addPage([612, height]).drawImage(image, { x: 0, y: 0, width: 612, height });
  }
  return Buffer.from(await pdf.save());
}

/** A seeded generator, so the scrawl below is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/**
 * Figures written by hand: every letter at its own size, slant and height, in thin strokes. Tesseract reads
 * print in a font it has seen; this it reads as fragments it is unsure of.
 */
async function scrawlPng(lines: string[], seed = 7): Promise<Buffer> {
  const next = random(seed);
  const canvas = createCanvas(1700, 200 + lines.length * 110);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = "#222233";
  lines.forEach((line, row) => {
    let x = 80;
    for (const letter of line) {
      const size = 44 + (next() - 0.5) * 24;
      context.save();
      context.translate(x, 140 + row * 110 + (next() - 0.5) * 24);
      context.rotate((next() - 0.5) * 0.9);
      context.transform(1, 0, (next() - 0.2) * 0.8, 1, 0, 0);
      context.font = `italic ${size.toFixed(0)}px serif`;
      context.lineWidth = 1.5 + next() * 2;
      context.strokeText(letter, 0, 0);
      context.restore();
      x += size * (letter === " " ? 0.45 : 0.55) + (next() - 0.5) * 14;
    }
  });
  return await canvas.encode("png");
}

const word = (text: string, confidence: number, x = 0): OcrWord => ({
  text,
  confidence,
  x,
  y: 100,
  width: 50,
  size: 20,
});

describe("which OCR'd words are data", () => {
  it("an unsure figure is left out (and counted), an unsure label is kept, a rule read as '|' is dropped", () => {
    const read = confidentWords([
      [word("Total", 96), word("expenses", 95, 100), word("|", 90, 300), word("$2", 41, 400)],
      [word("Taxes", 93), word("Tota1", 40, 100), word("$14,250", 92, 400)],
    ]);
    expect(read.words.map((w) => w.text)).toEqual(["Total", "expenses", "Taxes", "Tota1", "$14,250"]);
    expect(read.droppedFigures).toBe(0); // "$2" has one digit: a speck or a fragment, not counted as a figure left out
    const figures = confidentWords([
      [word("Insurance", 95), word("annual", 90, 150), word("6,100", 30, 300), word("x", 20, 500)],
    ]);
    expect(figures.words.map((w) => w.text)).toEqual(["Insurance", "annual"]);
    expect(figures.droppedFigures).toBe(1);
  });

  it("a figure whose thousands are not in threes is a misreading, however sure ('1,12251' for 1,122.51)", () => {
    const read = confidentWords([
      [
        word("109", 95),
        word("Current", 96, 100),
        word("1,008.54", 93, 200),
        word("1,12251", 94, 300),
        word("1755,", 90, 400),
      ],
    ]);
    expect(read.words.map((w) => w.text)).toEqual(["109", "Current", "1,008.54", "1755,"]);
    expect(read.droppedFigures).toBe(1);
  });

  it("a line mostly of unsure words is dropped whole, its sure figure too", () => {
    const read = confidentWords([
      [word("Repairs", 30), word("7,900", 70, 200), word("Payrol", 35, 400)],
      [word("Water", 90), word("3,480", 91, 200)],
    ]);
    expect(read.words.map((w) => w.text)).toEqual(["Water", "3,480"]);
    expect(read.droppedFigures).toBe(1);
  });

  it("a page of mostly unsure words is not read; a printed page with a photo's specks is", () => {
    const scrawl = Array.from({ length: 6 }, (_, i) => [
      word(`ab${i}`, 30),
      word(`${i}0`, 45, 200),
      word("ok", 80, 400),
    ]);
    expect(confidentWords(scrawl)).toMatchObject({ unreliable: true, words: [] });
    const photoPage = [
      ...Array.from({ length: 8 }, (_, i) => [word(`Ee${i}`, 20), word("Tq", 10, 300)]),
      ...Array.from({ length: 8 }, (_, i) => [
        word("Offering", 95),
        word("Price", 94, 100),
        word(`$3,15${i},000`, 95, 300),
      ]),
    ];
    const read = confidentWords(photoPage);
    expect(read.unreliable).toBe(false);
    expect(read.words.filter((w) => w.text.startsWith("$3,15"))).toHaveLength(8);
  });
});

describe("OCR of real images: the confidence rule and the page triage", () => {
  const ocr = createOcrEngine(1);
  afterAll(() => ocr.close());

  it("a handwritten page says it could not be read reliably and gives no figure", async () => {
    const png = await scrawlPng([
      "Total expenses 52,000 a year",
      "Taxes 14,250 Insurance 6,100",
      "Water and sewer 3,480",
      "Repairs 7,900 Payroll 12,000",
      "Net operating income 88,400",
    ]);
    const read = await readImage("note.png", png, "image/png", ocr);
    expect(read.warnings).toContain(
      "note.png: the image could not be read reliably (handwriting or a poor scan); nothing on it was used. Enter its figures by hand.",
    );
    expect(read.pages[0]?.text).toBe("");
  }, 60_000);

  it("the same lines in print are read, with no warning about reliability", async () => {
    const png = await buildTextPng([
      ["Total expenses", "$52,000"],
      ["Taxes", "$14,250"],
    ]);
    const read = await readImage("print.png", png, "image/png", ocr);
    expect(read.warnings.filter((w) => /reliabl/.test(w))).toEqual([]);
    expect(read.pages[0]?.text).toContain("$52,000");
  }, 60_000);

  it("a page of print scores as more text-like than a photo's gradients or a blank page", async () => {
    const rgba = async (png: Buffer) => {
      const canvas = createCanvas(300, 390);
      const context = canvas.getContext("2d");
      const { loadImage } = await import("@napi-rs/canvas");
      context.drawImage(await loadImage(png), 0, 0, 300, 390);
      return textScoreFromPixels(context.getImageData(0, 0, 300, 390).data, 300);
    };
    const table = Array.from({ length: 24 }, (_, i) => [`${101 + i}`, "2", `$1,${100 + i}`, "Current"]);
    const gradient = createCanvas(300, 390);
    const context = gradient.getContext("2d");
    const fill = context.createLinearGradient(0, 0, 300, 390);
    fill.addColorStop(0, "#203040");
    fill.addColorStop(1, "#d0d8e0");
    context.fillStyle = fill;
    context.fillRect(0, 0, 300, 390);
    const text = await rgba(await buildTextPng(table, 1700, 80));
    expect(text).toBeGreaterThan(await rgba(await gradient.encode("png")));
    expect(text).toBeGreaterThan(await rgba(await buildTextPng([["Page 3"]], 1700, 2000)));
  });

  it("orders scanned pages most text-like first, then by page", () => {
    const scanned = [
      { page: 1, textScore: 0.1 },
      { page: 2, textScore: 0.9 },
      { page: 3, textScore: 0.5 },
      { page: 4, textScore: 0.5 },
    ];
    expect(ocrReadingOrder(scanned).map((s) => s.page)).toEqual([2, 3, 4, 1]);
  });

  it("scanned pages are read most text-like first, and each page keeps its own reading", async () => {
    const order: number[] = [];
    const recorded: OcrEngine = {
      recognize: () =>
        Promise.resolve({ rows: [], boxes: [], seen: 0, unsure: 0, droppedFigures: 0, unreliable: false }),
      close: () => Promise.resolve(),
    };
    const table = Array.from({ length: 20 }, (_, i) => [`${101 + i}`, "2", `$1,${100 + i}`]);
    const pdf = await scannedPdf([
      await buildTextPng([["Photos"]], 1700, 2000),
      await buildTextPng(table, 1700, 100),
      await buildTextPng([["Property description"], ["Built in 1995"]], 1700, 1000),
    ]);
    const onProgress = (p: ReadProgress) => (p.stage === "ocr" ? order.push(p.page) : undefined);
    const read = await readPdf("package.pdf", pdf, recorded, onProgress);
    // The first page named is the first read: the table, the most text-like; then the first page still being read.
    expect(order[0]).toBe(2);
    expect(order.every((page) => [1, 2, 3].includes(page))).toBe(true);
    expect(read.pages.map((p) => [p.page, p.ocr])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });
});

describe("a scanned package of more than ten pages, through the worker pool", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());

  it("reads every scanned page (the rent roll is page 12) and gives the same facts twice", async () => {
    const filler = (n: number) =>
      buildTextPng([[`Section ${n}`], ["The property is close to shops and schools."]], 1700, 90);
    const pages = [
      ...(await Promise.all(Array.from({ length: 11 }, (_, i) => filler(i + 1)))),
      await buildTextPng(ROLL, 1700, 90),
    ];
    const bytes = await scannedPdf(pages);
    const run = () => extractFiles([{ fileName: "package.pdf", mimeType: "application/pdf", bytes }], { pool });
    const first = await run();
    const second = await run();
    expect(first.files[0]).toMatchObject({ ok: true, pages: 12, skippedPages: [] });
    expect(first.warnings).toContain("package.pdf: 12 scanned page(s) were read with OCR; check the figures.");
    expect(first.property.units.map((u) => [u.unit_number, u.rent])).toEqual([
      ["101", 1350],
      ["102", 1100],
    ]);
    expect(second.property).toEqual(first.property);
    expect(second.fullExtract).toBe(first.fullExtract);
  }, 180_000);
});
