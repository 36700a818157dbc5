import { dealOfProperty, roundTo } from "@plexwise/core/analysis";
import type { PropertyResponse, PropertySummary } from "@plexwise/core";
import { propertyFactsArb } from "@plexwise/core/testing";
import { propertyFromResponse, toSpecPayload } from "@plexwise/core/wire";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

type Row = { key: string; values: (number | null)[] };

/**
 * One number everywhere, through the real API: random properties are saved as a SPEC client would (create, then
 * the Financials' terms, in the SPEC's names and dollars), read back exactly, and the list's cap rate, the property
 * read back (its monthly payment too), the pro-forma and /compare all show the deal model's figures for the stored
 * property, vacant units with an asking rent included.
 */
describe("every surface shows the deal model's figures", () => {
  const t = useTestApp();

  it("for random properties", async () => {
    const { cookie } = await registerUser(t.api);
    await fc.assert(
      fc.asyncProperty(propertyFactsArb, propertyFactsArb, async (...pair) => {
        const ids: string[] = [];
        for (const facts of pair) {
          const { price, unitCount, squareFeet, yearBuilt, units, otherIncome, expenses, ...terms } = facts;
          const created = await t.api.post(
            "/api/properties",
            toSpecPayload({
              address: "1 Test St",
              price,
              unitCount: Math.max(unitCount, units.length),
              squareFeet,
              yearBuilt,
              units,
              otherIncome,
              expenses,
            }),
            { cookie },
          );
          expect(created.statusCode, created.body).toBe(201);
          const id = created.json().id as string;
          const patched = await t.api.patch(`/api/properties/${id}`, toSpecPayload(terms), { cookie });
          expect(patched.statusCode, patched.body).toBe(200);
          ids.push(id);
        }
        const answers = await Promise.all(
          ids.map(async (id) => (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse),
        );
        const stored = answers.map(propertyFromResponse);
        stored.forEach((property, i) => {
          const { units, otherIncome, expenses } = pair[i] ?? {};
          // Dollars on the wire lose no cent: the rows read back are the rows sent.
          expect(property.units).toEqual(units);
          expect(property.otherIncome).toEqual(otherIncome);
          expect(property.expenses).toEqual(expenses);
          const payment = dealOfProperty(property).loan?.monthlyPayment;
          expect(answers[i]?.monthlyMortgagePayment).toBe(payment === undefined ? null : roundTo(payment, 2));
        });
        const list = (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];
        const compared = await t.api.post("/api/compare", { propertyIds: ids }, { cookie });
        expect(compared.statusCode, compared.body).toBe(200);
        const compare = compared.json() as { rows: Row[] };
        const row = (key: string) => compare.rows.find((r) => r.key === key)?.values;

        stored.forEach((property, i) => {
          const model = dealOfProperty(property);
          expect(property.capRatePct).toBe(model.metrics.capRatePct);
          expect(list.find((p) => p.id === property.id)?.capRatePct).toBe(model.metrics.capRatePct);
          expect(row("noi_annual")?.[i]).toBe(roundTo(12 * model.monthly.noi));
          expect(row("cap_rate_percent")?.[i]).toBe(
            model.metrics.capRatePct === null ? null : roundTo(model.metrics.capRatePct, 2),
          );
        });
        const proforma = (await t.api.post(`/api/properties/${ids[0]}/analyze-performa`, {}, { cookie })).json();
        const first = stored[0];
        if (first) expect(proforma.analysis.metrics.noi_annual).toBe(roundTo(12 * dealOfProperty(first).monthly.noi));
        await Promise.all(ids.map((id) => t.api.delete(`/api/properties/${id}`, { cookie })));
      }),
      { numRuns: 15 },
    );
  });
});
