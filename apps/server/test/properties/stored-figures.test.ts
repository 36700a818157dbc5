import { dealFiguresOf, dealOfProperty, DEAL_FIGURES_VERSION, roundTo } from "@plexwise/core/analysis";
import type { PropertyFacts, PropertyResponse, PropertySummary, UpdatePropertyInput } from "@plexwise/core";
import { fourplex, propertyFactsArb } from "@plexwise/core/testing";
import { propertyFromResponse, toSpecPayload } from "@plexwise/core/wire";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { properties } from "../../src/db/schema";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * The list's cap rate and a property's loan payment are stored on the row when it is written (ADR 0016, the API
 * near its ceiling). They must always be the deal model's figures for the stored facts: after a create, after every
 * kind of change that moves a figure, and for rows an older version of the code wrote.
 */
describe("the deal figures stored on each property", () => {
  const t = useTestApp();

  const storedRow = async (id: string) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

  /** The row's stored figures, the property read back and (with `list`) its row in the list agree with the model. */
  async function expectModelFigures(id: string, cookie: string, { list = true } = {}) {
    const row = await storedRow(id);
    expect(row?.figuresVersion).toBe(DEAL_FIGURES_VERSION);
    if (!row) return;
    expect({ capRatePct: row.capRatePct, monthlyPaymentCents: row.monthlyPaymentCents }).toEqual(dealFiguresOf(row));
    const answer = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse;
    const model = dealOfProperty(propertyFromResponse(answer));
    expect(answer.capRatePct).toBe(model.metrics.capRatePct);
    expect(answer.monthlyMortgagePayment).toBe(model.loan ? roundTo(model.loan.monthlyPayment, 2) : null);
    if (!list) return;
    const summaries = (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];
    expect(summaries.find((p) => p.id === id)?.capRatePct).toBe(model.metrics.capRatePct);
  }

  /** Each kind of PATCH that moves the cap rate or the payment, with the value taken from other random facts. */
  const changesFrom = (f: PropertyFacts): UpdatePropertyInput[] => [
    { price: f.price },
    { units: f.units },
    { otherIncome: f.otherIncome },
    { expenses: f.expenses },
    { vacancyPct: f.vacancyPct },
    { cashPurchase: f.cashPurchase },
    f.downPaymentAmt === null ? { downPaymentPct: f.downPaymentPct } : { downPaymentAmt: f.downPaymentAmt },
    { interestRatePct: f.interestRatePct },
    { amortYears: f.amortYears },
    { irrAssumptions: f.irrAssumptions },
  ];

  it("are the deal model's after a create and after each kind of change, for random properties", async () => {
    const { cookie } = await registerUser(t.api);
    await fc.assert(
      fc.asyncProperty(propertyFactsArb, propertyFactsArb, async (facts, other) => {
        const created = await t.api.post("/api/properties", toSpecPayload({ address: "1 Test St", ...facts }), {
          cookie,
        });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().id as string;
        await expectModelFigures(id, cookie);
        // The stored row and the property after each change; the list (the same stored column) after the last.
        for (const change of changesFrom(other)) {
          const patched = await t.api.patch(`/api/properties/${id}`, toSpecPayload(change), { cookie });
          // A price under the down payment (or a down payment over the price) is refused, and changes nothing.
          const refused = patched.statusCode === 400 && patched.json().issues?.[0]?.path === "downPaymentAmt";
          if (!refused) expect(patched.statusCode, `${JSON.stringify(change)}: ${patched.body}`).toBe(200);
          await expectModelFigures(id, cookie, { list: false });
        }
        await expectModelFigures(id, cookie);
        await t.api.delete(`/api/properties/${id}`, { cookie });
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it("are recomputed and written back when read, for rows from before them or from an older deal model", async () => {
    const { cookie } = await registerUser(t.api);
    const create = async (facts: PropertyFacts) =>
      (await t.api.post("/api/properties", toSpecPayload({ address: "1 Test St", ...facts }), { cookie })).json()
        .id as string;
    const neverComputed = await create(fourplex());
    const olderModel = await create(fourplex({ price: 750_000, cashPurchase: true }));
    const readAlone = await create(fourplex({ vacancyPct: 10 }));
    // As the migration leaves existing rows (no figures, version 0), and as an older model stamped them.
    await t.db
      .update(properties)
      .set({ capRatePct: null, monthlyPaymentCents: null, figuresVersion: 0 })
      .where(eq(properties.id, neverComputed));
    for (const id of [olderModel, readAlone])
      await t.db
        .update(properties)
        .set({ capRatePct: 99, monthlyPaymentCents: 1, figuresVersion: DEAL_FIGURES_VERSION - 1 })
        .where(eq(properties.id, id));

    const list = (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];
    const capRateOf = (id: string) => list.find((p) => p.id === id)?.capRatePct;
    expect([capRateOf(neverComputed), capRateOf(olderModel), capRateOf(readAlone)]).toEqual([
      dealOfProperty(fourplex()).metrics.capRatePct,
      dealOfProperty(fourplex({ price: 750_000, cashPurchase: true })).metrics.capRatePct,
      dealOfProperty(fourplex({ vacancyPct: 10 })).metrics.capRatePct,
    ]);
    for (const id of [neverComputed, olderModel, readAlone]) await expectModelFigures(id, cookie);

    // Stale again, and read through the property alone this time.
    await t.db
      .update(properties)
      .set({ capRatePct: 99, monthlyPaymentCents: 1, figuresVersion: 0 })
      .where(eq(properties.id, readAlone));
    const answer = (await t.api.get(`/api/properties/${readAlone}`, { cookie })).json() as PropertyResponse;
    const model = dealOfProperty(fourplex({ vacancyPct: 10 }));
    expect(answer.capRatePct).toBe(model.metrics.capRatePct);
    expect(answer.monthlyMortgagePayment).toBe(roundTo(model.loan?.monthlyPayment ?? Number.NaN, 2));
    expect((await storedRow(readAlone))?.figuresVersion).toBe(DEAL_FIGURES_VERSION);
  });

  it("a row stamped by newer code (a rolling deploy) is answered with this code's model and left as it is", async () => {
    const { cookie } = await registerUser(t.api);
    const id = (
      await t.api.post("/api/properties", toSpecPayload({ address: "1 Test St", ...fourplex() }), { cookie })
    ).json().id as string;
    const newer = { capRatePct: 42, monthlyPaymentCents: 4_200, figuresVersion: DEAL_FIGURES_VERSION + 1 };
    await t.db.update(properties).set(newer).where(eq(properties.id, id));
    const model = dealOfProperty(fourplex());
    const list = (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];
    expect(list[0]?.capRatePct).toBe(model.metrics.capRatePct);
    const answer = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse;
    expect(answer.capRatePct).toBe(model.metrics.capRatePct);
    expect(await storedRow(id)).toMatchObject(newer);
  });
});
