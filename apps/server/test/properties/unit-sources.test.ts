import type { PropertyResponse } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * Issue 30: a unit keeps the file and page it was read from, so the plausibility guard holds each file's rows
 * against that file's printed totals. Optional: units stored before (and units a person types) have none and work.
 */
describe("a unit's source file and page", () => {
  const t = useTestApp();

  it("are stored and answered as the extraction sent them, kept through a PATCH, and left off units without", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post(
      "/api/properties",
      {
        address: "4 Source St",
        unitCount: 2,
        units: [
          { unit_number: "1", rent: 1500, source_file: "rent-roll.pdf", source_page: 2, source_line: "1  1,500.00" },
          { unit_number: "2", rent: 1400 },
        ],
      },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const property = created.json() as PropertyResponse;
    expect(property.units[0]).toMatchObject({ source_file: "rent-roll.pdf", source_page: 2 });
    expect(property.units[0]).not.toHaveProperty("source_line");
    expect(property.units[1]).not.toHaveProperty("source_file");

    const patched = await t.api.patch(
      `/api/properties/${property.id}`,
      { units: [...property.units, { unit_number: "Suite A", rent: 3000, source_file: "om.pdf", source_page: 7 }] },
      { cookie },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const read = (await t.api.get(`/api/properties/${property.id}`, { cookie })).json() as PropertyResponse;
    expect(read.units.map((u) => [u.unit_number, u.source_file ?? null, u.source_page ?? null])).toEqual([
      ["1", "rent-roll.pdf", 2],
      ["2", null, null],
      ["Suite A", "om.pdf", 7],
    ]);
  });

  it("refuses a page below 1, naming the field as sent", async () => {
    const { cookie } = await registerUser(t.api);
    const answer = await t.api.post(
      "/api/properties",
      { address: "5 Source St", units: [{ unit_number: "1", rent: 1500, source_file: "a.pdf", source_page: 0 }] },
      { cookie },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("units.0.source_page");
    expect(answer.body).toContain("Source page must be 1 or more.");
  });
});
