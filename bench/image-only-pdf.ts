import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";

/**
 * An image-only copy of a PDF, as a broker's scanner makes one: every page rasterised by poppler's pdftoppm
 * (150 dpi, colour, JPEG as scanners save them: a PNG copy of a 15-page OM passes the 10 MB upload limit) and wrapped, page size kept, into a new PDF with no text layer. `lastPage` keeps the first
 * pages only. Needs pdftoppm (poppler-utils) on the PATH.
 */
export async function imageOnlyPdf(source: string, options: { dpi?: number; lastPage?: number } = {}): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-raster-"));
  try {
    const args = ["-r", String(options.dpi ?? 150), "-jpeg", "-jpegopt", "quality=85"];
    if (options.lastPage) args.push("-l", String(options.lastPage));
    execFileSync("pdftoppm", [...args, source, path.join(dir, "page")]);
    const original = await PDFDocument.load(fs.readFileSync(source), { ignoreEncryption: true });
    const scan = await PDFDocument.create();
    // pdftoppm numbers its files with as many digits as the page count needs: sorted by name, they are in order.
    const files = fs.readdirSync(dir).sort();
    for (const [index, file] of files.entries()) {
      const { width, height } = original.getPage(index).getSize();
      const image = await scan.embedJpg(fs.readFileSync(path.join(dir, file)));
      scan.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    }
    return Buffer.from(await scan.save());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first `count` pages of a PDF, text layer and all: the twin an image-only copy is timed against. */
export async function firstPages(bytes: Buffer, count: number): Promise<Buffer> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const copy = await PDFDocument.create();
  const indices = source.getPageIndices().slice(0, count);
  for (const page of await copy.copyPages(source, indices)) copy.addPage(page);
  return Buffer.from(await copy.save());
}
