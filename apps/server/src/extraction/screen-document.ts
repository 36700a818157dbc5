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

/**
 * The longest line (CR, LF or CRLF ends one), found with Buffer.indexOf (memchr): 10 MB in a few milliseconds.
 * Carriage returns are looked for only inside a line that would be the longest by its line feeds.
 */
export function longestLine(bytes: Buffer): number {
  let longest = 0;
  for (let start = 0; start <= bytes.length;) {
    const found = bytes.indexOf(0x0a, start);
    const end = found < 0 ? bytes.length : found;
    if (end - start > longest) longest = Math.max(longest, longestBetweenReturns(bytes, start, end));
    start = end + 1;
  }
  return longest;
}

function longestBetweenReturns(bytes: Buffer, start: number, end: number): number {
  let longest = 0;
  for (let at = start; at <= end;) {
    const found = bytes.indexOf(0x0d, at);
    const stop = found < 0 || found > end ? end : found;
    longest = Math.max(longest, stop - at);
    at = stop + 1;
  }
  return longest;
}

function checkCsvLines(fileName: string, bytes: Buffer): void {
  const longest = longestLine(bytes);
  if (longest > MAX_CSV_LINE_BYTES)
    throw new FileRejectedError(
      "too_complex",
      `${fileName} has a line of ${longest.toLocaleString("en-US")} characters (at most ${MAX_CSV_LINE_BYTES.toLocaleString("en-US")} are read); it is not a table a rent roll or statement export makes.`,
    );
}
