import { dealOfProperty } from "@plexwise/core/analysis";
import type { PropertyResponse, PropertySummary, Underwriting } from "@plexwise/core";
import { propertyFromResponse } from "@plexwise/core/wire";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** Issue 17: the underwriting Financials saves (loans, closing costs, refinance, value-add, targets, axes). */
describe("underwriting", () => {
  const t = useTestApp();

  async function aProperty() {
    const { cookie } = await registerUser(t.api);
    const as = { cookie };
    const created = (await t.api.post("/api/properties", fourplex({ cashPurchase: false }), as)).json();
    const patch = (body: unknown) => t.api.patch(`/api/properties/${created.id}`, body, as);
    const reload = async () => (await t.api.get(`/api/properties/${created.id}`, as)).json() as PropertyResponse;
    return { created, patch, reload, cookie };
  }

  const underwriting: Underwriting = {
    loans: [
      {
        label: "First mortgage",
        amountPct: 65,
        ratePct: 6.5,
        amortYears: 30,
        interestOnlyMonths: 12,
        pointsPct: 1,
        lenderFees: 2_500,
      },
      { label: "Seller carry", amount: 80_000, ratePct: 5, amortYears: 0 },
    ],
    closingCostsPct: 2.5,
    refinance: { year: 4, ltvPct: 70, ratePct: 6, amortYears: 30, costsPct: 2 },
    valueAdd: {
      unitTypes: [{ label: "2BR", units: 4, budgetPerUnit: 15_000, rentPremiumMonthly: 250, downtimeMonths: 1 }],
      commonAreaBudget: 10_000,
      unitsPerYear: 2,
    },
    targets: { dscr: 1.25, irrPct: 12 },
    sensitivity: { rowAxis: "price", colAxis: "exitCap", metric: "irrPct" },
  };

  it("PATCH with loans, refinance and a value-add plan persists; GET returns it; every figure reads it", async () => {
    const { patch, reload, created, cookie } = await aProperty();
    const response = await patch({ underwriting });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await reload();
    expect(saved.underwriting).toEqual(underwriting);

    const model = dealOfProperty(propertyFromResponse(saved));
    // The loans replace the down payment fields: 65% + $80,000 borrowed on $800,000.
    expect(model.loan?.amount).toBe(600_000);
    expect(model.loans.map((l) => l.label)).toEqual(["First mortgage", "Seller carry", "Refinance"]);
    expect(model.projection[0]?.capex).toBe(40_000);
    // The API's payment and the list's cap rate are the model's.
    expect(saved.monthlyMortgagePayment).toBeCloseTo(model.loan!.monthlyPayment, 2);
    const list = (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];
    expect(list.find((p) => p.id === created.id)?.capRatePct).toBe(model.metrics.capRatePct);

    expect((await patch({ underwriting: null })).statusCode).toBe(200);
    expect((await reload()).underwriting).toBeNull();
  });

  it.each([
    [{ loans: Array.from({ length: 4 }, () => ({ amountPct: 10, ratePct: 5 })) }, "At most 3 loans."],
    [{ loans: [{ amountPct: 70, ratePct: -1 }] }, "Interest rate cannot be negative."],
    [
      {
        loans: [
          { amountPct: 70, ratePct: 5 },
          { amountPct: 40, ratePct: 5 },
        ],
      },
      "add up to more than 100%",
    ],
    [{ refinance: { year: 0, ltvPct: 70, ratePct: 5 } }, "Refinance year must be at least 1."],
    [{ closingCostsPct: 50 }, "Closing costs must be at most 20%."],
    [
      {
        valueAdd: {
          unitTypes: [{ units: 2, budgetPerUnit: 1, rentPremiumMonthly: 1, downtimeMonths: 13 }],
          commonAreaBudget: 0,
          unitsPerYear: 1,
        },
      },
      "Downtime must be at most 12 months.",
    ],
    [{ sensitivity: { rowAxis: "colour", colAxis: "price", metric: "irrPct" } }, "Row axis must be one of"],
  ])("rejects %j with 400 naming the field, and changes nothing", async (body, message) => {
    const { patch, reload, created } = await aProperty();
    const response = await patch({ underwriting: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await reload()).toEqual(created);
  });

  it("another user's property answers 404 and stays unchanged", async () => {
    const alice = await aProperty();
    const bob = await registerUser(t.api);
    const response = await t.api.patch(`/api/properties/${alice.created.id}`, { underwriting }, { cookie: bob.cookie });
    expect(response.statusCode).toBe(404);
    expect((await alice.reload()).underwriting).toBeNull();
  });
});
