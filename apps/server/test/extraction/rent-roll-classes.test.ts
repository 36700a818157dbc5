import { describe, expect, it } from "vitest";
import { makePage, type ReadDocument, type ReadPage } from "../../src/extraction/document";
import type { CellBox } from "../../src/extraction/layout";
import { extractDocument } from "../../src/extraction/rules/extract-document";

/**
 * The classes of rent roll that real exports and broker tables print, each built here by hand: every
 * test is a layout, not a file. Money is cents.
 */
const text = (lines: string) => lines.split("\n").map((line) => line.split("|").map((c) => c.trim()));

const doc = (pages: ReadPage[], kind: ReadDocument["kind"] = "csv"): ReadDocument => ({
  fileName: "roll",
  kind,
  pages,
  skippedPages: [],
  warnings: [],
});
const sheet = (rows: string[][]): ReadDocument => doc([makePage(1, rows)]);

/** A PDF-like page: each cell at an x position (right-aligned numbers end where the given box ends). */
type Placed = [text: string, x: number, width?: number];
function placed(lines: Placed[][]): ReadDocument {
  const rows = lines.map((cells) => cells.map(([t]) => t));
  const boxes: CellBox[][] = lines.map((cells) => cells.map(([t, x, w]) => ({ x, right: x + (w ?? t.length * 5) })));
  return doc([makePage(1, rows, { boxes })], "pdf");
}

const rents = (d: ReadDocument) => extractDocument(d).units.map((u) => u.rentCents);

describe("rent roll rows that are not units", () => {
  it("a unit-mix summary under the total row is not read as units", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Type | Rent | Market
101 | 1 Bed + 1 Bath | 1,240 | 1,300
102 | 1 Bed + 1 Bath | 1,250 | 1,300
201 | 2 Bed + 1 Bath | 1,600 | 1,650
Total | 3 Units | 4,090 | 4,250
Rent Roll Summary
8 | 1 Bed + 1 Bath | $1,240 | $1,600 | $1,359 | $1,850
4 | 2 Bed + 1 Bath | $1,600 | $1,700 | $1,650 | $1,900`),
      ),
    );
    expect(result.units.map((u) => u.unitNumber)).toEqual(["101", "102", "201"]);
    expect(result.warnings).toEqual([]);
  });

  it("weighted-average and per-building subtotal rows are totals, and units after a subtotal still count", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Sq Ft | Rent
A1 | 700 | 1,000
A2 | 700 | 1,100
Building A Total | 1,400 | 2,100
B1 | 800 | 1,200
B2 | 800 | 1,300
Subtotal Building B | 1,600 | 2,500
Total Units 4 | 3,000 | 4,600
Weighted Avg | 750 | 1,150`),
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents])).toEqual([
      ["A1", 100_000],
      ["A2", 110_000],
      ["B1", 120_000],
      ["B2", 130_000],
    ]);
    expect(result.reported.unitCount?.value).toBe(4);
  });

  it("a header printed again (a page break in an export) is skipped, not read as a unit", () => {
    const roll = text(`Unit | Tenant | Rent
1 | Ann | 900
2 | Bo | 950
Unit | Tenant | Rent
3 | Cy | 1,000`);
    expect(rents(sheet(roll))).toEqual([90_000, 95_000, 100_000]);
  });

  it("more unit rows than the document's unit count: the warning names the rows that look wrong", () => {
    const result = extractDocument(
      sheet(
        text(`Number of Units | 3
Unit | Rent
101 | 1,000
102 | 1,000
103 | 1,000
Z-77 | 1,000`),
      ),
    );
    expect(result.warnings.join(" ")).toMatch(/states 3 units but 4 unit rows were read; check the rows "Z-77"/);
  });
});

