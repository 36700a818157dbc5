import { describe, expect, it } from "vitest";
import { documentComps, isCompPage, splitFullExtract } from "../../src/analysis/comps/document-comps";
import { findRent, findStreetAddress, findUnitType } from "../../src/analysis/comps/comp-text";

/** Full Extract text as the extraction pipeline writes it: `=== file ===`, `--- Page N ---`, cells two spaces apart. */
const extract = (file: string, pages: Record<number, string[]>) =>
  `=== ${file} ===\n${Object.entries(pages)
    .map(([page, lines]) => `--- Page ${page} ---\n${lines.join("\n")}`)
    .join("\n\n")}`;

describe("reading the pieces of a comp", () => {
  it.each([
    ["2 Bed / 1 Bath", 2, 1],
    ["2BR/2BA", 2, 2],
    ["1 bd 1 ba", 1, 1],
    ["Studio", 0, null],
    ["Studio / 1 Bath", 0, 1],
    ["Two Bedroom", 2, null],
    ["(1 + 1.5 TH)", 1, 1.5],
    ["3 Bedrooms, 2 Baths", 3, 2],
  ])("%s is %s beds and %s baths", (text, beds, baths) => {
    expect(findUnitType(text)).toMatchObject({ beds, baths });
  });

  it("reads 2x1 and 2/1 only where asked, and never a date", () => {
    expect(findUnitType("2x1", { short: true })).toMatchObject({ beds: 2, baths: 1 });
    expect(findUnitType("3/2.00", { short: true })).toMatchObject({ beds: 3, baths: 2 });
    expect(findUnitType("2x1")).toBeNull();
    expect(findUnitType("sold 8/5/2015", { short: true })).toBeNull();
  });

  it("takes a rent or the middle of a range, and skips rents per square foot and sale prices", () => {
    expect(findRent("$2,573 - $2,626 for 830 SF")).toMatchObject({ rent: 2599.5, low: 2573, high: 2626 });
    expect(findRent("$2.13/SF  $1,515")).toMatchObject({ rent: 1515 });
    expect(findRent("$1.85 PSF")).toBeNull();
    expect(findRent("$9,495,000")).toBeNull();
  });

  it("reads a street address with its city, and title-cases one printed in capitals", () => {
    expect(findStreetAddress("13622 CHADRON AVE | HAWTHORNE 90250")?.address).toBe(
      "13622 Chadron Ave, Hawthorne 90250",
    );
    expect(findStreetAddress("1  456 Elm St, Springfield  2BR")?.address).toBe("456 Elm St, Springfield");
    expect(findStreetAddress("25 Units totaling 23,760 Square Feet")).toBeNull();
  });
});

describe("finding the comps section", () => {
  it("reads pages under a rent-comps heading, or a sheet named for them, and never sales comps", () => {
    const pages = splitFullExtract(
      [
        "=== om.pdf ===",
        "--- Page 3 ---\nRent Comparables | Multifamily",
        "--- Page 4 ---\nComparable Multifamily Sales",
        "--- Page 5 ---\nRents here are below the rent comparables we surveyed in the neighbourhood last spring, as the owner's letter explains in detail.",
        "=== comps.xlsx ===",
        "--- Page 1 (Rent Comps) ---\nAddress  Beds  Rent",
      ].join("\n"),
    );
    expect(pages.map((p) => [p.file, p.page, isCompPage(p)])).toEqual([
      ["om.pdf", 3, true],
      ["om.pdf", 4, false],
      ["om.pdf", 5, false],
      ["comps.xlsx", 1, true],
    ]);
  });
});

