import { checkPlausibility, FIGURES_TO_CHECK_TITLE, highFindings } from "@plexwise/core/analysis";
import { propertyReport } from "@plexwise/core/report";
import { documentPropertyArb, fourplex, savedProperty } from "@plexwise/core/testing";
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { linesCsv, rentRollCsv } from "./property-csvs";
import { buildWorkbook } from "./workbook/build-workbook";

const noAnalyses = { performa: null, summary: null, neighborhood: null, comps: null };

/** The file's rows as a spreadsheet shows them (every row as wide as the header, as papaparse checks). */
function rowsOf(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const width = parsed.data[0]?.length;
  for (const row of parsed.data) expect(row).toHaveLength(width ?? 0);
  return parsed.data;
}

/** The lines under "Figures to check" (none when the file has no such block), and the table above it. */
function figuresOf(csv: string): { table: string[][]; lines: string[] } {
  const rows = rowsOf(csv);
  const at = rows.findIndex((r) => r[0] === FIGURES_TO_CHECK_TITLE && r.slice(1).every((c) => c === ""));
  if (at < 0) return { table: rows, lines: [] };
  expect(rows[at - 1]?.every((c) => c === "")).toBe(true);
  return { table: rows.slice(0, at - 1), lines: rows.slice(at + 1).map((r) => r[0] ?? "") };
}

describe("the CSV exports carry the report's Figures to check", () => {
  it("for random properties read from documents: the rent roll's and the lines' block is the report's list", () => {
    fc.assert(
      fc.property(documentPropertyArb, (facts) => {
        const property = savedProperty(facts, { documentTotals: facts.documentTotals });
        const report = propertyReport({ property, analyses: noAnalyses, generatedAt: new Date("2026-11-27") });
        const listed = report.sections.find((s) => s.id === "plausibility")?.blocks.find((b) => b.kind === "list");
        const items = listed?.kind === "list" ? listed.items : [];
        const rentRoll = figuresOf(rentRollCsv(property));
        const lines = figuresOf(linesCsv(property));
        expect(rentRoll.lines).toEqual(items);
        expect(lines.lines).toEqual(items);
        // The tables above are untouched: one row per unit and the Total row.
        expect(rentRoll.table).toHaveLength(property.units.length + 2);
        if (highFindings(checkPlausibility(property)).length > 0) expect(items[0]).toMatch(/^High: /);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("a property whose lines agree with its documents gets the table alone", () => {
    const csv = rentRollCsv(savedProperty(fourplex()));
    expect(checkPlausibility(savedProperty(fourplex()))).toEqual([]);
    expect(csv).not.toContain(FIGURES_TO_CHECK_TITLE);
    expect(figuresOf(csv).table.at(-1)?.[0]).toBe("Total");
  });
});

describe("the workbook carries them too, as its last sheet", () => {
  it("for random properties read from documents: the sheet's lines are the report's, and no sheet without any", () => {
    fc.assert(
      fc.property(documentPropertyArb, (facts) => {
        const property = savedProperty(facts, { documentTotals: facts.documentTotals });
        const lines = checkPlausibility(property).map(
          (f) => `${f.severity === "high" ? "High" : "Medium"}: ${f.message}`,
        );
        const sheet = buildWorkbook(property, new Date("2026-11-27")).getWorksheet(FIGURES_TO_CHECK_TITLE);
        if (lines.length === 0) {
          expect(sheet).toBeUndefined();
          return;
        }
        expect(sheet?.getCell("A1").value).toBe(FIGURES_TO_CHECK_TITLE);
        expect(lines.map((_, i) => sheet?.getCell(`A${i + 4}`).value)).toEqual(lines);
        expect(sheet?.getCell(`A${lines.length + 4}`).value).toBeNull();
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
