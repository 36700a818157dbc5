import { describe, expect, it } from "vitest";
import { extractionErrorText, extractionToast } from "./extraction-outcome";

describe("what the upload screen says after extraction (SPEC section 8)", () => {
  const files = (...ok: boolean[]) => ok.map((k, i) => ({ fileName: `f${i}.pdf`, ok: k }));

  it("complete, partial and failed", () => {
    expect(extractionToast({ files: files(true, true) }, 2)).toEqual({
      title: "Extraction complete",
      description: "Successfully processed 2 file(s)",
    });
    expect(extractionToast({ files: files(true, false, false) }, 3)).toEqual({
      title: "Partial extraction",
      description: "Extracted from 1 of 3 file(s). Review and fill in any missing details.",
    });
    expect(extractionToast({ files: files(false) }, 1)).toMatchObject({
      title: "Extraction failed",
      description: "Could not extract data from files. Please enter details manually.",
    });
  });

  it("builds the error text from the server's error and detail, defaulting to 'Upload failed'", () => {
    expect(extractionErrorText({ message: "Too many files", detail: "At most 20 per request." })).toBe(
      "Too many files — At most 20 per request.",
    );
    expect(extractionErrorText({ error: "bad_request" })).toBe("bad_request");
    expect(extractionErrorText("<html>")).toBe("Upload failed");
  });
});