describe("columns that are never the rent", () => {
  it("a $/SF column and a percent column are not rents; the rent column is", () => {
    const result = rents(
      sheet(
        text(`Unit | SF | $ / SF | % of Total | Rent
1 | 700 | 2.95 | 48% | 2,065
2 | 750 | 2.95 | 52% | 2,213`),
      ),
    );
    expect(result).toEqual([206_500, 221_300]);
  });

  it("lease and resident ids are not rents, even under a heading that reads like one", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Resident | Lease | Current | Rent
101 | t0012345 | 4400123 | Current | 1,150.00
102 | t0012346 | 4400124 | Current | 1,175.00`),
      ),
    );
    expect(result.units.map((u) => u.rentCents)).toEqual([115_000, 117_500]);
    expect(result.units.reduce((s, u) => s + (u.rentCents ?? 0), 0)).toBe(232_500);
  });

  it("a rent column of lease ids is dropped instead of being summed into millions", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Tenant | Rent
101 | Ann | 4400123
102 | Bo | 4400124`),
      ),
    );
    expect(result.units.every((u) => u.rentCents === null)).toBe(true);
  });

  it("an annual rent column is divided by twelve when no monthly rent is printed", () => {
    expect(rents(sheet(text(`Unit | Annual Rent\n1 | 14,400\n2 | 15,600`)))).toEqual([120_000, 130_000]);
  });
});

describe("property-management exports", () => {
  it("Yardi-style charge rows: the rent charge is the rent; parking, pet and RUBS are other income", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Unit Type | Sq Ft | Resident | Name | Market Rent | Charge Code | Amount
101 | 1x1 | 700 | t0000101 | Ann Lee | 1,300.00 | rent | 1,250.00
 |  |  |  |  |  | park | 50.00
 |  |  |  |  |  | pet | 25.00
102 | 2x1 | 900 | t0000102 | Bo Ray | 1,600.00 | rent | 1,550.00
 |  |  |  |  |  | rubs | 40.00
 |  |  |  |  |  | conc | -100.00
103 | 2x1 | 900 | VACANT |  | 1,600.00 |  | `),
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.marketRentCents, u.vacant])).toEqual([
      ["101", 125_000, 130_000, false],
      ["102", 155_000, 160_000, false],
      ["103", null, 160_000, true],
    ]);
    expect(result.otherIncome.map((i) => [i.label, i.monthlyCents, i.incomeKind])).toEqual([
      ["Parking", 5_000, "other"],
      ["Pet rent", 2_500, "other"],
      ["Utility reimbursements (RUBS)", 4_000, "other"],
      ["Concessions", -10_000, "rent_adjustment"],
    ]);
  });

  it("status sections: units under a Vacant heading are vacant; future residents are not units", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Tenant | Market Rent | Rent
Current/Notice Residents
1 | Ann | 1,000 | 950
2 | Bo | 1,000 | 975
Vacant Units
3 |  | 1,000 | 1,000
Future Residents/Applicants
3 | Cy | 1,000 | 1,000`),
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.vacant])).toEqual([
      ["1", 95_000, false],
      ["2", 97_500, false],
      ["3", null, true],
    ]);
  });

  it("wrapped tag lines under a unit row stay with the table, which goes on past them", () => {
    const result = rents(
      sheet(
        text(`Unit | Tags | Tenant | Rent
101 | Housing | Ann | 1,000
 | is | Lee
 | Key
 | Program
102 |  | Bo | 1,100`),
      ),
    );
    expect(result).toEqual([100_000, 110_000]);
  });

  it("an empty unit row (no tenant, no rent) is a vacant unit", () => {
    const result = extractDocument(sheet(text(`Unit | Tenant | Sq Ft | Rent\n1 | Ann | 700 | 1,000\n2 |  | 700 | `)));
    expect(result.units.map((u) => [u.unitNumber, u.vacant, u.rentCents])).toEqual([
      ["1", false, 100_000],
      ["2", true, null],
    ]);
  });

  it("parking in a column of its own is other income, summed over the units", () => {
    const result = extractDocument(sheet(text(`Unit | Rent | Parking\n1 | 1,000 | 50\n2 | 1,100 | \n3 | 900 | 75`)));
    expect(result.units.map((u) => u.rentCents)).toEqual([100_000, 110_000, 90_000]);
    expect(result.otherIncome.map((i) => [i.label, i.monthlyCents])).toEqual([["Parking", 12_500]]);
  });
});

