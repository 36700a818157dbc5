import { extractionResponseSchema } from "@plexwise/core";
import Papa from "papaparse";
import { afterAll, describe, expect, it } from "vitest";
import { extractFiles, toExtractionResponse } from "../../src/extraction/extract-files";
import { ExtractionPool } from "../../src/extraction/worker-pool";
import { buildPdf, T12_ROWS } from "./helpers/files";

/**
 * The extraction answer is core's documented contract (extractionResponseSchema): a real answer parses
 * with no field left undocumented, and every value says where it was printed.
 */
describe("the extraction contract", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());

  it("a rent roll PDF and a T-12 CSV answer exactly the documented shape, with sources, lines and checks", async () => {
    const t12 = Buffer.from(Papa.unparse(T12_ROWS.map((r) => r.map(String))), "utf8");
    const result = await extractFiles(
      [
        { fileName: "roll.pdf", mimeType: "", bytes: await buildPdf() },
        { fileName: "t12.csv", mimeType: "", bytes: t12 },
      ],
      { pool },
    );
    const answer = extractionResponseSchema.strict().parse({ ...toExtractionResponse(result), traceId: "t-1" });
    expect(answer.sources.address).toEqual({
      file: "roll.pdf",
      page: 1,
      line: "12 Maple Ct, Springfield, IL 62701",
    });
    expect(answer.units[0]).toMatchObject({ unit_number: "101", source_file: "roll.pdf", source_page: 1 });
    expect(answer.units[0]?.source_line).toContain("101");
    expect(answer.expenses.items.find((e) => e.label === "Property Taxes")).toMatchObject({
      source_file: "t12.csv",
      source_line: "6010 - Property Taxes  1000  1000  1000  3000",
    });
    expect(answer.checks.map((c) => [c.key, c.ok])).toEqual([
      ["unit_count", true],
      ["rent_roll_monthly", false],
      ["total_expenses_annual", true],
      ["noi_annual", true],
    ]);
    const rent = answer.checks.find((c) => c.key === "rent_roll_monthly");
    expect(rent).toMatchObject({
      printed: 3825,
      computed: 2725,
      difference: 1100,
      source: { file: "roll.pdf", page: 1 },
    });
    expect(answer.unit_mix).toEqual([]);
    expect(answer.portfolio).toBeNull();
  });
});
