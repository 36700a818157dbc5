import { dealOfProperty } from "@plexwise/core/analysis";
import { DEFAULT_IRR_ASSUMPTIONS } from "@plexwise/core";
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

  const hold = (holdYears: number) => ({ ...DEFAULT_IRR_ASSUMPTIONS, holdYears });
  const plan = (units: number, label = "2BR") => ({
    unitTypes: [{ label, units, budgetPerUnit: 10_000, rentPremiumMonthly: 200, downtimeMonths: 1 }],
    commonAreaBudget: 0,
    unitsPerYear: 2,
  });

  // Issue 33: inputs the schema accepts but this property cannot honour; the engine used to cap them quietly.
  it.each([
    [{ valueAdd: plan(31) }, "underwriting.valueAdd.unitTypes", "renovates 31 units; the building has 4"],
    [
      { valueAdd: plan(3, "3 Bed / 2 Bath") },
      "underwriting.valueAdd.unitTypes.0.units",
      "3-bedroom units; the rent roll has 0",
    ],
    [{ refinance: { year: 9, ltvPct: 70, ratePct: 6 } }, "underwriting.refinance.year", "outside the 7-year hold"],
    [{ loans: [{ amount: 2_000_000, ratePct: 6 }] }, "underwriting.loans", "$2,000,000, more than the $800,000 price"],
  ])("refuses %j with a 400 naming the field, and changes nothing", async (body, path, message) => {
    const { patch, reload } = await aProperty();
    expect((await patch({ irrAssumptions: hold(7) })).statusCode).toBe(200);
    const before = await reload();
    const response = await patch({ underwriting: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues).toEqual([{ path, message: expect.stringContaining(message) }]);
    expect(response.json().message).toContain(message);
    expect(await reload()).toEqual(before);
  });

  it("refuses a hold shortened past the refinance, and a price cut under the loans; other edits still save", async () => {
    const { patch, reload } = await aProperty();
    const refinance = { year: 6, ltvPct: 70, ratePct: 6 };
    const loans = [{ amount: 500_000, ratePct: 6 }];
    expect((await patch({ underwriting: { refinance, loans } })).statusCode).toBe(200);
    const shorter = await patch({ irrAssumptions: hold(5) });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().message).toContain("underwriting.refinance.year");
    const cheaper = await patch({ price: 400_000 });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toContain("$500,000, more than the $400,000 price");
    expect((await patch({ notes: "Toured on Friday" })).statusCode).toBe(200);
    expect((await reload()).irrAssumptions).toBeNull();
  });

  it("refuses a down payment above the price at creation", async () => {
    const { cookie } = await registerUser(t.api);
    const body = fourplex({ cashPurchase: false, downPaymentAmt: 900_000, price: 800_000 });
    const response = await t.api.post("/api/properties", body, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe("downPaymentAmt");
    expect((await t.api.get("/api/properties", { cookie })).json()).toEqual([]);
  });

  it("another user's property answers 404 and stays unchanged", async () => {
    const alice = await aProperty();
    const bob = await registerUser(t.api);
    const response = await t.api.patch(`/api/properties/${alice.created.id}`, { underwriting }, { cookie: bob.cookie });
    expect(response.statusCode).toBe(404);
    expect((await alice.reload()).underwriting).toBeNull();
  });
});
