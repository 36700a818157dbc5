import { describe, expect, it } from "vitest";
import { makePage, type ReadDocument } from "../../src/extraction/document";
import { parsePropertyLine } from "../../src/extraction/rules/address";
import { withoutErrorValue } from "../../src/extraction/rules/cells";
import { extractedPropertySchema } from "@plexwise/core";
import { mergeDocuments } from "../../src/extraction/merge";
import { extractDocument } from "../../src/extraction/rules/extract-document";
import { toExtractedProperty } from "../../src/extraction/to-response";

/**
 * Property-management exports, each built here by hand as a layout: a charge-code export (identifier columns
 * first, a two-line header, charge-code columns between the rent and the total billed, an applicant's row,
 * error cells, a summary block beside the rows), a portfolio export (property headings, houses without a
 * unit number, subtotal lines, stray notes) and owner-entity property lines. Money is cents.
 */
const text = (lines: string) =>
  lines.split("\n").map((line) => line.split("|").map((c) => withoutErrorValue(c.trim())));
const csv = (rows: string[][]): ReadDocument => ({
  fileName: "export.csv",
  kind: "csv",
  pages: [makePage(1, rows)],
  skippedPages: [],
  warnings: [],
});

describe("a charge-code export (Yardi 'Rent Roll Detail')", () => {
  const roll = text(`Owner Realty LLC - Maple Court
RENT ROLL DETAIL
As of Date: 03/13/2024
Resh ID | Lease ID | Bldg/Unit | Floorplan | Unit Designation | SQFT | Unit/Lease Status | Name | Lease Start | Market + Addl. | Required Deposit | Dep On Hand | Lease Rent | RENT | | | | | PARKING | MTOM | PETFEE | EMPLCRED | Total Billing
0 | 0 | 500-A | B11 | N/A | 690 | Vacant | VACANT | | 1085 | 0 | 0 | 0 | 0 | | Floorplan | total units | market | 0 | 0 | 0 | 0 | 0
10303 | 80546 | 500-01 | A11 | N/A | 499 | Occupied | Tang, David | 05/06/2023 | 935 | 250 | 250 | 800 | 800 | | A11 | 2 | 935 | 30 | 0 | 0 | 0 | 830
70596 | 90611 | 500-02 | A11 | N/A | 499 | Occupied-NTV | Banda, Lupe | 09/14/2023 | 935 | 250 | 250 | 935 | 935 | #DIV/0! | B11 | 1 | 1085 | 0 | 100 | 15 | 0 | 1050
0 | 0 | 500-03 | A12 | N/A | 499 | Vacant-Leased | VACANT | | 900 | 0 | 0 | 0 | 0 | | | | | 0 | 0 | 0 | 0 | 0
70681 | 90667 | 500-03 | A12 | N/A | 499 | Applicant | Wilson, Desiree | 03/22/2024 | 0 | 250 | 0 | 900 | 900 | | | | | 0 | 0 | 0 | 0 | 900
60563 | 80578 | 500-04 | A12 | N/A | 499 | Occupied | Rosales, Javier | 06/24/2023 | 900 | #MACRO? | 250 | 875 | 875 | | | | | 0 | 0 | 0 | -175 | 700
 | | | | | | | | | | | | | | | | | | | | | |
Totals: | | | | | | | | | 4755 | 750 | 750 | 2610 | 2610 | | | | | 30 | 100 | 15 | -175 | 2580`);
  // The header's wrapped cells ("Unit\\nDesignation") come out of a sheet as two lines in one cell.
  const header = roll[3] ?? [];
  header[4] = "Unit \nDesignation";
  header[10] = "Required\nDeposit";
  const result = extractDocument(csv(roll));

  it("takes the unit from Bldg/Unit, never the resident or lease id", () => {
    expect(result.units.map((u) => u.unitNumber)).toEqual(["500-A", "500-01", "500-02", "500-03", "500-04"]);
  });

  it("reads rent in place from the rent charge, not the total billed, and matches the Totals row", () => {
    expect(result.units.map((u) => u.rentCents)).toEqual([null, 80_000, 93_500, null, 87_500]);
    expect(result.reported.rentRollMonthlyCents?.value).toBe(261_000);
    expect(result.reported.rentRollMarketMonthlyCents?.value).toBe(475_500);
    expect(result.warnings).toEqual([]);
  });

  it("marks VACANT rows vacant with their market rent and no $0 asking rent", () => {
    const vacant = result.units.filter((u) => u.vacant);
    expect(vacant.map((u) => [u.unitNumber, u.marketRentCents, u.askingRentCents])).toEqual([
      ["500-A", 108_500, null],
      ["500-03", 90_000, null],
    ]);
  });

  it("names the property from the title line after the owner entity, not from a heading of the table", () => {
    expect(result.facts.propertyName?.value).toBe("Maple Court");
    expect(result.facts.address).toBeUndefined();
  });

  it("dates a lease from its Lease Start, not the resident's Move-In", () => {
    const rows = text(`Unit | Name | Move-In | Lease Start | Lease Rent
1 | Ann | 04/28/2021 | 05/06/2023 | 800
2 | Bo | 09/14/2023 | 09/14/2023 | 935`);
    expect(extractDocument(csv(rows)).units.map((u) => u.leaseStart)).toEqual(["2023-05-06", "2023-09-14"]);
  });

  it("keeps the applicant signed for a vacant unit out of the units", () => {
    expect(result.units.filter((u) => u.unitNumber === "500-03")).toHaveLength(1);
  });

  it("reads the charge-code columns as other income and leaves the summary block beside the rows alone", () => {
    const income = Object.fromEntries(result.otherIncome.map((l) => [l.label, l.monthlyCents]));
    expect(income).toEqual({ Parking: 3_000, MTOM: 10_000, "Pet rent": 1_500, Concessions: -17_500 });
  });

  it("keeps the rent roll's own concessions in the property's income: billed less than the rent, not a vacancy line", () => {
    const merged = mergeDocuments([result]);
    expect(merged.otherIncome.find((l) => l.label === "Concessions")?.monthlyCents).toBe(-17_500);
    expect(merged.warnings.filter((w) => w.includes("left out in favour of the rent roll"))).toEqual([]);
  });
});

