import type decodeHeic from "heic-decode";
import type sharp from "sharp";
import type { Sharp } from "sharp";
import { loadOnFirstUse } from "../lib/load-on-first-use";

// Loaded with the first photo, not at start-up (lib/load-on-first-use.ts); file-type is ESM, imported as such.
const loadSharp = loadOnFirstUse<typeof sharp>("sharp");
const loadHeicDecode = loadOnFirstUse<typeof decodeHeic>("heic-decode");
const fileTypeOf = async (bytes: Buffer) => (await import("file-type")).fileTypeFromBuffer(bytes);
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGAPIXELS } from "@plexwise/core";
import { AppError } from "../errors/app-error";

/** The versions of a photo that are kept: a display size and a thumbnail, both WebP, with no metadata. */
export type ProcessedImage = { display: Buffer; thumb: Buffer; width: number; height: number };

const DISPLAY_PX = 1600;
const THUMB_PX = 400;
const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const BITMAPS = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
const HEIF = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

const refuse = (message: string) => new AppError("bad_request", message);

function checkPixels(width: number, height: number) {
  if (width * height > MAX_PIXELS) {
    throw refuse(
      `The picture is ${width} x ${height} pixels, more than ${MAX_IMAGE_MEGAPIXELS} megapixels; upload a smaller one.`,
    );
  }
}

/** HEIC/HEIF (no decoder in sharp's prebuilt libvips): decoded by heic-decode once its size is known to be sane. */
async function heifPipeline(bytes: Buffer): Promise<Sharp> {
  const images = await loadHeicDecode().all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw refuse("The HEIC file holds no picture.");
    checkPixels(first.width, first.height);
    const { data, width, height } = await first.decode();
    return loadSharp()(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

async function bitmapPipeline(bytes: Buffer): Promise<Sharp> {
  // The header says the size without decoding the pixels; the decoder then refuses anything larger anyway.
  const sharp = loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  checkPixels(meta.width ?? 0, meta.height ?? 0);
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  // EXIF orientation is applied to the pixels, so the picture stands right with the metadata gone.
  return image.rotate();
}

/**
 * Decodes and re-encodes an uploaded photo. The type comes from the bytes; EXIF (GPS included) and every other
 * metadata block is dropped, because sharp writes none unless asked. A corrupt or hostile file is refused with
 * a message, never a crash.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw refuse("The upload is empty.");
  if (bytes.length > MAX_IMAGE_BYTES) throw refuse("The photo is larger than 10MB.");
  const type = await fileTypeOf(bytes);
  const mime = type?.mime ?? "";
  if (!BITMAPS.has(mime) && !HEIF.has(mime))
    throw refuse(
      `Only image files can be attached (JPEG, PNG, WebP or HEIC); this file is ${type ? type.ext.toUpperCase() : "not an image"}.`,
    );
  try {
    const pipeline = HEIF.has(mime) ? await heifPipeline(bytes) : await bitmapPipeline(bytes);
    const display = await pipeline
      .resize({ width: DISPLAY_PX, height: DISPLAY_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the display size: decoding the 1600 px version is far cheaper than the original.
    const thumb = await loadSharp()(display.data)
      .resize({ width: THUMB_PX, height: THUMB_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { display: display.data, thumb, width: display.info.width, height: display.info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse("The picture could not be read; it may be damaged.");
  }
}
