import { afterAll, describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";
import { buildPdf } from "../extraction/helpers/files";
import {
  cellBombXlsx,
  deepDocx,
  deepPdf,
  hugeImagePdf,
  hugePagePdf,
  laughingDocx,
  laughingXlsx,
  millionColumnCsv,
  millionRowCsv,
  oneLineCsv,
  pdfZipPolyglot,
  picturesPdf,
  pngBomb,
  storedLieXlsx,
  type PictureSize,
  zipBombXlsx,
} from "./hostile-files";
import { measure } from "./measure";
import { longestLine, screenDocument } from "../../src/extraction/screen-document";
import { FileRejectedError } from "../../src/extraction/errors";

/**
 * The hostile-document corpus of issue 15, made at test time: each file goes through the real endpoint and
 * must be answered with a 4xx or a per-file error (or read, when it is merely odd) within its time bound and
 * without the process's memory growing past a bound; the server then still reads a normal document.
 */
type Case = {
  name: string;
  fileName: string;
  mimeType: string;
  build: () => Buffer | Promise<Buffer>;
  /** The per-file error expected, or "read" when the file is odd but harmless and may be read. */
  expected: RegExp | "read";
  maxMs: number;
  maxRssGrowthMb?: number;
};

const SECONDS = 1000;
/**
 * A refused file's whole request: registering its user, up to 13 MB of base64 JSON, the answer. On a busy
 * two-core machine that is a few seconds; the refusal itself is timed alone below.
 */
const QUICK = 10 * SECONDS;
const cases: Case[] = [
  {
    name: "a 10 MB one-line CSV (item 1)",
    fileName: "roll.csv",
    mimeType: "text/csv",
    build: () => oneLineCsv(),
    expected: /^roll\.csv has a line of 10,485,\d{3} characters \(at most 65,536 are read\)/,
    maxMs: QUICK,
  },
  {
    name: "a CSV line of a million cells",
    fileName: "wide.csv",
    mimeType: "text/csv",
    build: millionColumnCsv,
    expected: /^wide\.csv has a line of 1,000,000 characters/,
    maxMs: QUICK,
  },
  {
    name: "a CSV of 2.5 million short rows (read up to the row limit)",
    fileName: "long.csv",
    mimeType: "text/csv",
    build: millionRowCsv,
    expected: "read",
    maxMs: 15 * SECONDS,
  },
  {
    name: "a PDF whose page is a 20000 x 20000 image (item 2)",
    fileName: "scan.pdf",
    mimeType: "application/pdf",
    build: () => hugeImagePdf(),
    expected: /^scan\.pdf holds a picture of 20000 x 20000 pixels, more than the 50 megapixels read/,
    maxMs: QUICK,
  },
  {
    name: "a PDF page of six 6700 x 6700 images, each under the per-image limit (item 2, the rest)",
    fileName: "six.pdf",
    mimeType: "application/pdf",
    build: () => picturesPdf([Array.from({ length: 6 }, () => [6700, 6700] as PictureSize)]),
    expected: /^six\.pdf has 6 pictures on one page, 269 megapixels in all, more than the 75 megapixels read per page/,
    maxMs: QUICK,
  },
  {
    name: "a PDF whose huge image hides its size behind references (the page check reads them)",
    fileName: "hidden.pdf",
    mimeType: "application/pdf",
    build: () => hugeImagePdf({ sizeByReference: true }),
    expected: /^hidden\.pdf has a picture of 400 megapixels, more than the 75 megapixels read per page/,
    maxMs: QUICK,
  },
  {
    name: "a PDF page 1,700 km wide",
    fileName: "poster.pdf",
    mimeType: "application/pdf",
    build: hugePagePdf,
    expected: "read",
    maxMs: 30 * SECONDS,
  },
  {
    name: "a PDF nested 50,000 arrays deep",
    fileName: "deep.pdf",
    mimeType: "application/pdf",
    build: () => deepPdf(),
    expected: "read",
    maxMs: 30 * SECONDS,
  },
  {
    name: "an XLSX whose directory says stored while the entry inflates to 1 GB (item 3)",
    fileName: "liar.xlsx",
    mimeType: "",
    build: () => storedLieXlsx(),
    expected: /^liar\.xlsx describes its part xl\/worksheets\/sheet1\.xml in two different ways/,
    maxMs: QUICK,
  },
  {
    name: "an XLSX zip bomb (1 GB declared)",
    fileName: "bomb.xlsx",
    mimeType: "",
    build: zipBombXlsx,
    expected: /^bomb\.xlsx unpacks to more than 200 MB .*\(a zip bomb\)/,
    maxMs: QUICK,
  },
  {
    name: "an XLSX of 600,000 empty cells",
    fileName: "cells.xlsx",
    mimeType: "",
    build: cellBombXlsx,
    expected: /^cells\.xlsx holds more than 500,000 cells/,
    maxMs: QUICK,
  },
  {
    name: "billion laughs in an XLSX",
    fileName: "laughs.xlsx",
    mimeType: "",
    build: laughingXlsx,
    expected: /^laughs\.xlsx holds an XML document type declaration/,
    maxMs: QUICK,
  },
  {
    name: "billion laughs in a DOCX",
    fileName: "laughs.docx",
    mimeType: "",
    build: laughingDocx,
    expected: /^laughs\.docx holds an XML document type declaration/,
    maxMs: QUICK,
  },
  {
    name: "a DOCX nested 20,000 tables deep",
    fileName: "deep.docx",
    mimeType: "",
    build: () => deepDocx(),
    expected: /^deep\.docx /,
    maxMs: 30 * SECONDS,
  },
  {
    name: "a PNG declaring 100,000 x 100,000 pixels",
    fileName: "photo.png",
    mimeType: "image/png",
    build: () => pngBomb(),
    expected: /^photo\.png is 100000 x 100000 pixels, more than the/,
    maxMs: QUICK,
  },
  {
    name: "a PDF that is also a zip, named as a workbook",
    fileName: "both.xlsx",
    mimeType: "",
    build: pdfZipPolyglot,
    expected: /^both\.xlsx is named as an Excel workbook \(XLSX\) but its contents are a PDF/,
    maxMs: QUICK,
  },
  {
    name: "a PNG sent as a PDF with a PDF MIME type",
    fileName: "roll.pdf",
    mimeType: "application/pdf",
    build: () => pngBomb(10),
    expected: /^roll\.pdf is named as a PDF but its contents are an image/,
    maxMs: QUICK,
  },
  {
    name: "a program named as a CSV",
    fileName: "roll.csv",
    mimeType: "text/csv",
    build: () => Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4096)]),
    expected: /^roll\.csv is not a supported file type/,
    maxMs: QUICK,
  },
];

