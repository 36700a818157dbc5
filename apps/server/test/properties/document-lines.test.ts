import type { PropertyResponse } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** The documents' T-12 and broker columns as a client posts them (the SPEC's dollars and names). */
const documentLines = [
  {
    label: "Real Estate Taxes",
    kind: "expense",
    category: "Taxes",
    t12_monthly: 560.12,
    t12_source_file: "t12.csv",
    t12_source_page: null,
    broker_monthly: 520,
    broker_source_file: "om.pdf",
    broker_source_page: 7,
  },
  {
    label: "Gross Potential Rent",
    kind: "rent",
    category: null,
    t12_monthly: 5_800,
    t12_source_file: "t12.csv",
    t12_source_page: null,
    broker_monthly: null,
    broker_source_file: null,
    broker_source_page: null,
  },
];

describe("a property's document lines (Broker vs yours)", () => {
  const t = useTestApp();

  it("are kept on create and answered by GET, with each line's reason; PATCH replaces them", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post(
      "/api/properties",
      {
        ...fourplex(),
        documentLines,
        expenses: [
          { label: "Property taxes", category: "Taxes", amountMonthlyCents: 95_000, reason: "Reassessed at the price" },
        ],
      },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const read = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse;
    expect(read.documentLines).toEqual(documentLines);
    expect(read.expenses.items[0]).toMatchObject({ amount_monthly: 950, reason: "Reassessed at the price" });

    const patched = await t.api.patch(`/api/properties/${id}`, { documentLines: null }, { cookie });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((patched.json() as PropertyResponse).documentLines).toBeNull();
  });

  it("are null for a property created without them (older clients keep working)", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie });
    expect(created.statusCode).toBe(201);
    expect((created.json() as PropertyResponse).documentLines).toBeNull();
  });

  it("refuses a line that is wrong with a 400 naming the field as sent", async () => {
    const { cookie } = await registerUser(t.api);
    const bad = await t.api.post(
      "/api/properties",
      { address: "1 A St", documentLines: [{ ...documentLines[0], broker_monthly: "lots" }] },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("documentLines.0.broker_monthly");
    const badKind = await t.api.post(
      "/api/properties",
      { address: "1 A St", documentLines: [{ ...documentLines[0], kind: "capex" }] },
      { cookie },
    );
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain("documentLines.0.kind");
  });

  it("are another user's business: their GET answers 404", async () => {
    const alice = await registerUser(t.api);
    const bob = await registerUser(t.api);
    const created = await t.api.post("/api/properties", { ...fourplex(), documentLines }, { cookie: alice.cookie });
    const id = created.json().id as string;
    const response = await t.api.get(`/api/properties/${id}`, { cookie: bob.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Real Estate Taxes");
  });
});
