import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { detectType } from "../../src/extraction/detect-type";
import { makePage, type ReadDocument } from "../../src/extraction/document";
import type { CellBox } from "../../src/extraction/layout";
import { readDocument } from "../../src/extraction/read-document";
import type { OcrEngine } from "../../src/extraction/readers/ocr";
import { mergeDocuments } from "../../src/extraction/merge";
import { extractDocument } from "../../src/extraction/rules/extract-document";
import { toExtractedProperty } from "../../src/extraction/to-response";
import { renderProse } from "./fuzz/om-layout";

/**
 * Offering memoranda and broker pricing workbooks, each class built here by hand: an OM's unit-mix table
 * (counts, rent ranges, $/SF, totals) beside its rent roll of apartments and commercial suites; an OM that
 * describes the building in prose; a pricing model with current and pro forma rents and summary blocks.
 * Money is cents.
 */
const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error("OCR was not expected here")),
  close: () => Promise.resolve(),
};

/** A PDF-like page: each cell at an x position, as the PDF reader places them. */
type Placed = [text: string, x: number, width?: number];
const placedPage = (page: number, lines: Placed[][]) =>
  makePage(
    page,
    lines.map((cells) => cells.map(([t]) => t)),
    { boxes: lines.map((cells) => cells.map(([t, x, w]): CellBox => ({ x, right: x + (w ?? t.length * 5) }))) },
  );
const doc = (pages: ReturnType<typeof makePage>[], kind: ReadDocument["kind"] = "pdf"): ReadDocument => ({
  fileName: "om",
  kind,
  pages,
  skippedPages: [],
  warnings: [],
});
const table = (lines: string) => lines.split("\n").map((line) => line.split("|").map((c) => c.trim()));

async function extractFile(fileName: string, bytes: Buffer) {
  const type = await detectType(fileName, "", bytes);
  return extractDocument(await readDocument(fileName, type.kind, type.mime, bytes, noOcr));
}

/** Page 1: the unit mix, its header wrapped over three lines ("No." / "Unit Type" / "Units"). */
const MIX_PAGE = placedPage(1, [
  [["Scheduled Income", 40]],
  [
    ["No.", 40],
    ["Monthly", 370],
    ["Monthly", 570],
  ],
  [
    ["Unit Type", 70],
    ["Approx. SF", 190],
    ["Current Rent", 240],
    ["Rent/SF", 320],
    ["ProForma Rent", 440],
    ["Rent/SF", 520],
  ],
  [
    ["Units", 40],
    ["Income", 370],
    ["Income", 570],
  ],
  ...[
    ["2", "1 Bed 1 Bath", "650", "$1,450-$1,500", "$2.27", "$2,950", "$1,800-$1,800", "$2.77", "$3,600"],
    ["3", "2 Bed 2 Bath", "900", "$1,950-$2,100", "$2.24", "$6,050", "$2,400-$2,400", "$2.67", "$7,200"],
    ["1", "Comm. (Leasing Off.)", "400", "$0", "$0.00", "$0", "$0", "$0.00", "$0"],
    ["1", "Commercial", "1,100", "$3,300", "$3.00", "$3,300", "$3,575-$3,575", "$3.25", "$3,575"],
    ["1", "Retail", "900", "$2,700", "$3.00", "$2,700", "$2,925-$2,925", "$3.25", "$2,925"],
  ].map((cells) => cells.map((c, i): Placed => [c, [40, 70, 190, 240, 320, 370, 440, 520, 570][i] ?? 0])),
  [
    ["8", 40],
    ["Total/Wtd. Avg.", 70],
    ["800", 190],
    ["$2.34", 320],
    ["$15,000", 370],
    ["$2.70", 520],
    ["$17,300", 570],
  ],
]);

