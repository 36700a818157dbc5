import { describe, expect, it } from "vitest";
import { extractionProgressShare, extractionProgressText } from "./extraction-progress";

const running = (progress: {
  file: number;
  files: number;
  fileName: string;
  page: number | null;
  pages: number | null;
  stage: "reading" | "ocr" | "merging";
}) => ({ status: "running" as const, progress });

describe("what the upload screen says while a job runs", () => {
  it("waits, then names the file, the page and OCR", () => {
    expect(extractionProgressText({ status: "queued", progress: null }, 2)).toBe("Waiting to read 2 file(s)...");
    expect(
      extractionProgressText(
        running({ file: 1, files: 3, fileName: "om.pdf", page: 3, pages: 17, stage: "reading" }),
        3,
      ),
    ).toBe("File 1 of 3 (om.pdf): reading page 3 of 17...");
    expect(
      extractionProgressText(running({ file: 2, files: 2, fileName: "scan.pdf", page: 1, pages: 4, stage: "ocr" }), 2),
    ).toBe("File 2 of 2 (scan.pdf): reading scanned page 1 of 4 with OCR...");
    expect(
      extractionProgressText(
        running({ file: 1, files: 1, fileName: "roll.xlsx", page: null, pages: null, stage: "reading" }),
        1,
      ),
    ).toBe("Reading roll.xlsx...");
    expect(
      extractionProgressText(
        running({ file: 2, files: 2, fileName: "t12.csv", page: null, pages: null, stage: "merging" }),
        2,
      ),
    ).toBe("Putting together what 2 file(s) say...");
  });

  it("measures the share done by files and pages", () => {
    expect(extractionProgressShare({ status: "queued", progress: null })).toBe(0);
    expect(
      extractionProgressShare(running({ file: 2, files: 4, fileName: "b.pdf", page: 3, pages: 4, stage: "reading" })),
    ).toBeCloseTo((1 + 0.5) / 4);
    expect(
      extractionProgressShare(
        running({ file: 4, files: 4, fileName: "d.pdf", page: null, pages: null, stage: "merging" }),
      ),
    ).toBe(1);
  });
});
