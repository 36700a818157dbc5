import type { PropertyResponse } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * A unit's lease (first and last day) and monthly concession are optional: a client that never sends them keeps
 * working, one that does reads them back as sent, and a wrong one is refused with the field named as written.
 */
describe("a unit's lease dates and concession", () => {
  const t = useTestApp();

  it("are stored and answered as sent (SPEC names, dollars), and left off units without them", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post(
      "/api/properties",
      {
        address: "3 Lease Lane",
        unitCount: 2,
        units: [
          {
            unit_number: "1",
            rent: 1500,
            lease_start: "2026-03-01",
            lease_end: "2027-02-28",
            concession_monthly: 75.5,
          },
          { unit_number: "2", rent: 1400 },
        ],
      },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const property = created.json() as PropertyResponse;
    expect(property.units[0]).toMatchObject({
      lease_start: "2026-03-01",
      lease_end: "2027-02-28",
      concession_monthly: 75.5,
    });
    expect(property.units[1]).not.toHaveProperty("lease_end");
    expect(property.units[1]).not.toHaveProperty("concession_monthly");

    // A PATCH in the stored shape changes the lease end; reading the property back gives it.
    const patched = await t.api.patch(
      `/api/properties/${property.id}`,
      { units: [{ unitNumber: "1", monthlyRentCents: 150_000, leaseEnd: "2027-08-31", concessionMonthlyCents: 0 }] },
      { cookie },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const read = (await t.api.get(`/api/properties/${property.id}`, { cookie })).json() as PropertyResponse;
    expect(read.units).toEqual([
      expect.objectContaining({ unit_number: "1", lease_end: "2027-08-31", concession_monthly: 0 }),
    ]);
    expect(read.units[0]).not.toHaveProperty("lease_start");
  });

  it.each([
    [{ lease_end: "02/28/2027" }, "units.0.lease_end", "Lease end must be a date as yyyy-mm-dd."],
    [{ lease_start: "2027-02-30" }, "units.0.lease_start", "Lease start must be a date as yyyy-mm-dd."],
    [
      { lease_start: "2027-03-01", lease_end: "2027-02-01" },
      "units.0.lease_end",
      "Lease end cannot be before lease start.",
    ],
    [{ concession_monthly: -10 }, "units.0.concession_monthly", "Concession cannot be negative."],
  ])("refuses %j with a 400 naming %s", async (fields, path, message) => {
    const { cookie } = await registerUser(t.api);
    const response = await t.api.post(
      "/api/properties",
      { address: "4 Lease Lane", units: [{ unit_number: "1", rent: 1000, ...fields }] },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    const { message: answered } = response.json() as { message: string };
    expect(answered).toContain(path);
    expect(answered).toContain(message);
  });
});
