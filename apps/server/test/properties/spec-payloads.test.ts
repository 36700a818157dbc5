import { randomUUID } from "node:crypto";
import type { PropertyResponse } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * A client written to SPEC section 7 works unchanged: its create and PATCH payloads (field names, dollars,
 * `{ items, totals }` objects, `interestRate`, `monthlyMortgagePayment`) are accepted and converted once, at the
 * boundary, into what is stored; the answers speak the same names and dollars; the server computes what the client
 * only displays (ADR 0013).
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
    const property = created.json() as PropertyResponse;
    expect(property.units).toEqual([
      { unit_number: "Unit 1", rent: 1100, market_rent: null, bedCount: 2, baths: 1, sqft: 900, vacant: false },
      { unit_number: "Unit 2", rent: 1050.5, market_rent: null, bedCount: 2, baths: 1, sqft: 900, vacant: false },
    ]);
    expect(property.rentTotals).toEqual({ monthly: 2150.5, annual: 25806 });
    expect(property.expenses).toEqual({
      items: [
        {
          label: "Taxes",
          amount_monthly: 300,
          amount_annual: 3600,
          category: "Taxes",
          source: "document",
          source_page: 3,
          source_file: null,
        },
        {
          label: "Insurance",
          amount_monthly: 125,
          amount_annual: 1500,
          category: "Insurance",
          source: "derived",
          source_page: null,
          source_file: null,
        },
      ],
      totals: { monthly: 425, annual: 5100 },
    });
    expect(property.otherIncome).toEqual({
      items: [
        {
          label: "Laundry",
          amount_monthly: 40,
          amount_annual: 480,
          source: "document",
          source_page: 2,
          source_file: null,
        },
      ],
      totals: { monthly: 40, annual: 480 },
    });
    // Read back, the property is the payload a SPEC client sends: posting it again makes the same property.
    const { id: _id, createdAt: _c, updatedAt: _u, ...again } = property;
    const copy = await t.api.post("/api/properties", specWritable(again), { cookie });
    expect(copy.statusCode, copy.body).toBe(201);
    const { id: _id2, createdAt: _c2, updatedAt: _u2, ...copied } = copy.json() as PropertyResponse;
    expect(copied).toEqual(again);
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
    const property = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse;
    expect(property).toMatchObject({ cashPurchase: false, downPaymentPct: 25, interestRate: 6.5, amortYears: 30 });
    // $187,500 at 6.5% over 30 years (Excel: =PMT(6.5%/12, 360, -187500) = 1185.13), never the client's 99,999.
    expect(property.monthlyMortgagePayment).toBe(1185.13);
  });

  it("the review can send what the extraction answered: its rows are the create payload's rows", async () => {
    const { cookie } = await registerUser(t.api);
    const csv = (text: string) => `data:text/csv;base64,${Buffer.from(text).toString("base64")}`;
    const extracted = await t.api.post(
      "/api/properties/extract-from-document",
      {
        attachments: [
          {
            fileName: "rent-roll.csv",
            mimeType: "text/csv",
            dataUrl: csv('Unit,Beds,Baths,SqFt,Rent\n101,2,1,850,"$1,250.50"\n102,1,1,600,995\n'),
          },
          {
            fileName: "t12.csv",
            mimeType: "text/csv",
            dataUrl: csv(
              'Operating Expenses,Annual\nReal Estate Taxes,"$9,000"\nInsurance,"$3,600"\nTotal Expenses,"$12,600"\n',
            ),
          },
        ],
      },
      { cookie },
    );
    expect(extracted.statusCode, extracted.body).toBe(200);
    const read = extracted.json();
    expect(read.units.length).toBe(2);
    expect(read.expenses.items.length).toBe(2);
    const created = await t.api.post(
      "/api/properties",
      { address: "5 Read St", units: read.units, expenses: read.expenses, otherIncome: read.other_income },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const property = created.json() as PropertyResponse;
    expect(property.units.map((u) => [u.unit_number, u.rent, u.bedCount, u.sqft])).toEqual(
      read.units.map((u: { unit_number: string; rent: number; beds: number; sqft: number }) => [
        u.unit_number,
        u.rent,
        u.beds,
        u.sqft,
      ]),
    );
    expect(property.units.map((u) => u.rent)).toEqual([1250.5, 995]);
    expect(property.expenses.items.map((e) => [e.label, e.amount_annual, e.source_file])).toEqual(
      read.expenses.items.map((e: { label: string; amount_annual: number; source_file: string }) => [
        e.label,
        e.amount_annual,
        e.source_file,
      ]),
    );
    expect(property.expenses.totals).toEqual(read.expenses.totals);
  });

  it("still refuses what is wrong, naming it: a rent that is not money, an unknown field", async () => {
    const { cookie } = await registerUser(t.api);
    const badRent = await t.api.post(
      "/api/properties",
      { address: "1 A St", units: [{ unit_number: "1", rent: "lots" }] },
      { cookie },
    );
    expect(badRent.statusCode).toBe(400);
    // Named as the client wrote it.
    expect(badRent.json().message).toContain("units.0.rent");
    const badExpense = await t.api.post(
      "/api/properties",
      { address: "1 A St", expenses: { items: [{ label: "Taxes", amount_annual: "n/a" }] } },
      { cookie },
    );
    expect(badExpense.json().message).toContain("expenses.items.0.amount_annual");
    const unknown = await t.api.patch(`/api/properties/${randomUUID()}`, { ownerId: "y" }, { cookie });
    expect(unknown.statusCode).toBe(400);
  });
});

/** What a client may send back of a property it read: everything but what the server alone sets. */
function specWritable(property: Omit<PropertyResponse, "id" | "createdAt" | "updatedAt">) {
  const {
    favorite: _favorite,
    heroUrl: _heroUrl,
    capRatePct: _capRatePct,
    rating: _rating,
    warnings: _warnings,
    ...writable
  } = property;
  return writable;
}
