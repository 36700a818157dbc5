/**
 * Extraction limits. The per-file size is the SPEC's (section 5 and 9: 10 MB); the others keep one
 * request from tying up the server: a hostile or huge file must fail alone, quickly.
 */
export {
  MAX_DOCUMENT_BYTES as MAX_FILE_BYTES,
  MAX_DOCUMENTS_PER_REQUEST as MAX_FILES_PER_REQUEST,
  MAX_EXTRACT_REQUEST_BYTES as MAX_REQUEST_BYTES,
} from "@plexwise/core/limits";
import os from "node:os";
import { MAX_IMAGE_MEGAPIXELS } from "@plexwise/core/limits";

/** XLSX and DOCX are zip archives: checked before anything unpacks them. */
export const MAX_ARCHIVE_ENTRIES = 5_000;
export const MAX_ARCHIVE_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** A real office file compresses XML about 10:1; a zip bomb compresses thousands to one. */
export const MAX_ARCHIVE_ENTRY_RATIO = 200;

/**
 * Cells in a workbook's sheets, counted while its archive is checked: a big rent roll is 500 units of 20
 * columns (10,000 cells) and a T-12 about 2,000; SheetJS holds every cell of every sheet in memory (about
 * 200 bytes each), so a workbook of millions of tiny cells would fill a worker's heap before any row limit.
 */
export const MAX_WORKBOOK_CELLS = 500_000;
/**
 * The longest line of a CSV. A row of 60 columns of 1,000 characters is 60 KB; a 10 MB line is no table, and
 * papaparse plus the rules spend minutes on one (issue 15). Refused before any parsing.
 */
export const MAX_CSV_LINE_BYTES = 64 * 1024;

/** Pages of a PDF that are read; later pages are reported as skipped. */
export const MAX_PDF_PAGES = 100;
/**
 * Scanned pages OCR'd per file: a real scanned package runs 20-40 pages (about 1-2 s a page on two cores);
 * beyond this the pages with the fewest signs of text are the ones reported as skipped (readers/page-kind.ts).
 */
export const MAX_OCR_PAGES_PER_FILE = 40;
/**
 * Tesseract threads a file's scanned pages are read on, side by side. Two is a page per core on the 2-core
 * server; each thread holds its own WebAssembly heap (about 100-300 MB), stopped when the file is done.
 */
export const OCR_THREADS = Math.max(1, Math.min(2, os.availableParallelism()));
/**
 * Scanned pages are rendered at 200 dpi: body text is then 25-30 px high, which Tesseract's LSTM reads as
 * well as at 300 dpi (bench:extract checks the scanned rent roll's rents) in about two thirds of the time.
 */
export const OCR_RENDER_DPI = 200;
/**
 * An image inside a PDF is refused (or, when its size is hidden, skipped by pdf.js) beyond the photos' 50
 * megapixels (SPEC section 9): decoded as RGBA that is 200 MB of native memory, outside any heap limit.
 */
export const MAX_PDF_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/**
 * The pictures of one PDF page, summed: pdf.js holds every decoded picture of a page until the page is done,
 * so six pictures each under the per-image limit cost 1.8 GB together (issue 15). A scanned offering memorandum
 * at 300 dpi is 2,550 x 3,300 = 8.4 megapixels a page, 33.7 at 600 dpi; a scanner's layered page (a text mask
 * over a colour background, both at 600 dpi) is 67; a page may also hold one picture at the per-image limit
 * with half as much again beside it. The budget is per page, not per document: a real 30-page scan holds 252
 * megapixels in all (100 pages, the most read, 840) while pdf.js only ever holds one page's pictures, so a
 * document total large enough never to refuse a real scan would still let all of it sit on one page.
 */
export const MAX_PDF_PAGE_IMAGE_PIXELS = 75_000_000;
/** The thumbnail a textless page is judged on (photo or scan) is at most this wide or high. */
export const PAGE_THUMBNAIL_MAX_SIDE_PX = 400;
/** Images larger than this (in pixels) are refused before decoding; beyond OCR_MAX_SIDE they are scaled down. */
export const MAX_IMAGE_PIXELS = 60_000_000;
export const OCR_MAX_SIDE_PX = 3_400;

/** Rows read per sheet and sheets per workbook: a rent roll or T-12 has hundreds, not millions. */
export const MAX_SHEET_ROWS = 5_000;
export const MAX_SHEETS = 30;
export const MAX_SHEET_COLUMNS = 60;

/** Wall-clock limit per file; a worker that overruns it is terminated and the file fails alone. */
export const FILE_TIME_LIMIT_MS = 120_000;
/**
 * Added to a file's limit for each scanned page it starts to OCR. A fixed limit made a 30-page scan's answer
 * depend on the machine's load (finished on a quiet machine, stopped on a busy one); the limit now grows with
 * the work the file really has, which MAX_OCR_PAGES_PER_FILE bounds (at most 120 + 40 x 15 s = 12 minutes).
 */
export const OCR_PAGE_TIME_ALLOWANCE_MS = 15_000;
/** Heap limit of a parsing worker: a file that needs more fails alone instead of starving the server. */
export const WORKER_MAX_HEAP_MB = 512;