describe("comps printed as tables", () => {
  it("a table with a header: each row's address, unit type, size, rent and distance; the subject and average rows left out", () => {
    const text = extract("maple-om.pdf", {
      7: [
        "Rent Comparables",
        "#  Property  Address  Unit Type  Sq Ft  Rent  Distance",
        "1  Maple Court  456 Elm St, Springfield  1 Bed / 1 Bath  650  $1,200  0.4 mi",
        "2  Oak Terrace  789 Oak Ave  2BR/1BA  850  $1,450  0.8 mi",
        "3  Pine Villas  12 Pine Rd  Studio  450  $995  1.1 mi",
        "Subject  The Property  123 Main St  2 Bed / 1 Bath  840  $1,300",
        "Average  2 Bed  900  $1,550",
      ],
    });
    expect(documentComps(text)).toEqual([
      {
        source: "document",
        unit_type: "1 Bed / 1 Bath",
        beds: 1,
        baths: 1,
        sqft: 650,
        rent: 1200,
        address: "456 Elm St, Springfield",
        distance_miles: 0.4,
        note: "p. 7 of maple-om.pdf",
      },
      {
        source: "document",
        unit_type: "2 Bed / 1 Bath",
        beds: 2,
        baths: 1,
        sqft: 850,
        rent: 1450,
        address: "789 Oak Ave",
        distance_miles: 0.8,
        note: "p. 7 of maple-om.pdf",
      },
      {
        source: "document",
        unit_type: "Studio",
        beds: 0,
        baths: null,
        sqft: 450,
        rent: 995,
        address: "12 Pine Rd",
        distance_miles: 1.1,
        note: "p. 7 of maple-om.pdf",
      },
    ]);
  });

  it("a building's address on its own line, then its unit types", () => {
    const text = extract("willow.pdf", {
      8: [
        "Comparable Rentals",
        "Willow Apartments - 1010 Willow Way, Springfield, IL 62704",
        "1 Bed / 1 Bath  700 SF  $1,150",
        "2 Bed / 2 Bath  980 SF  $1,525 - $1,575",
        "Birch Flats  2020 Birch Blvd",
        "Studio  420 SF  $925/mo",
      ],
    });
    expect(documentComps(text).map((c) => [c.unit_type, c.sqft, c.rent, c.address, c.note])).toEqual([
      ["1 Bed / 1 Bath", 700, 1150, "1010 Willow Way, Springfield, IL 62704", "p. 8 of willow.pdf"],
      [
        "2 Bed / 2 Bath",
        980,
        1550,
        "1010 Willow Way, Springfield, IL 62704",
        "p. 8 of willow.pdf (printed $1,525–$1,575)",
      ],
      ["Studio", 420, 925, "2020 Birch Blvd", "p. 8 of willow.pdf"],
    ]);
  });

  it("a spreadsheet of comps: rents without $ are read by their column", () => {
    const text = extract("comps.xlsx", {
      1: ["Address  Beds  Baths  SF  Rent", "55 Cedar St  2  1  900  1650", "57 Cedar St  0  1  400  1100"],
    }).replace("--- Page 1 ---", "--- Page 1 (Rent Comps) ---");
    expect(documentComps(text).map((c) => [c.address, c.beds, c.baths, c.sqft, c.rent])).toEqual([
      ["55 Cedar St", 2, 1, 900, 1650],
      ["57 Cedar St", 0, 1, 400, 1100],
    ]);
  });

  it("leaves out rows at the subject's own address, and counts a table printed on two pages once", () => {
    const rows = [
      "Rent Comps",
      "Address  Unit Type  Rent",
      "123 Main St  2 Bed / 1 Bath  $1,300",
      "789 Oak Ave  2 Bed / 1 Bath  $1,450",
    ];
    const comps = documentComps(extract("om.pdf", { 2: rows, 9: rows }), { subjectAddress: "123 Main Street" });
    expect(comps.map((c) => [c.address, c.rent, c.note])).toEqual([["789 Oak Ave", 1450, "p. 2 of om.pdf"]]);
  });

  it("leaves out the building printed after 'Subject:' and the rows under it", () => {
    const text = extract("om.pdf", {
      5: [
        "Rent Survey",
        "Subject: 123 Main St, Springfield",
        "2 Bed / 1 Bath  850 SF  $1,300",
        "Comparable: 789 Oak Ave, Springfield",
        "2 Bed / 1 Bath  860 SF  $1,450",
      ],
    });
    expect(documentComps(text).map((c) => [c.address, c.rent])).toEqual([["789 Oak Ave, Springfield", 1450]]);
  });

  it("finds nothing in a rent roll or in a text without comps", () => {
    const rentRoll = extract("rr.pdf", { 1: ["Rent Roll", "Unit  BD/BA  Sq Ft  Rent", "A-101  2/1.00  840  $895"] });
    expect(documentComps(rentRoll)).toEqual([]);
    expect(documentComps("")).toEqual([]);
  });
});