/** Page 2: the rent roll, suites first, with $/SF beside each rent and an averages row under the total. */
const RENT_ROLL_X = [40, 90, 200, 260, 330, 390];
const ROLL_PAGE = placedPage(2, [
  [["Rent Roll", 40]],
  ["Unit|Type|Sq. Ft.|Rent|Rent/SF|Market Rent".split("|")].flatMap((cells) =>
    cells.map((c, i): Placed => [c, RENT_ROLL_X[i] ?? 0]),
  ),
  ...table(`100|commercial/vacant|1,100|$3,300.00|$3.00|$3,575.00
101|retail|900|$2,700.00|$3.00|$2,925.00
102|leasing office|400|$0.00|$0.00|$0.00
201|residential|650|$1,500.00|$2.31|$1,800.00
202|residential|650|$1,450.00|$2.23|$1,800.00
203|residential|900|$2,000.00|$2.22|$2,400.00
204|residential/vacant|900|$2,100.00|$2.33|$2,400.00
205|residential|900|$1,950.00|$2.17|$2,400.00`).map((cells) => cells.map((c, i): Placed => [c, RENT_ROLL_X[i] ?? 0])),
  [
    ["8 units", 40],
    ["6,400", 200],
    ["$15,000.00", 260],
    ["$17,300.00", 390],
  ],
  [
    ["AVERAGES", 40],
    ["800", 200],
    ["$1,875.00", 260],
    ["$2.34", 330],
    ["$2,162.50", 390],
  ],
]);

describe("OM rent rolls with $/SF columns and commercial suites", () => {
  const result = extractDocument(doc([MIX_PAGE, ROLL_PAGE]));

  it("the unit-mix table is the unit mix, never units; the rent roll's spaces are the units", () => {
    expect(result.units.map((u) => u.unitNumber)).toEqual(["100", "101", "102", "201", "202", "203", "204", "205"]);
    expect(result.unitMix.map((m) => [m.unitType, m.count, m.avgRentCents, m.marketRentCents])).toEqual([
      ["1 Bed 1 Bath", 2, 147_500, 180_000],
      ["2 Bed 2 Bath", 3, 201_667, 240_000],
      ["Comm. (Leasing Off.)", 1, null, null],
      ["Commercial", 1, 330_000, 357_500],
      ["Retail", 1, 270_000, 292_500],
    ]);
    expect(result.reported.unitCount?.value).toBe(8);
  });

  it("suites are flagged commercial; a vacant suite's asking rent and a $0 leasing office are not rent in place", () => {
    const by = new Map(result.units.map((u) => [u.unitNumber, u]));
    expect(result.units.filter((u) => u.commercial).map((u) => u.unitNumber)).toEqual(["100", "101", "102"]);
    expect(by.get("100")).toMatchObject({ vacant: true, rentCents: null, askingRentCents: 330_000 });
    expect(by.get("102")).toMatchObject({ vacant: false, rentCents: 0 });
    expect(by.get("204")).toMatchObject({ vacant: true, rentCents: null });
    expect(result.propertyKind).toBe("mixed_use");
    // The answer flags the suites, and only them, so the review can carry it to the saved units.
    const answered = toExtractedProperty(mergeDocuments([result])).units;
    expect(answered.filter((u) => u.commercial === true).map((u) => u.unit_number)).toEqual(["100", "101", "102"]);
    expect(answered.filter((u) => "commercial" in u)).toHaveLength(3);
  });

  it("no $/SF figure is a rent, and the rent in place plus the vacant asking rents is the printed total", () => {
    const inPlace = result.units.reduce((s, u) => s + (u.rentCents ?? 0), 0);
    const asking = result.units.reduce((s, u) => s + (u.askingRentCents ?? 0), 0);
    expect(result.units.every((u) => u.rentCents === null || u.rentCents === 0 || u.rentCents >= 100_000)).toBe(true);
    expect(inPlace).toBe(960_000);
    expect(result.reported.rentRollMonthlyCents?.value).toBe(inPlace + asking);
    expect(result.reported.rentRollSqft?.value).toBe(6_400);
    expect(result.warnings.join("\n")).toContain("counts the asking rent of vacant 100, 204");
    expect(result.warnings.join("\n")).not.toMatch(/square feet|pro-forma rent total/);
  });
});

