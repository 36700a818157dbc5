import { getDocumentProxy } from "unpdf";
import { detectType } from "../../../src/extraction/detect-type";
import { mergeDocuments } from "../../../src/extraction/merge";
import { readDocument } from "../../../src/extraction/read-document";
import type { OcrEngine } from "../../../src/extraction/readers/ocr";
import { renderPdfPage } from "../../../src/extraction/readers/scanned-pdf";
import { extractDocument } from "../../../src/extraction/rules/extract-document";
import { toExtractedProperty, type ExtractedProperty } from "../../../src/extraction/to-response";
import { buildScannedPdf } from "../helpers/files";

/**
 * What extractFiles does for one file, in-process (the worker pool only adds isolation): detect, read,
 * apply the rules, merge, answer in the API's shape. Hundreds of documents a run stay within seconds.
 */
export async function extractOne(fileName: string, bytes: Buffer, ocr: OcrEngine): Promise<ExtractedProperty> {
  const type = await detectType(fileName, "", bytes);
  const doc = await readDocument(fileName, type.kind, type.mime, bytes, ocr);
  return toExtractedProperty(mergeDocuments([extractDocument(doc)]));
}

/** A generated PDF's first page as a scan: rendered to an image and wrapped in a PDF with no text layer. */
export async function scanned(pdfBytes: Buffer): Promise<Buffer> {
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes));
  const png = await renderPdfPage(await pdf.getPage(1));
  await pdf.destroy();
  return await buildScannedPdf(png);
}
