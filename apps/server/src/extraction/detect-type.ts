import type { DocumentKind } from "./document";
import { FileRejectedError } from "./errors";
import { MAX_FILE_BYTES } from "./limits";

/**
 * The file type is decided from the bytes, not the name (a renamed file would otherwise reach a parser that
 * trusts it). The name, or failing that the declared MIME type, only has to agree with the bytes.
 * SPEC section 5: documents are pdf, jpeg/jpg, png, webp, heic, heif, xls, xlsx, csv, doc, docx.
 */
const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: "pdf",
  jpg: "image",
  jpeg: "image",
  png: "image",
  webp: "image",
  heic: "image",
  heif: "image",
  docx: "docx",
  doc: "doc",
  xlsx: "xlsx",
  // A macro-enabled workbook is an XLSX with a macro part; the macros are never run (cached values are read).
  xlsm: "xlsx",
  xls: "xls",
  csv: "csv",
};

const KIND_BY_MIME: Record<string, DocumentKind> = {
  "application/pdf": "pdf",
  "image/jpeg": "image",
  "image/png": "image",
  "image/webp": "image",
  "image/heic": "image",
  "image/heif": "image",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-excel.sheet.macroenabled.12": "xlsx",
  "application/vnd.ms-excel": "xls",
  "text/csv": "csv",
};

const DESCRIPTION: Record<DocumentKind, string> = {
  pdf: "a PDF",
  image: "an image",
  docx: "a Word document (DOCX)",
  doc: "a Word 97-2003 document (DOC)",
  xlsx: "an Excel workbook (XLSX)",
  xls: "an Excel 97-2003 workbook (XLS)",
  csv: "a CSV file",
};

const IMAGE_MIMES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
]);

export type DetectedType = { kind: DocumentKind; mime: string };

/** The kind the upload claims to be: from its extension, else from its MIME type; null when neither is allowed. */
export function declaredKind(fileName: string, mimeType: string): DocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension) return KIND_BY_EXTENSION[extension] ?? null;
  return KIND_BY_MIME[mimeType.toLowerCase().split(";")[0]?.trim() ?? ""] ?? null;
}

/** UTF-16LE stream names in an OLE compound file's directory tell a Word file from an Excel one. */
function hasStream(bytes: Buffer, name: string): boolean {
  return bytes.includes(Buffer.from(name, "utf16le"));
}

function kindFromCompoundFile(fileName: string, bytes: Buffer): DetectedType {
  // Password-protected XLSX and DOCX are stored as an OLE container holding an encrypted package.
  if (hasStream(bytes, "EncryptedPackage")) {
    throw new FileRejectedError("encrypted", `${fileName} is password-protected; upload an unprotected copy.`);
  }
  if (hasStream(bytes, "WordDocument")) return { kind: "doc", mime: "application/msword" };
  if (hasStream(bytes, "Workbook") || hasStream(bytes, "Book"))
    return { kind: "xls", mime: "application/vnd.ms-excel" };
  throw new FileRejectedError("unsupported_type", `${fileName} is not a supported file type`);
}

/** Text without NUL bytes that decodes as UTF-8 or Latin-1: what a CSV export is. */
function looksLikeText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  return !head.includes(0);
}

async function detectFromBytes(fileName: string, bytes: Buffer): Promise<DetectedType | null> {
  // Imported on the first upload, not at start-up.
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return looksLikeText(bytes) ? { kind: "csv", mime: "text/csv" } : null;
  if (found.mime === "application/pdf") return { kind: "pdf", mime: found.mime };
  if (IMAGE_MIMES.has(found.mime)) return { kind: "image", mime: found.mime };
  if (KIND_BY_MIME[found.mime] === "docx") return { kind: "docx", mime: found.mime };
  if (KIND_BY_MIME[found.mime.toLowerCase()] === "xlsx") return { kind: "xlsx", mime: found.mime };
  if (found.mime === "application/x-cfb") return kindFromCompoundFile(fileName, bytes);
  if (found.mime === "application/zip") return { kind: "xlsx", mime: found.mime };
  return null;
}

/**
 * The document kind of one upload, or a rejection naming the file: empty, over 10 MB, not an allowed
 * type, or bytes that are not what the name says.
 */
export async function detectType(fileName: string, mimeType: string, bytes: Buffer): Promise<DetectedType> {
  if (bytes.length === 0) throw new FileRejectedError("empty", `${fileName} is empty.`);
  if (bytes.length > MAX_FILE_BYTES) throw new FileRejectedError("too_large", `${fileName} exceeds 10MB limit`);
  const claimed = declaredKind(fileName, mimeType);
  if (!claimed) throw new FileRejectedError("unsupported_type", `${fileName} is not a supported file type`);
  const detected = await detectFromBytes(fileName, bytes);
  if (!detected) throw new FileRejectedError("unsupported_type", `${fileName} is not a supported file type`);
  // A generic zip is accepted under an office name: the office reader then decides whether it is one.
  if (detected.mime === "application/zip" && (claimed === "docx" || claimed === "xlsx"))
    return { kind: claimed, mime: detected.mime };
  if (detected.kind !== claimed) {
    throw new FileRejectedError(
      "type_mismatch",
      `${fileName} is named as ${DESCRIPTION[claimed]} but its contents are ${DESCRIPTION[detected.kind]}; rename it or upload the intended file.`,
    );
  }
  return detected;
}
