import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);

/** Poppler's tools (Debian poppler-utils): CI installs them; without them the PDF tests say so and skip. */
export const POPPLER = "/usr/bin/pdftotext";
export const hasPoppler = fs.existsSync(POPPLER);
export const NO_POPPLER = `skipped: ${POPPLER} is missing (apt-get install poppler-utils)`;

async function withFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-pdf-"));
  try {
    const file = path.join(dir, "report.pdf");
    fs.writeFileSync(file, pdf);
    return await use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text layer, in reading order with the layout kept (pdftotext -layout). */
export const pdfText = (pdf: Buffer): Promise<string> =>
  withFile(pdf, async (file) => (await run("pdftotext", ["-layout", file, "-"], { maxBuffer: 1 << 26 })).stdout);

/** pdfinfo's fields: "Pages", "Tagged", "Title", "PDF version"... */
export const pdfInfo = (pdf: Buffer): Promise<Record<string, string>> =>
  withFile(pdf, async (file) => {
    const { stdout } = await run("pdfinfo", [file]);
    return Object.fromEntries(
      stdout.split("\n").flatMap((line) => {
        const at = line.indexOf(":");
        return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
      }),
    );
  });

/** Each page rendered to PNG (pdftoppm, 40 dpi), with the standard deviation of its pixels: 0 is a blank page. */
export const pageImages = (pdf: Buffer): Promise<{ file: string; bytes: number; spread: number }[]> =>
  withFile(pdf, async (file, dir) => {
    await run("pdftoppm", ["-png", "-r", "40", file, path.join(dir, "page")]);
    const pages = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".png"))
      .sort();
    return Promise.all(
      pages.map(async (page) => {
        const png = fs.readFileSync(path.join(dir, page));
        const stats = await sharp(png).stats();
        return { file: page, bytes: png.length, spread: Math.max(...stats.channels.map((c) => c.stdev)) };
      }),
    );
  });