describe("a portfolio export (AppFolio rent roll of several properties)", () => {
  const roll = text(`Unit | Tags | BD/BA | Tenant | Status | Move-in | Rent | Property
 | | | | | | |
1002 Chestnut Avenue - 1002 Chestnut Avenue Beaumont, CA 92223 | | | | | | | | | (1) check these
 | | 3/1.00 | Susan M. | Current | 5/1/2020 | 1,523.00 | | | note
Oak Gardens - 5033 w wilson st Banning, CA 92220 | | | | | | |
101 | | 2/1.00 | Monet R. | Current | 10/5/2021 | 1,450.00 |
103 | | 1/1.00 | | Vacant-Unrented | | |
105 | Tenant Owned | 1/1.00 | Jeanine L. | Current | 6/7/2022 | 1,425.00 |
3 Units | | | | 66.7% Occupied | | 2,875.00 |
Wishing Well House - 13063 5th St. yucaipa, CA 92399 | | | | | | |
 | | 4/2.00 | | Vacant-Unrented | | |
Total 5 Units | | | | 60.0% Occupied | | 4,398.00 |`);
  const result = extractDocument(csv(roll));

  it("keeps the first property, a house whose heading is its unit", () => {
    expect(result.units.map((u) => [u.unitNumber, u.rentCents, u.beds, u.baths])).toEqual([
      ["1002 Chestnut Avenue", 152_300, 3, 1],
    ]);
    expect(result.facts.address?.value).toBe("1002 Chestnut Avenue");
    expect(result.facts.city?.value).toBe("Beaumont");
    expect(result.facts.zip?.value).toBe("92223");
    expect(result.facts.unitsTotal?.value).toBe(1);
  });

  it("lists every property with its address, units and subtotal", () => {
    const portfolio = result.portfolio ?? [];
    expect(portfolio.map((p) => [p.place?.street, p.place?.place.city, p.units.length])).toEqual([
      ["1002 Chestnut Avenue", "Beaumont", 1],
      ["5033 W Wilson St", "Banning", 3],
      ["13063 5th St", "Yucaipa", 1],
    ]);
    expect(portfolio[1]?.units.map((u) => [u.unitNumber, u.rentCents, u.vacant])).toEqual([
      ["101", 145_000, false],
      ["103", null, true],
      ["105", 142_500, false],
    ]);
    expect(portfolio[1]?.reported?.unitCount?.value).toBe(3);
    expect(portfolio[1]?.reported?.rentRollMonthlyCents?.value).toBe(287_500);
    expect(portfolio[2]?.units[0]?.vacant).toBe(true);
  });

  it("answers each property's address and subtotal in the extraction's portfolio", () => {
    const answer = extractedPropertySchema.parse(toExtractedProperty(mergeDocuments([result])));
    expect(
      answer.portfolio?.map((p) => [
        p.address,
        p.city,
        p.state,
        p.zip,
        p.units,
        p.printed_units,
        p.printed_monthly_rent,
      ]),
    ).toEqual([
      ["1002 Chestnut Avenue", "Beaumont", "CA", "92223", 1, null, null],
      ["5033 W Wilson St", "Banning", "CA", "92220", 3, 3, 2875],
      ["13063 5th St", "Yucaipa", "CA", "92399", 1, null, null],
    ]);
    expect([answer.address, answer.city, answer.units_total]).toEqual(["1002 Chestnut Avenue", "Beaumont", 1]);
  });

  it("does not check the portfolio's total against the kept property, and says when a subtotal disagrees", () => {
    expect(result.reported.rentRollMonthlyCents).toBeUndefined();
    expect(result.warnings.filter((w) => !w.includes("holds 3 properties"))).toEqual([]);
    const wrong = roll.map((r) => (r[0] === "3 Units" ? ["3 Units", "", "", "", "", "", "2,975.00"] : r));
    const warnings = extractDocument(csv(wrong)).warnings.join("\n");
    expect(warnings).toContain("Oak Gardens - 5033 w wilson st Banning, CA 92220: its subtotal is $2,975");
  });
});

