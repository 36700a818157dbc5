import { describe, expect, it } from "vitest";
import { extractionNotices } from "./extraction-notices";

describe("extraction notices on review", () => {
  const stored = (value: unknown) => (key: string) => (key === "plexwise:extract:t1" ? JSON.stringify(value) : null);

  it("lists the extraction's warnings and each file it could not read", () => {
    const notices = extractionNotices(
      "?extractId=t1",
      stored({
        warnings: ["The rent roll totals $22,280 but its rows add up to $22,180.", 7],
        files: [
          { fileName: "om.pdf", ok: true },
          { fileName: "scan.pdf", ok: false, error: "The PDF is encrypted." },
          { fileName: "x.xlsx", ok: false },
        ],
      }),
    );
    expect(notices).toEqual({
      warnings: ["The rent roll totals $22,280 but its rows add up to $22,180."],
      failedFiles: [
        { fileName: "scan.pdf", error: "The PDF is encrypted." },
        { fileName: "x.xlsx", error: "It could not be read." },
      ],
    });
  });

  it("is empty without an extract id, with a missing entry or with bad JSON", () => {
    const empty = { warnings: [], failedFiles: [] };
    expect(extractionNotices("", stored({ warnings: ["x"] }))).toEqual(empty);
    expect(extractionNotices("?extractId=nope", stored({ warnings: ["x"] }))).toEqual(empty);
    expect(extractionNotices("?extractId=t1", () => "{bad")).toEqual(empty);
  });
});
