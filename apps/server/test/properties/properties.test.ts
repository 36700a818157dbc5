import { describe, expect, it } from "vitest";
import { properties } from "../../src/db/schema";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

describe("property records", () => {
  const t = useTestApp();

  async function signedIn() {
    const { cookie } = await registerUser(t.api);
    const as = { cookie };
    const create = async (body: unknown = fourplex()) => {
      const response = await t.api.post("/api/properties", body, as);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    return { as, create };
  }

  it("creates a 4-unit property with its rent roll and returns it with totals, cap rate and no warnings", async () => {
    const { create } = await signedIn();
    const property = await create();
    expect(property.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(property).toMatchObject({
      address: "120 Elm Street",
      price: 800_000,
      unitCount: 4,
      cashPurchase: true,
      favorite: false,
    });
    expect(property.units).toHaveLength(4);
    // The SPEC's names and dollars on the wire (ADR 0013).
    expect(property.rentTotals).toEqual({ monthly: 6_000, annual: 72_000 });
    expect(property.otherIncome.totals).toEqual({ monthly: 100, annual: 1_200 });
    expect(property.expenses.totals).toEqual({ monthly: 2_100, annual: 25_200 });
    // ($6,000 + $100 - $2,100) x 12 / $800,000 x 100 = 6%
    expect(property.capRatePct).toBeCloseTo(6, 10);
    expect(property.myRatings).toEqual({ overall: 0, condition: 0, value: 0 });
    expect(property.rating).toBeNull();
    expect(property.warnings).toEqual([]);
    expect(property).not.toHaveProperty("ownerId");
  });

  it("creates a property from an address alone, with defaults, and stores blank optional text as null", async () => {
    const { create } = await signedIn();
    const property = await create({ address: "  9 Oak Ave ", city: "", realtorEmail: "" });
    expect(property).toMatchObject({
      address: "9 Oak Ave",
      city: null,
      realtorEmail: null,
      price: 0,
      unitCount: 0,
      units: [],
      capRatePct: null,
    });
  });

  it.each([
    [{}, "address"],
    [{ address: "" }, "address: Please enter a property address."],
    [{ address: "1 A St", price: 10_000_000_001 }, "price: Price must be at most $10,000,000,000."],
    [{ address: "1 A St", price: -1 }, "price: Price cannot be negative."],
    [{ address: "1 A St", price: "abc" }, "price: Price must be a number of dollars."],
    [{ address: "1 A St", price: 1.5 }, "price: Price must be whole dollars."],
    [{ address: "1 A St", unitCount: 10_000 }, "unitCount: Units must be at most 2000."],
    [{ address: "1 A St", yearBuilt: 3000 }, "yearBuilt: Year Built must be"],
    [{ address: "1 A St", state: "Illinois" }, "state: State must be a 2-letter code."],
    [{ address: "1 A St", zip: "ABCDE" }, "zip: Zip must be 5 digits"],
    [{ address: "1 A St", listingLink: "javascript:alert(1)" }, "listingLink"],
    [{ address: "1 A St", realtorEmail: "not-mail" }, "realtorEmail: Realtor Email must be an email address."],
    [{ address: "1 A St", notes: "x".repeat(20_001) }, "notes: Notes must be at most 20,000 characters."],
    [{ address: "1 A St", units: [{ monthlyRentCents: -5 }] }, "units.0.monthlyRentCents: Rent cannot be negative."],
    [{ address: "1 A St", units: [{ beds: 2.25 }] }, "units.0.beds: Beds must be a whole or half number."],
    [
      { address: "1 A St", expenses: [{ label: "Taxes", category: "Bribes" }] },
      "expenses.0.category: Category must be one of",
    ],
    [{ address: "1 A St", expenses: [{ label: "", amountMonthlyCents: 5 }] }, "expenses.0.label: Label is required."],
    [
      { address: "1 A St", myRatings: { overall: 11, condition: 0, value: 0 } },
      "myRatings.overall: Overall must be between 0 and 10.",
    ],
    [{ address: "1 A St", ownerId: "someone-else" }, 'Unrecognized key: "ownerId"'],
    [{ address: "1 A St", id: "00000000-0000-0000-0000-000000000000" }, 'Unrecognized key: "id"'],
  ])("rejects %j with a 400 naming the field, creating nothing", async (body, message) => {
    const { as } = await signedIn();
    const response = await t.api.post("/api/properties", body, as);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await t.db.select().from(properties)).toHaveLength(0);
  });

  it("allows a rent roll with more rows than units, and flags it instead of cutting it", async () => {
    const { create } = await signedIn();
    const property = await create(fourplex({ unitCount: 3 }));
    expect(property.units).toHaveLength(4);
    expect(property.warnings).toEqual([expect.objectContaining({ code: "rent_roll_exceeds_unit_count" })]);
  });

  it("lists my properties as summaries (no full extract) and reads one in full", async () => {
    const { as, create } = await signedIn();
    const created = await create(fourplex({ fullExtract: "--- page 1 ---\nLots of text" }));
    const list = await t.api.get("/api/properties", as);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: created.id,
        nickname: "Elm Street Fourplex",
        price: 800_000,
        unitCount: 4,
        favorite: false,
        heroUrl: null,
      }),
    ]);
    expect(list.json()[0].capRatePct).toBeCloseTo(6, 10);
    expect(list.body).not.toContain("Lots of text");
    const one = await t.api.get(`/api/properties/${created.id}`, as);
    expect(one.json().fullExtract).toBe("--- page 1 ---\nLots of text");
  });

  it("edits any field the screens edit, keeps the rest, and bumps updatedAt", async () => {
    const { as, create } = await signedIn();
    const created = await create();
    t.clock.advance(60_000);
    const changes = {
      nickname: "Renamed",
      state: "wi",
      price: 750_000,
      yearBuilt: 1970,
      squareFeet: 3_700,
      unitCount: 5,
      notes: "Roof replaced 2019.",
      myRatings: { overall: 8, condition: 6.5, value: 7 },
      cashPurchase: false,
      interestRatePct: 6.5,
      amortYears: 30,
      downPaymentPct: 25,
      downPaymentAmt: null,
      expenses: [{ label: "Taxes", category: "Taxes", amountMonthlyCents: 100_000 }],
    };
    const response = await t.api.patch(`/api/properties/${created.id}`, changes, as);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    const { interestRatePct, expenses: _inCents, ...plainFields } = changes;
    expect(updated).toMatchObject({
      ...plainFields,
      state: "WI",
      interestRate: interestRatePct,
      expenses: {
        items: [expect.objectContaining({ amount_monthly: 1_000, amount_annual: 12_000, source: "manual" })],
        totals: { monthly: 1_000, annual: 12_000 },
      },
    });
    expect(updated.address).toBe(created.address);
    expect(updated.rating).toBeCloseTo(7.1667, 4);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());
    expect((await t.api.get(`/api/properties/${created.id}`, as)).json()).toEqual(updated);
  });

  it.each([
    [{}, "Send at least one field to change."],
    [{ ownerId: "x" }, 'Unrecognized key: "ownerId"'],
    [{ id: "x" }, 'Unrecognized key: "id"'],
    [{ createdAt: "2020-01-01T00:00:00Z" }, 'Unrecognized key: "createdAt"'],
    [{ price: 99_000_000_000 }, "price: Price must be at most"],
    [{ unitCount: 10_000 }, "unitCount: Units must be at most 2000."],
    [{ yearBuilt: 3000 }, "yearBuilt"],
    [{ address: "" }, "address: Please enter a property address."],
    [{ interestRatePct: 45 }, "interestRatePct: Interest rate must be at most 30%."],
    [{ myRatings: { overall: 7.3, condition: 1, value: 1 } }, "myRatings.overall: Overall moves in steps of 0.5."],
  ])("rejects the change %j with 400 and changes nothing", async (body, message) => {
    const { as, create } = await signedIn();
    const created = await create();
    const response = await t.api.patch(`/api/properties/${created.id}`, body, as);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await t.api.get(`/api/properties/${created.id}`, as)).json()).toEqual(created);
  });

  it("marks and unmarks a favourite", async () => {
    const { as, create } = await signedIn();
    const { id } = await create();
    expect((await t.api.post(`/api/properties/${id}/favorite`, { favorite: true }, as)).json()).toEqual({
      id,
      favorite: true,
    });
    expect((await t.api.get(`/api/properties/${id}`, as)).json().favorite).toBe(true);
    expect((await t.api.post(`/api/properties/${id}/favorite`, { favorite: "yes" }, as)).statusCode).toBe(400);
    expect((await t.api.post(`/api/properties/${id}/favorite`, { favorite: false }, as)).json().favorite).toBe(false);
  });

  it("deletes a property: 204, then 404", async () => {
    const { as, create } = await signedIn();
    const { id } = await create();
    expect((await t.api.delete(`/api/properties/${id}`, as)).statusCode).toBe(204);
    expect((await t.api.get(`/api/properties/${id}`, as)).statusCode).toBe(404);
    expect((await t.api.delete(`/api/properties/${id}`, as)).statusCode).toBe(404);
    expect((await t.api.get("/api/properties", as)).json()).toEqual([]);
  });

  it("suggests realtor names, phones and emails from my own earlier properties only", async () => {
    const me = await signedIn();
    await me.create();
    await me.create(fourplex({ realtorName: "Ari Agent", realtorPhone: "", realtorEmail: "ari@agents.example" }));
    await me.create(fourplex({ realtorName: "Dana Broker" }));
    const other = await signedIn();
    await other.create(fourplex({ realtorName: "Secret Realtor", realtorEmail: "secret@x.example" }));
    const response = await t.api.get("/api/realtors/suggestions", me.as);
    expect(response.json()).toEqual({
      names: ["Ari Agent", "Dana Broker"],
      phones: ["(217) 555-0100"],
      emails: ["ari@agents.example", "dana@brokerage.example.com"],
    });
  });
});
