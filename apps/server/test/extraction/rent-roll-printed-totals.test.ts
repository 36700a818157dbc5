import { describe, expect, it } from "vitest";
import { makePage, type ReadDocument, type ReadPage } from "../../src/extraction/document";
import type { CellBox } from "../../src/extraction/layout";
import { buildChecks } from "../../src/extraction/checks";
import { mergeDocuments } from "../../src/extraction/merge";
import { extractDocument } from "../../src/extraction/rules/extract-document";

/**
 * No document yields more unit rows than the units it prints: rows past the printed count are left out when a
 * reading without them reproduces the printed totals, and named with both figures when none does. Money is cents.
 */
type Placed = [text: string, x: number, width?: number];
const pdfPage = (page: number, lines: Placed[][]): ReadPage =>
  makePage(
    page,
    lines.map((cells) => cells.map(([t]) => t)),
    { boxes: lines.map((cells) => cells.map(([t, x, w]): CellBox => ({ x, right: x + (w ?? t.length * 5) }))) },
  );
const doc = (pages: ReadPage[], kind: ReadDocument["kind"] = "pdf"): ReadDocument => ({
  fileName: "roll.pdf",
  kind,
  pages,
  skippedPages: [],
  warnings: [],
});
const text = (lines: string) => lines.split("\n").map((line) => line.split("|").map((c) => c.trim()));

const HEADER: Placed[] = [
  ["Unit #", 30],
  ["$/SF", 110],
  ["Market", 177],
  ["Contract Rent", 226, 50],
  ["Status", 290],
];
const unitRow = (unit: string, psf: string, market: string, rent: string): Placed[] => [
  [unit, 30],
  [psf, 147],
  [market, 188, 24],
  [rent, 251, 25],
  ["Current", 290],
];
const mixRow = (count: string, type: string, market: string, rent: string): Placed[] => [
  [count, 30],
  [type, 110, 53],
  [market, 177, 35],
  [rent, 240, 36],
];

describe("rent roll rows against the units printed", () => {
  it("a unit-mix summary that runs on under the next page's repeated header gives no unit rows", () => {
    const result = extractDocument(
      doc([
        pdfPage(1, [
          HEADER,
          unitRow("A-101", "2.30", "$1,150", "$1,125"),
          unitRow("A-102", "1.77", "$1,875", "$1,750"),
          unitRow("A-103", "1.30", "$1,175", "$975"),
          [
            ["Total", 30],
            ["$4,200", 183, 29],
            ["$3,850", 247, 29],
          ],
          [["Unit Mix Summary", 30]],
          mixRow("1", "Studio", "$1,150.00", "$1,125.00"),
        ]),
        pdfPage(2, [
          HEADER,
          mixRow("1", "1 Bed + 1 Bath", "$1,875", "$1,750"),
          mixRow("1", "3 Bed + 1 Bath", "$1,175", "$975"),
        ]),
      ]),
    );
    expect(result.units.map((u) => u.unitNumber)).toEqual(["A-101", "A-102", "A-103"]);
    expect(result.units.reduce((s, u) => s + (u.rentCents ?? 0), 0)).toBe(385_000);
    expect(result.warnings.filter((w) => /add up to|unit rows were read/.test(w))).toEqual([]);
  });

  it("a table after the one that prints the totals is left out when the rows then match the count and rent", () => {
    const result = extractDocument(
      doc(
        [
          makePage(1, text(`Unit | Type | Rent\n101 | 1BR | 1,000\n102 | 2BR | 1,500\nTotal | 2 Units | 2,500`)),
          makePage(2, text(`Unit | Type | Rent\n301 | 1BR | 1,100\n302 | 2BR | 1,600`)),
        ],
        "xlsx",
      ),
    );
    expect(result.units.map((u) => u.unitNumber)).toEqual(["101", "102"]);
    expect(result.warnings.filter((w) => /unit rows were read/.test(w))).toEqual([]);
  });

  it("a unit printed twice is read once when that matches the printed count and rent", () => {
    const result = extractDocument(
      doc(
        [
          makePage(
            1,
            text(`Unit | Type | Rent
101 | 1BR | 1,000
102 | 2BR | 1,500
102 | 2BR | 1,500
103 | 2BR | 1,400
Total | 3 Units | 3,900`),
          ),
        ],
        "xlsx",
      ),
    );
    expect(result.units.map((u) => u.unitNumber)).toEqual(["101", "102", "103"]);
  });

  it("when no reading matches, every row stays and the warning names both figures and the page", () => {
    const result = extractDocument(
      doc(
        [
          makePage(
            1,
            text(`Unit | Type | Rent
101 | 1BR | 1,000
102 | 2BR | 1,500
103 | 2BR | 1,400
104 | 2BR | 1,450
Total | 3 Units | 3,900`),
          ),
        ],
        "xlsx",
      ),
    );
    expect(result.units).toHaveLength(4);
    expect(result.warnings.some((w) => /page 1 states 3 units but 4 unit rows were read/.test(w))).toBe(true);
  });

  it("rows past the building's printed unit count are a high-severity check naming both figures and the page", () => {
    const om = doc(
      [
        makePage(1, [["The Birches is a 3 units apartment building offered at $900,000."]]),
        makePage(
          2,
          text(`Unit | Type | Rent\n101 | 1BR | 1,000\n102 | 2BR | 1,500\n103 | 2BR | 1,400\n104 | 2BR | 1,450`),
        ),
      ],
      "xlsx",
    );
    const extraction = extractDocument(om);
    expect(extraction.facts.unitsTotal?.value).toBe(3);
    const check = buildChecks(mergeDocuments([extraction])).find((c) => c.key === "unit_count");
    expect(check).toMatchObject({ printed: 3, computed: 4, ok: false, severity: "high", source: { page: 1 } });
  });
});
