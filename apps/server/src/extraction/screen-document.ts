import { checkArchive } from "./archive-check";
import type { DocumentKind } from "./document";
import { FileRejectedError } from "./errors";
import { MAX_CSV_LINE_BYTES } from "./limits";
import { checkPdfImages } from "./pdf-image-check";

/**
 * What a file is, judged from its bytes before any parser sees it, on the request's own thread and in
 * milliseconds (an archive is inflated in libuv's thread pool, counting): a CSV with a line no table has,
 * a workbook of millions of cells or an archive that lies, a PDF with an image too large to decode. Such a
 * file fails alone with a message naming it, and never takes a parsing thread from anyone.
 */
export async function screenDocument(fileName: string, kind: DocumentKind, bytes: Buffer): Promise<void> {
  switch (kind) {
    case "csv":
      return checkCsvLines(fileName, bytes);
    case "xlsx":
    case "docx":
      return await checkArchive(fileName, bytes);
    case "pdf":
      return checkPdfImages(fileName, bytes);
    default:
      return;
  }
}

/** The longest line (CR, LF or CRLF ends one), by a scan of the bytes: 10 MB takes about 10 ms. */
export function longestLine(bytes: Uint8Array): number {
  let longest = 0;
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === 0x0a || byte === 0x0d) {
      longest = Math.max(longest, i - start);
      start = i + 1;
    }
  }
  return Math.max(longest, bytes.length - start);
}

function checkCsvLines(fileName: string, bytes: Buffer): void {
  const longest = longestLine(bytes);
  if (longest > MAX_CSV_LINE_BYTES)
    throw new FileRejectedError(
      "too_complex",
      `${fileName} has a line of ${longest.toLocaleString("en-US")} characters (at most ${MAX_CSV_LINE_BYTES.toLocaleString("en-US")} are read); it is not a table a rent roll or statement export makes.`,
    );
}
