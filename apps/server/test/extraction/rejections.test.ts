import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/errors/app-error";
import { checkArchive } from "../../src/extraction/archive-check";
import { detectType } from "../../src/extraction/detect-type";
import { FileRejectedError } from "../../src/extraction/errors";
import { checkRequestLimits, extractFiles } from "../../src/extraction/extract-files";
import { MAX_FILE_BYTES } from "../../src/extraction/limits";
import { ExtractionPool } from "../../src/extraction/worker-pool";
import { buildPdf, buildTextPng, buildWorkbook, T12_ROWS } from "./helpers/files";
import { buildZip } from "./helpers/zip";

async function rejection(run: () => unknown): Promise<FileRejectedError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof FileRejectedError) return error;
    throw error;
  }
  throw new Error("expected the file to be rejected");
}

describe("the file type comes from the bytes, not the name", () => {
  it("accepts a PDF, a workbook and a CSV named as what they are", async () => {
    expect((await detectType("a.pdf", "application/pdf", await buildPdf())).kind).toBe("pdf");
    expect((await detectType("t12.xlsx", "", buildWorkbook(T12_ROWS, "xlsx"))).kind).toBe("xlsx");
    expect((await detectType("t12.xls", "", buildWorkbook(T12_ROWS, "xls"))).kind).toBe("xls");
    expect((await detectType("roll.csv", "text/csv", Buffer.from("Unit,Rent\n1,900\n"))).kind).toBe("csv");
  });

  it("rejects a file whose bytes do not match its name, naming the file", async () => {
    const png = await buildTextPng([["hello"]]);
    const error = await rejection(() => detectType("rent-roll.pdf", "application/pdf", png));
    expect(error.reason).toBe("type_mismatch");
    expect(error.message).toBe(
      "rent-roll.pdf is named as a PDF but its contents are an image; rename it or upload the intended file.",
    );
  });

  it("rejects empty, oversized and unsupported files with the SPEC's messages", async () => {
    expect((await rejection(() => detectType("empty.pdf", "", Buffer.alloc(0)))).message).toBe("empty.pdf is empty.");
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    expect((await rejection(() => detectType("huge.csv", "", big))).message).toBe("huge.csv exceeds 10MB limit");
    const exe = Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1");
    expect((await rejection(() => detectType("tool.exe", "", exe))).message).toBe(
      "tool.exe is not a supported file type",
    );
    expect((await rejection(() => detectType("photo.gif", "image/gif", Buffer.from("GIF89a")))).reason).toBe(
      "unsupported_type",
    );
  });
});

describe("archives are checked before anything unpacks them", () => {
  it("refuses a zip bomb: a small entry that claims (and inflates to) hundreds of MB", async () => {
    const bomb = buildZip([
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(50 * 1024 * 1024, 0x41) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const error = await rejection(() => checkArchive("bomb.xlsx", bomb));
    expect(error.reason).toBe("archive_limits");
    expect(error.message).toMatch(/^bomb\.xlsx unpacks to more than .* \(a zip bomb\)/);
  });

  it("refuses an entry that lies about its size, and an archive of too many entries", async () => {
    const liar = buildZip([
      { name: "word/document.xml", data: Buffer.alloc(2 * 1024 * 1024, 0x41), declaredSize: 1000 },
    ]);
    expect((await rejection(() => checkArchive("liar.docx", liar))).reason).toBe("archive_limits");
    const many = buildZip(Array.from({ length: 5_001 }, (_, i) => ({ name: `x/${i}.xml`, data: "<a/>", store: true })));
    expect((await rejection(() => checkArchive("many.xlsx", many))).message).toMatch(
      /^many\.xlsx holds 5001 archive entries/,
    );
  });

  it("passes a normal workbook", async () => {
    await expect(checkArchive("t12.xlsx", buildWorkbook(T12_ROWS, "xlsx"))).resolves.toBeUndefined();
  });
});

describe("a request is limited as a whole (413)", () => {
  it("refuses more than 20 files or more than 60 MB", () => {
    const file = (bytes: number) => ({ fileName: "a.pdf", bytes: Buffer.alloc(bytes) });
    expect(() => checkRequestLimits(Array.from({ length: 21 }, () => file(10)))).toThrow(AppError);
    try {
      checkRequestLimits(Array.from({ length: 7 }, () => file(9 * 1024 * 1024)));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(413);
      expect((error as AppError).message).toBe("The files add up to 63 MB; at most 60 MB can be extracted at once.");
    }
  });
});

describe("bad files fail alone, in worker threads", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());

  it("reports corrupt, encrypted-looking and mismatched files by name while the good file still counts", async () => {
    const good = Buffer.from("Unit,BD/BA,Rent\n1,2/1,1200\n2,1/1,950\n", "utf8");
    const result = await extractFiles(
      [
        { fileName: "roll.csv", mimeType: "text/csv", bytes: good },
        { fileName: "broken.pdf", mimeType: "application/pdf", bytes: Buffer.from("%PDF-1.7\n1 0 obj garbage") },
        {
          fileName: "broken.xlsx",
          mimeType: "",
          bytes: buildZip([{ name: "xl/workbook.xml", data: "<not-a-workbook" }]),
        },
        { fileName: "photo.pdf", mimeType: "application/pdf", bytes: await buildTextPng([["x"]]) },
      ],
      { pool },
    );
    expect(result.files.map((f) => [f.fileName, f.ok])).toEqual([
      ["roll.csv", true],
      ["broken.pdf", false],
      ["broken.xlsx", false],
      ["photo.pdf", false],
    ]);
    expect(result.files[1]!.error).toMatch(/^broken\.pdf /);
    expect(result.files[2]!.error).toMatch(/^broken\.xlsx /);
    expect(result.property.units.map((u) => u.rent)).toEqual([1200, 950]);
    expect(result.files[3]!.error).toMatch(/^photo\.pdf is named as a PDF but its contents are an image/);
    expect(result.warnings.some((w) => w.includes("broken"))).toBe(false);
  });

  it("stops a file that overruns the time limit and keeps serving the next one", async () => {
    const impatient = new ExtractionPool({ size: 1, timeoutMs: 1 });
    const slow = await extractFiles([{ fileName: "roll.pdf", mimeType: "", bytes: await buildPdf() }], {
      pool: impatient,
    });
    await impatient.close();
    expect(slow.files[0]!.error).toBe("roll.pdf took longer than 0 s to read and was stopped.");
    const next = await extractFiles([{ fileName: "roll.pdf", mimeType: "", bytes: await buildPdf() }], { pool });
    expect(next.files[0]!.ok).toBe(true);
  });
});
