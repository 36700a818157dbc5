import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPropertySchema } from "../contracts/property";
import type { Unit } from "../contracts/property-parts";
import { savedProperty } from "../testing/api-fixtures";
import { propertyFactsArb } from "../testing/deal-arbitraries";
import { propertyFromResponse, toPropertyResponse, toSpecPayload } from "./property-wire";

const leased: Unit = {
  unitNumber: "1",
  beds: 2,
  baths: 1,
  sqft: 900,
  monthlyRentCents: 150_000,
  marketRentCents: 160_000,
  vacant: false,
  leaseStart: "2026-03-01",
  leaseEnd: "2027-02-28",
  concessionMonthlyCents: 7_550,
};
const plain: Unit = { ...leased, unitNumber: "2" };
delete plain.leaseStart;
delete plain.leaseEnd;
delete plain.concessionMonthlyCents;

describe("a unit's lease dates and concession on the wire", () => {
  it("are answered as lease_start, lease_end and concession_monthly (dollars), and only on units that have them", () => {
    const [facts] = fc.sample(propertyFactsArb, { seed: 1, numRuns: 1 });
    if (!facts) throw new Error("no sample");
    const property = savedProperty({ ...facts, units: [leased, plain] });
    const response = toPropertyResponse(property, null);
    expect(response.units[0]).toMatchObject({
      lease_start: "2026-03-01",
      lease_end: "2027-02-28",
      concession_monthly: 75.5,
    });
    expect(Object.keys(response.units[1] ?? {})).not.toContain("lease_end");
    expect(propertyFromResponse(JSON.parse(JSON.stringify(response))).units).toEqual([leased, plain]);
  });

  it("survive a SPEC payload back into the stored unit", () => {
    const sent = JSON.parse(JSON.stringify(toSpecPayload({ address: "1 A St", units: [leased, plain] })));
    const parsed = createPropertySchema.parse(sent);
    expect(parsed.units).toEqual([leased, plain]);
  });

  it.each([
    [{ leaseEnd: "2027/02/28" }, "Lease end must be a date as yyyy-mm-dd."],
    [{ leaseStart: "2027-02-29" }, "Lease start must be a date as yyyy-mm-dd."],
    [{ leaseStart: "2027-03-01", leaseEnd: "2027-02-28" }, "Lease end cannot be before lease start."],
    [{ concessionMonthlyCents: 12.5 }, "Concession must be whole cents."],
  ])("refuses %j: %s", (fields, message) => {
    const result = createPropertySchema.safeParse({ address: "1 A St", units: [{ ...plain, ...fields }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