describe("headers over two lines (found by the layout fuzzer)", () => {
  it("a lone first line ('Unit' over 'No. | Size | Status | Tenant | Rent') is read with the line under it", () => {
    const result = extractDocument(
      sheet(
        text(`Rent Roll
Unit
No. | Size | Status | Tenant | Rent
A-101 | 1,270 | Current | Ivy Cole | $1,625.70
A-102 | 770 | Current | Ann Lee | $1,925.39`),
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents])).toEqual([
      ["A-101", 162_570],
      ["A-102", 192_539],
    ]);
  });

  it("a 'Rent Roll' title over 'Unit |  | Unit' / 'No. | Rent | Type | Deposit' is no heading: 'Unit Type' is the type", () => {
    const result = extractDocument(
      sheet(
        text(`Rent Roll
Unit |  | Unit
No. | Rent | Type | Deposit
A-101 | 1125.68 | 2BR/1BA | 600
A-102 | 2600.98 | 3BR/1BA | 1600
Total | 3726.66`),
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.unitType, u.rentCents])).toEqual([
      ["A-101", "2BR/1BA", 112_568],
      ["A-102", "3BR/1BA", 260_098],
    ]);
  });

  it("a title over a two-line header is not its first line: 'Unit' over 'Type' is the type, 'Apt' the unit", () => {
    const result = extractDocument(
      sheet(
        text(`Rent Roll
 | Contract | Asking |  | Unit
Apt | Rent | Rent | Parking | Type
A-101 | 1,950.00 | 2,150.00 | 75 | 2BR/2BA
A-102 | 1,350.00 | 1,375.00 |  | Studio`),
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.marketRentCents])).toEqual([
      ["A-101", 195_000, 215_000],
      ["A-102", 135_000, 137_500],
    ]);
    expect(result.otherIncome.map((i) => [i.label, i.monthlyCents])).toEqual([["Parking", 7_500]]);
  });

  it("a vacant unit's row of words (VACANT, a date, a code, Vacant-Unrented) is a vacant unit, not the header again", () => {
    const result = extractDocument(
      placed([
        [
          ["Unit No.", 40],
          ["Current Rent", 110],
          ["Lease From", 200],
          ["Tenant Code", 280],
          ["Status", 360],
          ["Resident", 450],
        ],
        [
          ["Apt 18", 40],
          ["$1,675.08", 110],
          ["03/16/2016", 200],
          ["t1000123", 280],
          ["Current", 360],
          ["Ann Lee", 450],
        ],
        [
          ["Apt 19", 40],
          ["VACANT", 110],
          ["03/02/2022", 200],
          ["t1000126", 280],
          ["Vacant-Unrented", 360],
          ["VACANT", 450],
        ],
        [
          ["Apt 20", 40],
          ["$1,875.67", 110],
          ["02/14/2015", 200],
          ["t1000137", 280],
          ["Current", 360],
          ["Bo Ray", 450],
        ],
      ]),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.vacant])).toEqual([
      ["Apt 18", 167_508, false],
      ["Apt 19", null, true],
      ["Apt 20", 187_567, false],
    ]);
  });
});

describe("PDF layouts", () => {
  it("two headings printed as one cell ('Rent Lease From') are split by the columns under them", () => {
    const header: Placed[] = [
      ["Unit", 40],
      ["Tenant", 100],
      ["Market Rent", 250, 50],
      ["Rent Lease From", 330, 70],
    ];
    const row = (unit: string, market: string, rent: string, from: string): Placed[] => [
      [unit, 40],
      ["Tenant " + unit, 100],
      [market, 260, 40],
      [rent, 320, 35],
      [from, 360, 40],
    ];
    const roll = placed([
      header,
      row("101", "1,300.00", "1,250.00", "01/01/2024"),
      row("102", "1,300.00", "1,275.00", "02/01/2024"),
      row("103", "1,400.00", "1,390.00", "03/01/2024"),
    ]);
    const result = extractDocument(roll);
    expect(result.units.map((u) => [u.rentCents, u.marketRentCents])).toEqual([
      [125_000, 130_000],
      [127_500, 130_000],
      [139_000, 140_000],
    ]);
  });

  it("a rent roll with no headings is read where a column adds up to the total printed under it", () => {
    const unit = (label: string, rent: string, sqft: string): Placed[] => [
      [label, 40, 10],
      [rent, 120, 30],
      [sqft, 300, 30],
    ];
    const result = extractDocument(
      placed([
        [["OAK BUILDING - 4 UNITS PLUS FRONT HOUSE", 40, 200]],
        unit("A", "2040", "1755"),
        unit("B", "2205", "1755"),
        [
          ["C", 40, 10],
          ["vacant", 80, 30],
          ["rent for 2,295", 160, 60],
          ["1755", 300, 30],
        ],
        unit("D", "1950", "1650"),
        [
          ["TOTAL", 60, 30],
          ["6195", 120, 30],
          ["6915", 300, 30],
        ],
      ]),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.vacant, u.askingRentCents])).toEqual([
      ["A", 204_000, false, null],
      ["B", 220_500, false, null],
      ["C", null, true, 229_500],
      ["D", 195_000, false, null],
    ]);
    expect(result.reported.unitCount?.value).toBe(5);
    expect(result.reported.rentRollMonthlyCents?.value).toBe(619_500);
  });

  it("a statement's lines that add up to their total are not taken for a headerless rent roll", () => {
    const result = extractDocument(
      placed([
        [
          ["Property Taxes and Assessments", 40, 150],
          ["1,200", 300, 30],
        ],
        [
          ["Insurance Premium Paid", 40, 120],
          ["800", 300, 30],
        ],
        [
          ["Total", 40, 30],
          ["2,000", 300, 30],
        ],
      ]),
    );
    expect(result.units).toEqual([]);
  });
});

