import { propertyFromResponse } from "@plexwise/core/wire";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** What the Financials screen saves: financing terms, vacancy, IRR assumptions and the line items. */
describe("financial fields", () => {
  const t = useTestApp();

  async function aProperty() {
    const { cookie } = await registerUser(t.api);
    const as = { cookie };
    const created = (await t.api.post("/api/properties", fourplex(), as)).json();
    const patch = (body: unknown) => t.api.patch(`/api/properties/${created.id}`, body, as);
    const reload = async () => (await t.api.get(`/api/properties/${created.id}`, as)).json();
    return { created, patch, reload };
  }

  it("round-trips every field the Financials screen saves", async () => {
    const { patch, reload } = await aProperty();
    const changes = {
      cashPurchase: false,
      downPaymentPct: 25,
      interestRatePct: 6.5,
      amortYears: 30,
      vacancyPct: 5,
      irrAssumptions: { holdYears: 7, rentGrowthPct: 2.5, expenseGrowthPct: 3, exitCapRatePct: 7.25, saleCostsPct: 5 },
      price: 825_000,
      unitCount: 4,
      squareFeet: 3_900,
      otherIncome: [{ label: "Laundry", amountMonthlyCents: 12_500 }],
      expenses: [
        { label: "Insurance", category: "Insurance", amountMonthlyCents: 30_000 },
        { label: "Taxes", category: "Taxes", amountMonthlyCents: 90_000 },
      ],
    };
    for (const [field, value] of Object.entries(changes)) {
      const response = await patch({ [field]: value });
      expect(response.statusCode, response.body).toBe(200);
    }
    const saved = await reload();
    // On the wire in the SPEC's names and dollars; read back through core's conversion, exactly what was saved.
    expect(saved).toMatchObject({
      interestRate: 6.5,
      irrAssumptions: { holdPeriod: 7, annualRentGrowth: 2.5, annualExpenseGrowth: 3, exitCapRate: 7.25, saleCosts: 5 },
      otherIncome: { items: [{ label: "Laundry", amount_monthly: 125, amount_annual: 1_500 }] },
      expenses: { totals: { monthly: 1_200, annual: 14_400 } },
    });
    const model = propertyFromResponse(saved);
    expect(model).toMatchObject({ ...changes, downPaymentAmt: null });
    expect(model.expenses.map((e) => e.label)).toEqual(["Insurance", "Taxes"]);
    expect(model.totals).toEqual({
      rentMonthlyCents: 600_000,
      otherIncomeMonthlyCents: 12_500,
      expensesMonthlyCents: 120_000,
    });
  });

  it("keeps one down payment form: setting dollars clears the percent and the reverse", async () => {
    const { patch, reload } = await aProperty();
    await patch({ downPaymentPct: 20 });
    expect(await reload()).toMatchObject({ downPaymentPct: 20, downPaymentAmt: null });
    await patch({ downPaymentAmt: 150_000, downPaymentPct: null });
    expect(await reload()).toMatchObject({ downPaymentPct: null, downPaymentAmt: 150_000 });
    await patch({ downPaymentPct: 30 });
    expect(await reload()).toMatchObject({ downPaymentPct: 30, downPaymentAmt: null });
  });

  it("clears financing terms and assumptions with null", async () => {
    const { patch, reload } = await aProperty();
    await patch({
      interestRatePct: 7,
      amortYears: 25,
      vacancyPct: 3,
      irrAssumptions: { holdYears: 5, rentGrowthPct: 3, expenseGrowthPct: 2, exitCapRatePct: 6.5, saleCostsPct: 6 },
    });
    const response = await patch({ interestRatePct: null, amortYears: null, vacancyPct: null, irrAssumptions: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(await reload()).toMatchObject({
      interestRate: null,
      monthlyMortgagePayment: null,
      amortYears: null,
      vacancyPct: null,
      irrAssumptions: null,
    });
  });

  it.each([
    [{ downPaymentPct: 20, downPaymentAmt: 100_000 }, "not both"],
    [{ downPaymentPct: 120 }, "Down payment must be at most 100%."],
    [{ downPaymentAmt: 1.5 }, "Down payment must be whole dollars."],
    [{ amortYears: 30.5 }, "Amortization must be whole years."],
    [{ interestRatePct: "6.5" }, "Interest rate must be a number."],
    [{ vacancyPct: -1 }, "Vacancy cannot be negative."],
    [
      { irrAssumptions: { holdYears: 0, rentGrowthPct: 3, expenseGrowthPct: 2, exitCapRatePct: 6.5, saleCostsPct: 6 } },
      "Hold period must be at least 1 year.",
    ],
    [
      { irrAssumptions: { holdYears: 10, rentGrowthPct: 3, expenseGrowthPct: 2, exitCapRatePct: 0, saleCostsPct: 6 } },
      "Exit cap rate must be at least 0.1%.",
    ],
    [{ irrAssumptions: { holdYears: 10, rentGrowthPct: 3, expenseGrowthPct: 2, exitCapRatePct: 6.5 } }, "saleCostsPct"],
    [
      {
        irrAssumptions: {
          holdYears: 10,
          rentGrowthPct: 3,
          expenseGrowthPct: 2,
          exitCapRatePct: 6.5,
          saleCostsPct: 6,
          extra: 1,
        },
      },
      'Unrecognized key: "extra"',
    ],
    [{ expenses: [{ label: "Taxes", category: "Rent", amountMonthlyCents: 1 }] }, "Category must be one of"],
  ])("rejects %j with 400 and changes nothing", async (body, message) => {
    const { created, patch, reload } = await aProperty();
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await reload()).toEqual(created);
  });
});
