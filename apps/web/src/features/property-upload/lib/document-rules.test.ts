import { describe, expect, it } from "vitest";
import { addFiles, rejectionToast } from "./document-rules";

const file = (name: string, size = 1_000, lastModified = 1) => ({ name, size, lastModified });

describe("choosing documents (SPEC sections 4, 5 and 8)", () => {
  it("adds allowed files and drops a duplicate with the same name, size and modified time", () => {
    const first = addFiles([], [file("om.pdf"), file("rent roll.XLSX"), file("t12.csv")]);
    expect(first).toMatchObject({ added: 3, rejected: [] });
    const again = addFiles(first.files, [file("om.pdf"), file("om.pdf", 1_000, 2), file("photo.heic")]);
    expect(again.files.map((f) => [f.name, f.lastModified])).toEqual([
      ["om.pdf", 1],
      ["rent roll.XLSX", 1],
      ["t12.csv", 1],
      ["om.pdf", 2],
      ["photo.heic", 1],
    ]);
    expect(again.added).toBe(2);
  });

  it("rejects each file over 10 MB or of another type, and keeps the valid ones", () => {
    const result = addFiles(
      [],
      [file("big.pdf", 10 * 1024 * 1024 + 1), file("virus.exe"), file("noext"), file("ok.docx", 10 * 1024 * 1024)],
    );
    expect(result.files.map((f) => f.name)).toEqual(["ok.docx"]);
    expect(result.rejected).toEqual([
      { fileName: "big.pdf", reason: "too_large" },
      { fileName: "virus.exe", reason: "bad_type" },
      { fileName: "noext", reason: "bad_type" },
    ]);
    expect(rejectionToast(result.rejected[0]!)).toEqual({
      title: "File too large",
      description: "big.pdf exceeds 10MB limit",
    });
    expect(rejectionToast(result.rejected[1]!)).toEqual({
      title: "Invalid file type",
      description: "virus.exe is not a supported file type",
    });
  });

  it("stops at 20 documents per upload", () => {
    const many = Array.from({ length: 22 }, (_, i) => file(`doc${i}.pdf`));
    const result = addFiles([], many);
    expect(result.files).toHaveLength(20);
    expect(result.rejected.map((r) => r.reason)).toEqual(["too_many", "too_many"]);
  });
});