describe("statement lines are not a headerless rent roll", () => {
  it("a T-12's income lines that add up to their total, month by month, are not units", () => {
    const line = (label: string, a: string, b: string): Placed[] => [
      [label, 40, 80],
      [a, 200, 40],
      [b, 260, 40],
    ];
    const result = extractDocument(
      placed([
        line("Prepaid Rent", "-1,162.14", "4,203.95"),
        line("RENTS", "53,740.52", "38,748.62"),
        line("Laundry Income", "310.00", "295.00"),
        line("Total Operating Income", "52,888.38", "43,247.57"),
      ]),
    );
    expect(result.units).toEqual([]);
  });
});

describe("unit mix", () => {
  it("an OM's unit mix gives the unit count and the mix, and no unit rows", () => {
    const result = extractDocument(
      sheet(
        text(`Unit Mix
# of Units | Unit Type | Approx. SF | Avg Rent | Market Rent
12 | 2 Bed / 1 Bath | 850 | $1,240 | $1,350
13 | 3 Bed / 2 Bath | 1,050 | $1,450 | $1,600
25 | Total | 23,850`),
      ),
    );
    expect(result.units).toEqual([]);
    expect(
      result.unitMix.map((m) => [m.unitType, m.count, m.beds, m.baths, m.sqft, m.avgRentCents, m.marketRentCents]),
    ).toEqual([
      ["2 Bed / 1 Bath", 12, 2, 1, 850, 124_000, 135_000],
      ["3 Bed / 2 Bath", 13, 3, 2, 1_050, 145_000, 160_000],
    ]);
    expect(result.reported.unitCount?.value).toBe(25);
  });

  it("a rent roll whose first column is called Unit is not taken for a mix", () => {
    const result = extractDocument(
      sheet(text(`Unit | Type | Rent\n101 | 1BR | 1,000\n102 | 1BR | 1,000\n103 | 2BR | 1,200`)),
    );
    expect(result.unitMix).toEqual([]);
    expect(result.units).toHaveLength(3);
  });
});

