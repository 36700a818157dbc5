import type { DocumentKind, OnReadProgress, ReadDocument } from "./document";
import { readCsv } from "./readers/csv";
import { readDoc } from "./readers/doc";
import { readDocx } from "./readers/docx";
import { readImage } from "./readers/image";
import type { OcrEngine } from "./readers/ocr";
import { readPdf } from "./readers/pdf";
import { readSheet } from "./readers/sheet";

/**
 * One file, already identified by its bytes, read into pages of rows. Runs inside a worker thread;
 * `onProgress` hears of each page as it is read (PDF pages; other formats report when done).
 */
export async function readDocument(
  fileName: string,
  kind: DocumentKind,
  mime: string,
  bytes: Buffer,
  ocr: OcrEngine,
  onProgress: OnReadProgress = () => undefined,
): Promise<ReadDocument> {
  switch (kind) {
    case "pdf":
      return await readPdf(fileName, bytes, ocr, onProgress);
    case "image":
      return await readImage(fileName, bytes, mime, ocr);
    case "docx":
      return await readDocx(fileName, bytes);
    case "doc":
      return await readDoc(fileName, bytes);
    case "xlsx":
    case "xls":
      return readSheet(fileName, bytes, kind);
    case "csv":
      return readCsv(fileName, bytes);
  }
}
