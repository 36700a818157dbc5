import { describe, expect, it } from "vitest";
import { createPropertySchema } from "../contracts/property";
import type { Unit } from "../contracts/property-parts";
import { savedProperty } from "../testing/api-fixtures";
import { fourplex } from "../testing/buildings";
import { fromSpecPropertyPayload } from "./spec-input";
import { propertyFromResponse, toPropertyResponse, toSpecPayload } from "./property-wire";

const read: Unit = {
  unitNumber: "101",
  beds: 2,
  baths: 1,
  sqft: 900,
  monthlyRentCents: 150_000,
  marketRentCents: null,
  vacant: false,
  source: "document",
  sourceFile: "rent-roll.pdf",
  sourcePage: 3,
};
const typed: Unit = { ...read, unitNumber: "102" };
delete typed.source;
delete typed.sourceFile;
delete typed.sourcePage;

describe("a unit's source file and page (issue 30) on the wire", () => {
  it("are answered as source_file and source_page, only on units that have them, and read back", () => {
    const response = toPropertyResponse(savedProperty({ ...fourplex(), units: [read, typed] }), null);
    expect(response.units[0]).toMatchObject({ source_file: "rent-roll.pdf", source_page: 3 });
    expect(Object.keys(response.units[1] ?? {})).not.toContain("source_file");
    expect(propertyFromResponse(JSON.parse(JSON.stringify(response))).units).toEqual([read, typed]);
  });

  it("survive Create's SPEC payload, and an extraction's own unit rows, into the stored unit", () => {
    const sent = JSON.parse(JSON.stringify(toSpecPayload({ address: "1 A St", units: [read, typed] })));
    expect(createPropertySchema.parse(fromSpecPropertyPayload(sent)).units).toEqual([read, typed]);
    const extracted = { unit_number: "7", rent: 1200, source_file: "om.pdf", source_page: 5, source_line: "7  1,200" };
    const parsed = createPropertySchema.parse(fromSpecPropertyPayload({ address: "1 A St", units: [extracted] }));
    expect(parsed.units?.[0]).toMatchObject({ unitNumber: "7", sourceFile: "om.pdf", sourcePage: 5 });
  });

  it("refuses a page that is not a whole number of at least 1, naming the field sent", () => {
    const result = createPropertySchema.safeParse({ address: "1 A St", units: [{ ...read, sourcePage: 0 }] });
    expect(result.error?.issues.map((i) => i.message)).toContain("Source page must be 1 or more.");
  });
});