describe("facts", () => {
  it("a broker's job title is not taken for the broker's name", () => {
    const result = extractDocument(
      sheet(text(`Exclusively listed by\nVice Chair\nJane Doe\n(555) 123-4567\njane@brokerage.com`)),
    );
    expect(result.facts.realtorName?.value).toBe("Jane Doe");
  });

  it("labels printed above their values (an OM fact sheet) give the address, price, size and year", () => {
    const result = extractDocument(
      sheet(
        text(`PROPERTY SUMMARY
ADDRESS
953 N Cole Ave., Los Angeles, CA 90038
PRICE SUMMARY
$ 3,080,000 ($1,100 PSF)
BUILDING SIZE
3
2,800SF
BUILT
1961`),
      ),
    );
    expect(result.facts.address?.value).toBe("953 N Cole Ave");
    expect([result.facts.city?.value, result.facts.state?.value, result.facts.zip?.value]).toEqual([
      "Los Angeles",
      "CA",
      "90038",
    ]);
    expect(result.facts.price?.value).toBe(3_080_000);
    expect(result.facts.squareFeet?.value).toBe(2_800);
    expect(result.facts.yearBuilt?.value).toBe(1961);
  });

  it("a property-management export's 'Properties:' header line gives the address, though it names an LLC", () => {
    const result = extractDocument(
      sheet(
        text(`Rent Roll
Properties: Maple Court Holdings, LLC - 1420 Maple Ave Springfield, IL 62704
As of: 01/31/2025
Unit | Tenant | Rent
1 | Ann | 900
2 | Bo | 950`),
      ),
    );
    expect([
      result.facts.address?.value,
      result.facts.city?.value,
      result.facts.state?.value,
      result.facts.zip?.value,
    ]).toEqual(["1420 Maple Ave", "Springfield", "IL", "62704"]);
  });

  it("a creative-office OM with film studios nearby is not residential", () => {
    const result = extractDocument(
      sheet(
        text(`Turnkey Creative Office Building
Owner-user opportunity | Lease rate $15,000/Month MG
Minutes from production studios and sound stages
Private offices and meeting rooms | Zoning M1`),
      ),
    );
    expect(result.propertyKind).toBe("not_residential");
  });
});

describe("what a file holds", () => {
  it("a portfolio export lists its properties and keeps the first one's units, without the portfolio's totals", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Tenant | Rent
Property: Oak Apartments (oak)
1 | Ann | 1,000
2 | Bo | 1,100
Property: Elm Court (elm)
1 | Cy | 900
Total | 3 Units | 3,000`),
      ),
    );
    expect(result.units.map((u) => [u.unitNumber, u.rentCents])).toEqual([
      ["1", 100_000],
      ["2", 110_000],
    ]);
    expect(result.portfolio?.map((p) => [p.name, p.units.map((u) => [u.unitNumber, u.rentCents])])).toEqual([
      [
        "Oak Apartments (oak)",
        [
          ["1", 100_000],
          ["2", 110_000],
        ],
      ],
      ["Elm Court (elm)", [["1", 90_000]]],
    ]);
    expect(result.reported.rentRollMonthlyCents).toBeUndefined();
    expect(result.warnings.join(" ")).toContain(
      "this file holds 2 properties: Oak Apartments (oak) (2 units); Elm Court (elm) (1 unit)",
    );
  });

  it("a portfolio CSV with a Property column is read the same way", () => {
    const result = extractDocument(
      sheet(text(`Property | Unit | Tenant | Rent\nOak | 1 | Ann | 1,000\nOak | 2 | Bo | 1,100\nElm | 1 | Cy | 900`)),
    );
    expect(result.units.map((u) => u.rentCents)).toEqual([100_000, 110_000]);
    expect(result.portfolio?.map((p) => p.name)).toEqual(["Oak", "Elm"]);
  });

  it("a document that is not about a property says so", () => {
    const result = extractDocument(sheet(text(`Lunch menu\nSoup of the day | 6.50\nSandwich | 9.00`)));
    expect(result.warnings.join(" ")).toContain("this does not look like a property document");
  });
});

describe("readings checked against the printed total", () => {
  it("when the column headed Rent does not add up to the total under it and another column does, that one is the rent", () => {
    const result = extractDocument(
      sheet(
        text(`Unit | Rent | Charges
1 | 1,000 | 1,050
2 | 1,200 | 1,250
Total |  | 2,300`),
      ),
    );
    expect(result.units.map((u) => u.rentCents)).toEqual([105_000, 125_000]);
    expect(result.warnings).toEqual([]);
  });

  it("when no column adds up, the headings' reading stands and the warning says by how much the total differs", () => {
    const result = extractDocument(sheet(text(`Unit | Rent\n1 | 1,000\n2 | 1,200\nTotal | 2,250`)));
    expect(result.units.map((u) => u.rentCents)).toEqual([100_000, 120_000]);
    expect(result.warnings).toEqual([
      "roll: the rent roll's total on page 1 is $2,250 a month but its unit rows add up to $2,200 ($50 less).",
    ]);
  });
});