describe("other portfolio spellings", () => {
  it("'Property:' headings, a comma address, 'Total <name>' subtotals and a grand total", () => {
    const result = extractDocument(
      csv(
        text(`Unit | Tenant | Status | Rent
Property: Oak Gardens (oak)
1 | Ann | Current | 1,000
2 | Bo | Current | 1,100
Total Oak Gardens | 3 Units | | 2,100
12 Elm St, Springfield IL 62704
A | Cy | Current | 900
B | | Vacant |
C | Di | Current | 950
Total | 3 Units | | 1,850
Grand Total | 6 Units | | 3,950`),
      ),
    );
    expect(result.portfolio?.map((p) => [p.name, p.units.length, p.reported?.unitCount?.value])).toEqual([
      ["Oak Gardens (oak)", 2, 3],
      ["12 Elm St, Springfield IL 62704", 3, 3],
    ]);
    // The kept property's subtotal counts a unit its rows lack: the check says so.
    expect(result.units.map((u) => u.unitNumber)).toEqual(["1", "2"]);
    expect(result.reported.rentRollMonthlyCents?.value).toBe(210_000);
    expect(result.warnings.join("\n")).toContain("states 3 units but 2 unit rows were read");
  });
});

describe("property lines", () => {
  it.each([
    ["OWNER LLC - 500 N MAIN Los Angeles, CA 90004", "OWNER LLC", "500 N Main", "Los Angeles", "CA", "90004"],
    ["1180 Elm Ave - 1180 Elm Ave Beaumont, CA 92223", "1180 Elm Ave", "1180 Elm Ave", "Beaumont", "CA", "92223"],
    ["729 North Grove Banning, CA 92220", null, "729 North Grove", "Banning", "CA", "92220"],
    [
      "Crestview - 12821 4th Street Leasing Office Yucaipa, CA 92399",
      "Crestview",
      "12821 4th Street",
      "Yucaipa",
      "CA",
      "92399",
    ],
    ["Elm Court LP - 77 Broadway, Albany, New York 12202", "Elm Court LP", "77 Broadway", "Albany", "NY", "12202"],
  ])("%s", (line, name, street, city, state, zip) => {
    expect(parsePropertyLine(line)).toEqual({ name, street, place: { city, state, zip } });
  });

  it("a report headed by an owner-entity property line is at that address", () => {
    const facts = extractDocument(
      csv(
        text(`OWNER LLC - 500 N MAIN Los Angeles, CA 90004
Rent Roll
Unit | Tenant | Rent
1 | Ann | 1,200
2 | Bo | 1,300
Total | | 2,500`),
      ),
    ).facts;
    expect([facts.address?.value, facts.city?.value, facts.state?.value, facts.zip?.value]).toEqual([
      "500 N Main",
      "Los Angeles",
      "CA",
      "90004",
    ]);
  });

  it("a line without a street number is no property line", () => {
    expect(parsePropertyLine("ABCDE Realty Management LLC - The Heights North")).toBeNull();
  });
});
