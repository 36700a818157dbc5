import { FileRejectedError } from "./errors";
import { MAX_PDF_IMAGE_PIXELS } from "./limits";

/**
 * The declared size of every image in a PDF, read from the file's bytes before pdf.js decodes anything: a
 * 1 MB PDF whose page is one 20,000 x 20,000 picture (a tiny Flate stream of zeros) decodes to gigabytes of
 * native memory, which a worker's heap limit does not cover. An image XObject is a stream, and streams are
 * never packed in object streams, so its dictionary is always plain text between "obj" and "stream".
 * Sizes given by reference are read by the page check (pdf-page-pixels.ts, in the worker); inline images
 * inside compressed content are left to pdf.js's own `maxImageSize` (readers/pdf.ts), which skips such an
 * image instead of decoding it.
 */
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/g;
/** An image dictionary is a few hundred bytes; a window this wide holds it with its neighbours' keys left out. */
const WINDOW = 2048;

function dimension(dictionary: string, key: "Width" | "Height"): number | null {
  const match = new RegExp(`/${key}\\s+(\\d{1,10})(?![\\d.]|\\s+\\d+\\s+R)`).exec(dictionary);
  return match?.[1] ? Number(match[1]) : null;
}

export function checkPdfImages(fileName: string, bytes: Buffer): void {
  const text = bytes.toString("latin1");
  for (const match of text.matchAll(IMAGE_SUBTYPE)) {
    const at = match.index;
    const objectStart = text.lastIndexOf("obj", at);
    const start = Math.max(objectStart < 0 ? 0 : objectStart, at - WINDOW);
    const streamAt = text.indexOf("stream", at);
    const end = Math.min(streamAt < 0 ? text.length : streamAt, at + WINDOW);
    const dictionary = text.slice(start, end);
    const width = dimension(dictionary, "Width");
    const height = dimension(dictionary, "Height");
    if (width !== null && height !== null && width * height > MAX_PDF_IMAGE_PIXELS)
      throw new FileRejectedError(
        "image_too_large",
        `${fileName} holds a picture of ${width} x ${height} pixels, more than the ${MAX_PDF_IMAGE_PIXELS / 1_000_000} megapixels read; export the PDF again at a lower resolution.`,
      );
  }
}