describe("unit-mix tables by their rows' shape", () => {
  it("a mix whose headings name a rent is not where the rent roll under it takes its columns from", () => {
    const result = extractDocument(
      doc(
        [
          makePage(
            1,
            table(`No. | | | | | Monthly | | | Monthly
 | Unit Type | Approx. SF | Current Rent | Rent/SF | | ProForma Rent | Rent/SF |
Units | | | | | Income | | | Income
2 | 1BR/1BA | 760 | $1,025-$1,125 | 1.41 | $2,150 | $1,075-$1,275 | 1.55 | $2,350
1 | Office | 1,200 | $3,384-$3,384 | 2.82 | $3,384 | $3,409-$3,409 | 2.84 | $3,409
3 | Total/Wtd. Avg. | | | | $5,534 | | | $5,759
Rent Roll
Unit | Type | Sq. Ft. | Rent | Rent/SF | Market Rent | Market/SF | Status
Apt 1 | 1BR/1BA | 720 | $1,025.00 | 1.42 | $1,075.00 | 1.49 | Occupied
Apt 2 | 1BR/1BA | 800 | $1,125.00 | 1.41 | $1,275.00 | 1.59 | Occupied
Suite 100 | Office | 1,200 | $3,384.00 | 2.82 | $3,409.00 | 2.84 | Vacant
3 units | | 2,720 | $5,534.00 | | $5,759.00`),
          ),
        ],
        "xlsx",
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.marketRentCents, u.vacant, u.commercial])).toEqual([
      ["Apt 1", 102_500, 107_500, false, false],
      ["Apt 2", 112_500, 127_500, false, false],
      ["Suite 100", null, 340_900, true, true],
    ]);
    expect(result.unitMix.map((m) => m.count)).toEqual([2, 1]);
  });

  it("a mix whose 'Units' column holds counts is not a rent roll of units 8 and 4", () => {
    const result = extractDocument(
      doc(
        [
          makePage(
            1,
            table(`Type | Units | Rent | Monthly Total | Market
1 Bed / 1 Bath | 8 | $1,200 | $9,600 | $1,400
2 Bed / 1 Bath | 4 | $1,500 | $6,000 | $1,700`),
          ),
        ],
        "csv",
      ),
    );
    expect(result.units).toEqual([]);
    expect(result.unitMix.map((m) => [m.count, m.avgRentCents, m.marketRentCents])).toEqual([
      [8, 120_000, 140_000],
      [4, 150_000, 170_000],
    ]);
    expect(result.reported.unitCount?.value).toBe(12);
  });

  it("unit numbers that only go up, with a market range column, are still a rent roll", () => {
    const result = extractDocument(
      doc(
        [
          makePage(
            1,
            table(`Unit | Type | Rent | Market Range
101 | 1 Bed 1 Bath | $1,200 | $1,300 - $1,400
102 | 1 Bed 1 Bath | $1,250 | $1,300 - $1,400
103 | 2 Bed 1 Bath | $1,500 | $1,600 - $1,700
Total | 3 units | $3,950 |`),
          ),
        ],
        "csv",
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents])).toEqual([
      ["101", 120_000],
      ["102", 125_000],
      ["103", 150_000],
    ]);
  });
});

const PROSE_OMS: { name: string; paragraphs: string[]; facts: Record<string, unknown> }[] = [
  {
    name: "a community 'offered at'",
    paragraphs: [
      "Confidential Offering Memorandum",
      "Investment Overview",
      "We are pleased to present Willow Park, an 89-unit apartment community located at 4500 Oak Grove Drive, Sacramento, CA 95841. The property was built in 1972 and is offered at $9,350,000.",
      "Twelve units were renovated in 2021; 3 units are currently vacant.",
    ],
    facts: { unitsTotal: 89, price: 9_350_000, yearBuilt: 1972, address: "4500 Oak Grove Drive", city: "Sacramento" },
  },
  {
    name: "a building with 'asking price of $4.2 million'",
    paragraphs: [
      "Executive Summary",
      "The subject property is a 24 unit multifamily building at 77 Elm Street in Portland, Oregon 97201.",
      "Constructed in 1985, the property's asking price of $4.2 million represents a 5.5% cap rate on current income.",
      "The 6 units on the top floor enjoy city views.",
    ],
    facts: {
      unitsTotal: 24,
      price: 4_200_000,
      yearBuilt: 1985,
      address: "77 Elm Street",
      city: "Portland",
      state: "OR",
    },
  },
  {
    name: "a property that 'consists of' its units, priced in a sentence of its own",
    paragraphs: [
      "Property Description",
      "Located at 310 W Main St, Boise, ID 83702, the property consists of 16 apartments in two buildings.",
      "Year built: 1964. The list price is $2,150,000 ($134,375 per unit).",
    ],
    facts: { unitsTotal: 16, price: 2_150_000, yearBuilt: 1964, address: "310 W Main St", zip: "83702" },
  },
];

function proseFacts(result: ReturnType<typeof extractDocument>) {
  const f = result.facts;
  return {
    unitsTotal: f.unitsTotal?.value,
    price: f.price?.value,
    yearBuilt: f.yearBuilt?.value,
    address: f.address?.value,
    city: f.city?.value,
    state: f.state?.value,
    zip: f.zip?.value,
  };
}

