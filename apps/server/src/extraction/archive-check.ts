import { FileRejectedError } from "./errors";
import {
  MAX_ARCHIVE_ENTRIES,
  MAX_ARCHIVE_ENTRY_RATIO,
  MAX_ARCHIVE_UNCOMPRESSED_BYTES,
  MAX_WORKBOOK_CELLS,
} from "./limits";
import { inflateCounted, type Inflated } from "./inflate-counted";

/**
 * XLSX and DOCX are zip archives, and the libraries that read them unpack everything into memory.
 * A zip bomb (a few KB that inflate to gigabytes) or an archive of a million entries must be refused
 * before that, so the central directory is read here, by hand, and every entry is inflated as the parser
 * would inflate it (by its local header, which is what SheetJS and mammoth follow), counting the bytes that
 * actually come out and stopping at the limit: declared sizes and the directory's "stored" may both lie.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

type Entry = { name: string; method: number; flags: number; compressedSize: number; size: number; localOffset: number };

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

function readEntries(fileName: string, bytes: Buffer): Entry[] {
  const corrupt = (why: string) =>
    new FileRejectedError("corrupt", `${fileName} is not a valid ${why}; it may be damaged.`);
  if (bytes.length < 22) throw corrupt("office file (too short)");
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) throw corrupt("office file (no zip directory)");
  const count = bytes.readUInt16LE(eocd + 10);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 markers: no office document under 10 MB needs them, and they are a classic way to lie about sizes.
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new FileRejectedError(
      "archive_limits",
      `${fileName} uses a ZIP64 archive, which an office document of this size never needs.`,
    );
  }
  if (count > MAX_ARCHIVE_ENTRIES) {
    throw new FileRejectedError(
      "archive_limits",
      `${fileName} holds ${count} archive entries (at most ${MAX_ARCHIVE_ENTRIES}); it is not a normal office document.`,
    );
  }
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw corrupt("office file (broken zip directory)");
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

type Local = { method: number; dataStart: number };

function localHeader(fileName: string, bytes: Buffer, entry: Entry): Local {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new FileRejectedError(
      "corrupt",
      `${fileName} is not a valid office file (broken zip entry); it may be damaged.`,
    );
  }
  return {
    method: bytes.readUInt16LE(at + 8),
    dataStart: at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28),
  };
}

const isXml = (name: string) => /\.(xml|rels|vml)$/i.test(name);
const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);

/** Throws a rejection naming the file when the archive is over a limit, encrypted, or lies about its sizes. */
export async function checkArchive(fileName: string, bytes: Buffer): Promise<void> {
  const entries = readEntries(fileName, bytes);
  const tooBig = () =>
    new FileRejectedError(
      "archive_limits",
      `${fileName} unpacks to more than ${Math.round(MAX_ARCHIVE_UNCOMPRESSED_BYTES / 1024 / 1024)} MB or compresses suspiciously well (a zip bomb); it was not opened.`,
    );
  let declaredTotal = 0;
  for (const entry of entries) {
    declaredTotal += entry.size;
    if (declaredTotal > MAX_ARCHIVE_UNCOMPRESSED_BYTES) throw tooBig();
    if (entry.size > 1024 * 1024 && entry.size > entry.compressedSize * MAX_ARCHIVE_ENTRY_RATIO) throw tooBig();
    if (entry.flags & 0x1)
      throw new FileRejectedError("encrypted", `${fileName} is password-protected; upload an unprotected copy.`);
  }
  let inflatedTotal = 0;
  let cells = 0;
  for (const entry of entries) {
    const local = localHeader(fileName, bytes, entry);
    // The directory and the entry's own header must agree: "stored" in one and "deflate" in the other is how
    // a bomb slips past a check that trusts the directory while the parser trusts the header.
    if (local.method !== entry.method)
      throw new FileRejectedError(
        "archive_limits",
        `${fileName} describes its part ${entry.name} in two different ways (a trick to get past checks); it was not opened.`,
      );
    if (entry.method !== 0 && entry.method !== 8)
      throw new FileRejectedError(
        "corrupt",
        `${fileName} uses an unusual zip compression (method ${entry.method}); save it again from Excel or Word.`,
      );
    const data = bytes.subarray(local.dataStart, local.dataStart + entry.compressedSize);
    if (data.length === 0 && entry.size === 0) continue;
    // One byte over the declared size is enough to catch a header that understates what is inside.
    const budget = Math.min(entry.size + 1, MAX_ARCHIVE_UNCOMPRESSED_BYTES - inflatedTotal + 1);
    let inflated: Inflated;
    try {
      inflated = await inflateCounted(data, entry.method === 0 ? "stored" : "deflate", budget, {
        xmlHead: isXml(entry.name),
        countCells: isWorksheet(entry.name),
      });
    } catch {
      throw new FileRejectedError("corrupt", `${fileName} has a damaged zip entry (${entry.name}); it may be damaged.`);
    }
    if (inflated.overBudget) throw tooBig();
    inflatedTotal += inflated.bytes;
    if (inflated.doctype)
      throw new FileRejectedError(
        "archive_limits",
        `${fileName} holds an XML document type declaration (${entry.name}), which office files never contain; it was not opened.`,
      );
    cells += inflated.cells;
    if (cells > MAX_WORKBOOK_CELLS)
      throw new FileRejectedError(
        "too_complex",
        `${fileName} holds more than ${MAX_WORKBOOK_CELLS.toLocaleString("en-US")} cells; a rent roll or statement has far fewer. Upload only the sheets that matter.`,
      );
  }
}
