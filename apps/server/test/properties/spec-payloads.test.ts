import { randomUUID } from "node:crypto";
import type { Property } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * A client written to SPEC section 7 works unchanged: its create and PATCH payloads (field names, dollars,
 * `{ items, totals }` objects, `interestRate`, `monthlyMortgagePayment`) are accepted and converted once, at the
 * boundary, into what is stored; the server computes what the client only displays.
 */
describe("the SPEC's payloads", () => {
  const t = useTestApp();

  it("POST /api/properties with the SPEC's units, expenses and other income in dollars", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post(
      "/api/properties",
      {
        nickname: "Elm Duplex",
        address: "12 Elm St",
        city: "Dayton",
        state: "OH",
        zip: "45402",
        listingLink: "",
        realtorName: "Dana Broker",
        realtorPhone: "(937) 555-0100",
        realtorEmail: "dana@example.com",
        price: 250000,
        parcelNumber: "R72-001",
        yearBuilt: 1950,
        squareFeet: 1800,
        unitCount: 2,
        units: [
          { unit_number: "Unit 1", rent: 1100, sqft: 900, bedCount: 2, baths: 1 },
          { unit_number: "Unit 2", rent: 1050.5, sqft: 900, beds: 2, baths: 1 },
        ],
        expenses: {
          items: [
            {
              label: "Taxes",
              amount_monthly: 300,
              amount_annual: 3600,
              category: "Taxes",
              source: "document",
              source_page: 3,
            },
            {
              label: "Insurance",
              amount_annual: "$1,500",
              category: "Insurance",
              source: "derived",
              source_page: null,
            },
          ],
          totals: { monthly: 425, annual: 5100 },
        },
        otherIncome: {
          items: [{ label: "Laundry", amount_monthly: 40, amount_annual: 480, source: "document", source_page: 2 }],
          totals: { monthly: 40, annual: 480 },
        },
        fullExtract: "--- Page 1 ---",
        aiSummary: "A summary the client had",
        aiRatings: { overall: 7 },
        myRatings: { overall: 0, condition: 0, value: 0 },
        attachments: [],
        traceId: "trace-1",
        cashPurchase: true,
      },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const property = created.json() as Property;
    expect(property.units.map((u) => [u.unitNumber, u.monthlyRentCents, u.beds])).toEqual([
      ["Unit 1", 110_000, 2],
      ["Unit 2", 105_050, 2],
    ]);
    expect(property.expenses.map((e) => [e.label, e.amountMonthlyCents, e.category, e.source, e.sourcePage])).toEqual([
      ["Taxes", 30_000, "Taxes", "document", 3],
      ["Insurance", 12_500, "Insurance", "derived", null],
    ]);
    expect(property.otherIncome.map((i) => [i.label, i.amountMonthlyCents])).toEqual([["Laundry", 4_000]]);
    // The analyses' rating is the server's own, never a client's.
    expect(property.aiRatings).toBeNull();
  });

  it("PATCH with the SPEC's Financials fields: interestRate and amortYears stored, monthlyMortgagePayment computed", async () => {
    const { cookie } = await registerUser(t.api);
    const { id } = (await t.api.post("/api/properties", { address: "12 Elm St", price: 250000 }, { cookie })).json();
    for (const change of [
      { cashPurchase: false },
      { downPaymentPct: 25, downPaymentAmt: null },
      { interestRate: 6.5 },
      { amortYears: 30 },
      { monthlyMortgagePayment: 99999 },
    ]) {
      const patched = await t.api.patch(`/api/properties/${id}`, change, { cookie });
      expect(patched.statusCode, `${JSON.stringify(change)}: ${patched.body}`).toBe(200);
    }
    const property = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as Property;
    expect(property).toMatchObject({ cashPurchase: false, downPaymentPct: 25, interestRatePct: 6.5, amortYears: 30 });
    expect(property).not.toHaveProperty("monthlyMortgagePayment");
  });

  it("still refuses what is wrong, naming it: a rent that is not money, an unknown field", async () => {
    const { cookie } = await registerUser(t.api);
    const badRent = await t.api.post(
      "/api/properties",
      { address: "1 A St", units: [{ unit_number: "1", rent: "lots" }] },
      { cookie },
    );
    expect(badRent.statusCode).toBe(400);
    expect(badRent.json().message).toContain("units.0.monthlyRentCents");
    const unknown = await t.api.patch(`/api/properties/${randomUUID()}`, { ownerId: "y" }, { cookie });
    expect(unknown.statusCode).toBe(400);
  });
});
