import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPropertySchema } from "../contracts/property";
import type { Unit } from "../contracts/property-parts";
import { savedProperty } from "../testing/api-fixtures";
import { propertyFactsArb } from "../testing/deal-arbitraries";
import { propertyFromResponse, toPropertyResponse, toSpecPayload } from "./property-wire";

/** A mixed-use building's shop keeps its flag from the review to storage and back; homes carry none. */
const shop: Unit = {
  unitNumber: "Suite 100",
  beds: null,
  baths: null,
  sqft: 1_100,
  monthlyRentCents: 330_000,
  marketRentCents: 357_500,
  vacant: false,
  commercial: true,
};
const home: Unit = { ...shop, unitNumber: "201", beds: 1, baths: 1, sqft: 650, monthlyRentCents: 150_000 };
delete home.commercial;

describe("a commercial unit on the wire", () => {
  it("is answered as commercial: true, only on such units, and read back the same", () => {
    const [facts] = fc.sample(propertyFactsArb, { seed: 1, numRuns: 1 });
    if (!facts) throw new Error("no sample");
    const response = toPropertyResponse(savedProperty({ ...facts, units: [shop, home] }), null);
    expect(response.units[0]).toMatchObject({ commercial: true });
    expect(Object.keys(response.units[1] ?? {})).not.toContain("commercial");
    expect(propertyFromResponse(JSON.parse(JSON.stringify(response))).units).toEqual([shop, home]);
  });

  it("survives a SPEC payload into the stored unit, and a client that never sends it is still accepted", () => {
    const sent = JSON.parse(JSON.stringify(toSpecPayload({ address: "1 A St", units: [shop, home] })));
    expect(createPropertySchema.parse(sent).units).toEqual([shop, home]);
    expect(createPropertySchema.parse({ address: "1 A St", units: [home] }).units).toEqual([home]);
  });
});