describe("offering memoranda that describe the building in prose", () => {
  for (const om of PROSE_OMS) {
    it(`Word: ${om.name}: the facts from its sentences and no unit rows`, async () => {
      const result = await extractFile("om.docx", await renderProse(om.paragraphs, "docx"));
      expect(proseFacts(result)).toMatchObject(om.facts);
      expect(result.units).toEqual([]);
      expect(result.propertyKind).toBe("residential");
    });

    it(`PDF, sentences wrapped over lines: ${om.name}`, async () => {
      const result = await extractFile("om.pdf", await renderProse(om.paragraphs, "pdf"));
      expect(proseFacts(result)).toMatchObject(om.facts);
      expect(result.units).toEqual([]);
    });
  }
});

type Sheet = [name: string, rows: (string | number)[][]];
function workbook(sheets: Sheet[], bookType: "xlsx" | "xlsm" = "xlsx"): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of sheets) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
}

const FINANCING: (string | number)[][] = [
  ["Financing Summary"],
  ["Loan Amount", 1_560_000],
  ["Interest Rate", "6.25%"],
  ["Amortization (Years)", 30],
  ["Annual Debt Service", 115_260],
];

describe("broker pricing models and underwriting workbooks", () => {
  it("one sheet: a unit-mix summary, the rent roll with current and pro forma rents and $/SF, income and financing summaries", async () => {
    const result = await extractFile(
      "pricing.xlsx",
      workbook([
        [
          "Pricing",
          [
            ["Maple Court Apartments - Pricing Model"],
            ["Price", 2_400_000, "", "Units", 6],
            [],
            ["Unit Mix Summary"],
            ["# Units", "Type", "Avg SF", "Current Rent", "Pro Forma Rent"],
            [4, "1 Bed / 1 Bath", 650, 1450, 1700],
            [2, "2 Bed / 1 Bath", 850, 1825, 2100],
            [6, "Total", "", 9450, 11000],
            [],
            ["Unit", "Type", "SF", "Current Rent", "Pro Forma Rent", "Current $/SF", "Pro Forma $/SF"],
            ["1", "1 Bed / 1 Bath", 650, 1400, 1700, 2.15, 2.62],
            ["2", "1 Bed / 1 Bath", 650, 1500, 1700, 2.31, 2.62],
            ["3", "1 Bed / 1 Bath", 650, 1450, 1700, 2.23, 2.62],
            ["4", "1 Bed / 1 Bath", 650, 1450, 1700, 2.23, 2.62],
            ["5", "2 Bed / 1 Bath", 850, 1800, 2100, 2.12, 2.47],
            ["6", "2 Bed / 1 Bath", 850, 1850, 2100, 2.18, 2.47],
            ["Total", "", 4300, 9450, 11000],
            [],
            ["Income Summary", "Current", "Pro Forma"],
            ["Gross Scheduled Rent", 113_400, 132_000],
            ["Vacancy (3%)", -3402, -3960],
            ["Effective Gross Income", 109_998, 128_040],
            [],
            ...FINANCING,
          ],
        ],
      ]),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.marketRentCents])).toEqual([
      ["1", 140_000, 170_000],
      ["2", 150_000, 170_000],
      ["3", 145_000, 170_000],
      ["4", 145_000, 170_000],
      ["5", 180_000, 210_000],
      ["6", 185_000, 210_000],
    ]);
    expect(result.unitMix.map((m) => [m.count, m.avgRentCents])).toEqual([
      [4, 145_000],
      [2, 182_500],
    ]);
    expect(result.facts.price?.value).toBe(2_400_000);
  });

  it("a macro workbook whose rent roll prints the pro forma column before the current one; summaries on another sheet", async () => {
    const result = await extractFile(
      "model.xlsm",
      workbook(
        [
          [
            "Rent Roll",
            [
              ["Unit", "Type", "Pro Forma Rent", "Current Rent", "Lease Exp"],
              ["A", "2BR/1BA", 1800, 1500, "6/30/2025"],
              ["B", "2BR/1BA", 1800, 1550, "7/31/2025"],
              ["C", "1BR/1BA", 1400, 1200, "1/31/2026"],
              ["D", "1BR/1BA", 1400, "Vacant", ""],
              ["Totals", "", 6400, 4250, ""],
            ],
          ],
          [
            "Summary",
            [
              ["Offering Price", "$1,100,000"],
              ["Total Units", 4],
              ["Year Built", 1958],
              [],
              ...FINANCING,
              [],
              ["Unit Mix", "Units", "Current Avg", "Pro Forma Avg"],
              ["2BR/1BA", 2, 1525, 1800],
              ["1BR/1BA", 2, 1200, 1400],
              ["Total", 4, "", ""],
            ],
          ],
        ],
        "xlsm",
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.marketRentCents, u.vacant])).toEqual([
      ["A", 150_000, 180_000, false],
      ["B", 155_000, 180_000, false],
      ["C", 120_000, 140_000, false],
      ["D", null, 140_000, true],
    ]);
    expect(result.unitMix.map((m) => m.count)).toEqual([2, 2]);
    expect(result.facts).toMatchObject({ price: { value: 1_100_000 }, unitsTotal: { value: 4 } });
  });

  it("a grouped header ('Pro Forma' and 'Current' over their own 'Rent') under a 'Cap Rate | 6.1%' line", async () => {
    const result = await extractFile(
      "grouped.xlsx",
      workbook([
        [
          "Pricing",
          [
            ["Pricing Summary"],
            ["Price", 1_900_000],
            ["Cap Rate", "6.1%"],
            ["", "", "", "Pro Forma", "", "Current", ""],
            ["Unit", "Type", "SF", "Rent", "$/SF", "Rent", "$/SF"],
            ["1", "2 Bed / 1 Bath", 900, 1850, 2.06, 1800, 2.0],
            ["2", "2 Bed / 1 Bath", 900, 1850, 2.06, 1750, 1.94],
            ["3", "1 Bed / 1 Bath", 650, 1450, 2.23, 1400, 2.15],
            ["Total", "", "", 5150, "", 4950, ""],
          ],
        ],
      ]),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.marketRentCents])).toEqual([
      ["1", 180_000, 185_000],
      ["2", 175_000, 185_000],
      ["3", 140_000, 145_000],
    ]);
  });

  it("an underwriting workbook: summary, unit mix with totals and rent roll on three sheets", async () => {
    const result = await extractFile(
      "uw.xlsx",
      workbook([
        [
          "Summary",
          [
            ["Pricing Summary"],
            ["Price", 3_200_000],
            ["Units", 8],
            [],
            ["Income Summary", "Current", "Pro Forma"],
            ["Gross Potential Rent", 168_000, 196_800],
            ["Other Income", 4800, 4800],
            ["Net Operating Income", 109_760, 135_696],
          ],
        ],
        [
          "Unit Mix",
          [
            ["Unit Type", "# of Units", "Avg SF", "Current Rent", "Total Current", "Market Rent", "Total Market"],
            ["1 Bed / 1 Bath", 4, 600, 1600, 6400, 1900, 7600],
            ["2 Bed / 1 Bath", 4, 800, 1900, 7600, 2200, 8800],
            ["Total", 8, "", "", 14_000, "", 16_400],
          ],
        ],
        [
          "Rent Roll",
          [
            ["Unit #", "Unit Type", "SF", "In-Place Rent", "Rent/SF", "Market Rent", "Market/SF", "Upside"],
            ...[1550, 1600, 1650, 1600, 1850, 1900, 1950, 1900].map((rent, i) => [
              String(i + 1),
              i < 4 ? "1 Bed / 1 Bath" : "2 Bed / 1 Bath",
              i < 4 ? 600 : 800,
              rent,
              Math.round((rent / (i < 4 ? 600 : 800)) * 100) / 100,
              i < 4 ? 1900 : 2200,
              i < 4 ? 3.17 : 2.75,
              (i < 4 ? 1900 : 2200) - rent,
            ]),
            ["Total", "", 5600, 14_000, 2.5, 16_400, 2.93, 2400],
          ],
        ],
      ]),
    );
    expect(result.units).toHaveLength(8);
    expect(result.units.reduce((s, u) => s + (u.rentCents ?? 0), 0)).toBe(1_400_000);
    expect(result.units.every((u) => u.marketRentCents === 190_000 || u.marketRentCents === 220_000)).toBe(true);
    expect(result.unitMix.map((m) => [m.count, m.avgRentCents, m.marketRentCents])).toEqual([
      [4, 160_000, 190_000],
      [4, 190_000, 220_000],
    ]);
  });
});
