import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";

/**
 * exceljs 4.4.0 runs on newer versions of its dependencies than it asks for (root package.json "overrides",
 * docs/decisions/0021-dependency-checks.md): unzipper 0.12, fast-csv 5, uuid 11, glob 13 under archiver's utilities.
 * Each part of exceljs that loads one of them is exercised here, so an override that breaks its API fails a test
 * even where the workbook export does not use that part.
 */
describe("exceljs on its overridden dependencies", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exceljs-deps-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes a workbook as a stream (archiver) and reads it back as a stream (unzipper), formulas included", async () => {
    const file = path.join(dir, "streamed.xlsx");
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
    const sheet = writer.addWorksheet("Rows");
    for (let i = 1; i <= 2_000; i++) sheet.addRow([i, { formula: `A${i}*2`, result: i * 2 }]).commit();
    await writer.commit();

    const rows: unknown[][] = [];
    for await (const read of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
      for await (const row of read) rows.push((row.values as unknown[]).slice(1));
    }
    expect(rows).toHaveLength(2_000);
    expect(rows[1_999]).toEqual([2_000, { formula: "A2000*2", result: 4_000 }]);
  });

  it("gives a data bar's extension rule a fresh v4 UUID (uuid) that survives a round trip", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Bars");
    sheet.addRows([[1], [5], [9]]);
    sheet.addConditionalFormatting({
      ref: "A1:A3",
      rules: [{ type: "dataBar", priority: 1, cfvo: [{ type: "min" }, { type: "max" }] } as ExcelJS.DataBarRuleType],
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await workbook.xlsx.writeBuffer());
    // exceljs keeps what it read in conditionalFormattings, which its types do not declare.
    const read = back.getWorksheet("Bars") as unknown as { conditionalFormattings: { rules: { x14Id?: string }[] }[] };
    expect(read.conditionalFormattings[0]?.rules[0]?.x14Id).toMatch(
      /^\{[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\}$/,
    );
  });

  it("writes and parses CSV (fast-csv), quoting what needs it", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Csv").addRows([
      ["unit", "rent", "note"],
      ["1A", 1250, 'says "hi", twice'],
    ]);
    const csv = Buffer.from(await workbook.csv.writeBuffer());
    expect(csv.toString("utf8")).toBe('unit,rent,note\n1A,1250,"says ""hi"", twice"');

    const back = new ExcelJS.Workbook();
    const sheet = await back.csv.read(Readable.from([csv]));
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(["1A", 1250, 'says "hi", twice']);
  });
});