const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime || "application/octet-stream"};base64,${bytes.toString("base64")}`;

describe("hostile documents fail alone, quickly, in bounded memory", () => {
  const t = useTestApp();
  const figures: string[] = [];
  afterAll(() => console.info(`hostile documents (time, peak RSS growth):\n${figures.join("\n")}`));

  async function extract(fileName: string, mimeType: string, bytes: Buffer) {
    // A user per file: the corpus would spend one person's daily budget.
    const { cookie } = await registerUser(t.api);
    return t.api.post(
      "/api/properties/extract-from-document",
      { attachments: [{ fileName, mimeType, dataUrl: dataUrl(mimeType, bytes) }] },
      { cookie },
    );
  }

  for (const c of cases) {
    it(c.name, { timeout: c.maxMs + 60 * SECONDS }, async () => {
      const bytes = await c.build();
      const { value: response, ms, rssGrowthMb } = await measure(() => extract(c.fileName, c.mimeType, bytes));
      figures.push(`  ${c.name}: ${(bytes.length / 1024).toFixed(0)} KB sent, ${ms} ms, +${rssGrowthMb} MB RSS`);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode === 200) {
        const [file] = response.json().files;
        if (c.expected === "read") expect(file.ok || typeof file.error === "string").toBe(true);
        else {
          expect(file.ok).toBe(false);
          expect(file.error).toMatch(c.expected);
        }
      }
      expect(ms).toBeLessThan(c.maxMs);
      expect(rssGrowthMb).toBeLessThan(c.maxRssGrowthMb ?? 400);
    });
  }

  it("still reads a normal rent roll after all of them", async () => {
    expect((await t.api.get("/readyz")).statusCode).toBe(200);
    const response = await extract("roll.pdf", "application/pdf", await buildPdf());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().units.map((u: { unit_number: string }) => u.unit_number)).toEqual(["101", "102", "103"]);
  });
});

describe("the screening refuses before any parsing, in milliseconds", () => {
  it("measures a CSV's lines whatever ends them (LF, CRLF, or CR alone)", () => {
    const longest = (text: string) => longestLine(Buffer.from(text));
    expect([longest(""), longest("ab\ncdef\ng"), longest("ab\r\ncdef\r\ng"), longest("abc\rde\rfghij")]).toEqual([
      0, 4, 4, 5,
    ]);
  });

  const refusals: [string, "csv" | "xlsx" | "pdf", () => Buffer | Promise<Buffer>][] = [
    ["roll.csv", "csv", () => oneLineCsv()],
    ["liar.xlsx", "xlsx", () => storedLieXlsx()],
    ["bomb.xlsx", "xlsx", zipBombXlsx],
    ["cells.xlsx", "xlsx", cellBombXlsx],
    ["scan.pdf", "pdf", () => hugeImagePdf()],
  ];
  for (const [fileName, kind, build] of refusals) {
    it(`${fileName}`, async () => {
      const bytes = await build();
      const { value: error, ms } = await measure(() => screenDocument(fileName, kind, bytes).catch((e: unknown) => e));
      console.info(`screening ${fileName}: refused in ${ms} ms`);
      expect(error).toBeInstanceOf(FileRejectedError);
      expect(ms).toBeLessThan(1_000);
    });
  }
});
