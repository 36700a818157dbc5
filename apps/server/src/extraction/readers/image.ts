import { createCanvas, ImageData, type Canvas } from "@napi-rs/canvas";
import decodeHeic from "heic-decode";
import sharp from "sharp";
import { makePage, type ReadDocument } from "../document";
import { FileRejectedError } from "../errors";
import { MAX_IMAGE_PIXELS, OCR_MAX_SIDE_PX } from "../limits";
import { imageSize, type ImageSize } from "./image-size";
import type { OcrEngine } from "./ocr";
import { confidenceWarning } from "./ocr-confidence";
import { recognizeUpright } from "./orient";

/**
 * A photo or screenshot of a document, read by OCR. Every image is redrawn as a PNG no larger than
 * about a 300 dpi letter page: Tesseract gains nothing from a 12-megapixel phone photo but time.
 */
function checkSize(fileName: string, size: ImageSize | null): ImageSize {
  if (!size || size.width <= 0 || size.height <= 0) {
    throw new FileRejectedError("corrupt", `${fileName} is not a readable image; it may be damaged.`);
  }
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new FileRejectedError(
      "image_too_large",
      `${fileName} is ${size.width} x ${size.height} pixels, more than the ${MAX_IMAGE_PIXELS / 1_000_000} megapixels read; upload a smaller image.`,
    );
  }
  return size;
}

function scaledCanvas(size: ImageSize): { canvas: Canvas; scale: number } {
  const scale = Math.min(1, OCR_MAX_SIDE_PX / Math.max(size.width, size.height));
  const canvas = createCanvas(
    Math.max(1, Math.round(size.width * scale)),
    Math.max(1, Math.round(size.height * scale)),
  );
  const context = canvas.getContext("2d");
  // Transparent screenshots would OCR as black on black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, scale };
}

async function heicToPng(fileName: string, bytes: Buffer): Promise<Buffer> {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw new FileRejectedError("corrupt", `${fileName} holds no image.`);
    const size = checkSize(fileName, { width: first.width, height: first.height });
    const decoded = await first.decode();
    const full = createCanvas(size.width, size.height);
    full.getContext("2d").putImageData(new ImageData(decoded.data, size.width, size.height), 0, 0);
    const { canvas, scale } = scaledCanvas(size);
    canvas.getContext("2d").drawImage(full, 0, 0, size.width * scale, size.height * scale);
    return await canvas.encode("png");
  } finally {
    images.dispose();
  }
}

/**
 * A JPEG, PNG or WebP turned upright (a phone stores a portrait photo sideways with an EXIF orientation),
 * scaled, flattened on white and made grayscale: what Tesseract reads best and fastest.
 */
async function bitmapToPng(fileName: string, bytes: Buffer, mime: string): Promise<Buffer> {
  checkSize(fileName, imageSize(bytes, mime));
  return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: OCR_MAX_SIDE_PX, height: OCR_MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export async function readImage(fileName: string, bytes: Buffer, mime: string, ocr: OcrEngine): Promise<ReadDocument> {
  const isHeic = mime === "image/heic" || mime === "image/heif" || mime.endsWith("-sequence");
  let png: Buffer;
  try {
    png = isHeic ? await heicToPng(fileName, bytes) : await bitmapToPng(fileName, bytes, mime);
  } catch (error) {
    if (error instanceof FileRejectedError) throw error;
    throw new FileRejectedError("corrupt", `${fileName} is not a readable image; it may be damaged.`);
  }
  const read = await recognizeUpright(ocr, png);
  const page = makePage(1, read.rows, { boxes: read.boxes, ocr: true });
  const warnings = [`${fileName}: read with OCR; check the figures.`];
  const doubt = confidenceWarning(`${fileName}: the image`, read);
  if (doubt) warnings.push(doubt);
  if (page.text === "" && !read.unreliable) warnings.push(`${fileName}: no text was found in the image.`);
  return { fileName, kind: "image", pages: [page], skippedPages: [], warnings };
}
