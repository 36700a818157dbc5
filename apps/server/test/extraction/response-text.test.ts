import { describe, expect, it } from "vitest";
import { toExtractionResponse, type ExtractionResult } from "../../src/extraction/extract-files";

describe("the extraction's answer", () => {
  it("carries no control character, so the review can send back what it read", () => {
    const result = {
      property: { address: "12\u0000 Elm St", units: [{ unit_number: "1\u000c" }] },
      files: [],
      warnings: [],
      extraction_strategy: "rules",
      fullExtract: "=== om.pdf ===\nPage one\u000cPage two\u0007\ttabbed\r\n",
    } as unknown as ExtractionResult;
    const response = toExtractionResponse(result);
    expect(response.fullExtract).toBe("=== om.pdf ===\nPage one Page two \ttabbed\r\n");
    expect(response.address).toBe("12  Elm St");
    expect(response.units[0]?.unit_number).toBe("1 ");
  });
});
