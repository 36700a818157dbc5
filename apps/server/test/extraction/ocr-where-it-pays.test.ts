import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { extractFiles } from "../../src/extraction/extract-files";
import { skewAngle } from "../../src/extraction/readers/orient";
import { kindFromPixels } from "../../src/extraction/readers/page-kind";
import { ExtractionPool } from "../../src/extraction/worker-pool";
import { buildScannedPdf, buildTextPng } from "./helpers/files";

/**
 * OCR only where it pays: a page with a text layer is read from it, a page that is a photograph is not
 * read at all, and a photo of a page taken sideways is turned upright (EXIF) before OCR.
 */
const LINES = [
  ["Unit", "Beds", "Rent"],
  ["101", "2", "$1,350"],
  ["102", "1", "$1,100"],
];

/** A colourful picture with no text: sky, a brick wall, a lawn. */
async function buildPhotoPng(width = 1200, height = 900): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  const bands: [string, number][] = [
    ["#4a90d9", 0.4],
    ["#b5502f", 0.35],
    ["#3f8f3a", 0.25],
  ];
  let y = 0;
  for (const [colour, share] of bands) {
    context.fillStyle = colour;
    context.fillRect(0, y, width, height * share);
    y += height * share;
  }
  return await canvas.encode("png");
}

/** A PDF page holding a photo and a short caption in its text layer, as an OM's photo pages do. */
async function captionedPhotoPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(await buildPhotoPng());
  const page = pdf.addPage([612, 792]);
  page.drawImage(image, { x: 36, y: 200, width: 540, height: 405 });
  page.drawText("953 Cole Ave", { x: 36, y: 160, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

describe("which pages are worth OCR", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());

  it("tells a colour photograph from a page of text by its pixels", async () => {
    const pixels = async (png: Buffer) => new Uint8ClampedArray(await sharp(png).ensureAlpha().raw().toBuffer());
    expect(kindFromPixels(await pixels(await buildPhotoPng()))).toBe("photo");
    expect(kindFromPixels(await pixels(await buildTextPng(LINES)))).toBe("text");
  });

  it("a photo page with no text layer is not OCR'd, and says so", async () => {
    const pdf = await buildScannedPdf(await buildPhotoPng());
    const result = await extractFiles([{ fileName: "photos.pdf", mimeType: "", bytes: pdf }], { pool });
    expect(result.warnings).toContain("photos.pdf: page 1 is a photo or plans with no text; not read.");
    expect(result.fullExtract).not.toContain("[OCR]");
  });

  it("a photo page with a caption in its text layer is read from the layer, never OCR'd", async () => {
    const result = await extractFiles([{ fileName: "om.pdf", mimeType: "", bytes: await captionedPhotoPdf() }], {
      pool,
    });
    expect(result.fullExtract).toContain("953 Cole Ave");
    expect(result.fullExtract).not.toContain("[OCR]");
    expect(result.warnings.some((w) => w.includes("OCR"))).toBe(false);
  });

  it("a phone photo stored sideways (EXIF orientation 6) is turned upright before OCR", async () => {
    // The picture is saved rotated a quarter turn with EXIF saying "turn it back", as phones do.
    const upright = await buildTextPng(LINES);
    const sideways = await sharp(upright).rotate(-90).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const result = await extractFiles([{ fileName: "roll.jpg", mimeType: "image/jpeg", bytes: sideways }], { pool });
    expect(result.property.units.map((u) => [u.unit_number, u.rent])).toEqual([
      ["101", 1350],
      ["102", 1100],
    ]);
  }, 60_000);

  it("a photo taken at a slant is turned level before OCR", async () => {
    const slanted = await sharp(await buildTextPng(LINES))
      .rotate(6, { background: "#ffffff" })
      .png()
      .toBuffer();
    expect(Math.abs((await skewAngle(slanted)) + 6)).toBeLessThanOrEqual(1);
    const result = await extractFiles([{ fileName: "slant.png", mimeType: "image/png", bytes: slanted }], { pool });
    expect(result.property.units.map((u) => [u.unit_number, u.rent])).toEqual([
      ["101", 1350],
      ["102", 1100],
    ]);
  }, 60_000);

  it("a scan saved sideways with no EXIF to say so is turned until it reads as words", async () => {
    const sideways = await sharp(await buildTextPng(LINES))
      .rotate(90)
      .png()
      .toBuffer();
    const pdf = await buildScannedPdf(sideways);
    const result = await extractFiles([{ fileName: "sideways.pdf", mimeType: "", bytes: pdf }], { pool });
    expect(result.property.units.map((u) => [u.unit_number, u.rent])).toEqual([
      ["101", 1350],
      ["102", 1100],
    ]);
  }, 60_000);
});
