import type { PropertyResponse } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** The totals an offering memorandum prints, as the review sends them with Create Property. */
const documentTotals = [
  { total: "units", value: 4, file: "om.pdf", page: 2, confirmed: false },
  { total: "price", value: 600_000, file: "om.pdf", page: 1, confirmed: false },
  { total: "rent_roll_monthly", value: 6_000, file: "rent-roll.xlsx", page: 1, confirmed: false },
  { total: "total_expenses_annual", value: 22_800.5, file: "om.pdf", page: 7, confirmed: false },
  { total: "noi_annual", value: -1_250, file: "om.pdf", page: 7, confirmed: false },
  { total: "cap_rate_pct", value: 4.16, file: "om.pdf", page: 7, confirmed: false },
];

describe("a property's printed document totals", () => {
  const t = useTestApp();

  it("are kept on create and answered by GET as sent; PATCH stores a confirmation", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", { ...fourplex(), documentTotals }, { cookie });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const read = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse;
    expect(read.documentTotals).toEqual(documentTotals);

    const confirmed = documentTotals.map((d) => ({ ...d, confirmed: d.total === "noi_annual" }));
    const patched = await t.api.patch(`/api/properties/${id}`, { documentTotals: confirmed }, { cookie });
    expect(patched.statusCode, patched.body).toBe(200);
    const again = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse;
    expect(again.documentTotals?.find((d) => d.total === "noi_annual")?.confirmed).toBe(true);
    expect(again.documentTotals?.find((d) => d.total === "units")?.confirmed).toBe(false);
  });

  it("take file, page and confirmed as optional, and are null for a property created without them", async () => {
    const { cookie } = await registerUser(t.api);
    const plain = await t.api.post("/api/properties", fourplex(), { cookie });
    expect(plain.statusCode).toBe(201);
    expect((plain.json() as PropertyResponse).documentTotals).toBeNull();
    const bare = await t.api.post(
      "/api/properties",
      { ...fourplex(), documentTotals: [{ total: "noi_annual", value: 268_344 }] },
      { cookie },
    );
    expect(bare.statusCode, bare.body).toBe(201);
    expect((bare.json() as PropertyResponse).documentTotals).toEqual([
      { total: "noi_annual", value: 268_344, file: null, page: null, confirmed: false },
    ]);
  });

  it.each([
    [{ total: "noi", value: 1 }, "documentTotals.0.total"],
    [{ total: "noi_annual", value: "lots" }, "documentTotals.0.value"],
    [{ total: "units", value: 4.5 }, "documentTotals.0.value"],
    [{ total: "cap_rate_pct", value: 416 }, "documentTotals.0.value"],
    [{ total: "total_expenses_annual", value: -5 }, "documentTotals.0.value"],
    [{ total: "price", value: 1.005 }, "documentTotals.0.value"],
    [{ total: "price", value: 1, page: 0 }, "documentTotals.0.page"],
    [{ total: "price", value: 1, confirmed: "yes" }, "documentTotals.0.confirmed"],
    [{ total: "price", value: 1, extra: 1 }, "documentTotals.0"],
  ])("refuses %j with a 400 naming %s", async (bad, field) => {
    const { cookie } = await registerUser(t.api);
    const response = await t.api.post("/api/properties", { ...fourplex(), documentTotals: [bad] }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it("refuses the same total twice", async () => {
    const { cookie } = await registerUser(t.api);
    const twice = [
      { total: "price", value: 1 },
      { total: "price", value: 2 },
    ];
    const response = await t.api.post("/api/properties", { ...fourplex(), documentTotals: twice }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("documentTotals");
  });
});
