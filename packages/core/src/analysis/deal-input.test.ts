import { describe, expect, it } from "vitest";
import { DEFAULT_IRR_ASSUMPTIONS } from "../finance/analyze-deal";
import { expense, FOURPLEX_TERMS, fourplex, otherIncome, unit } from "../testing/buildings";
import { dealInputOfProperty } from "./deal-input";

describe("dealInputOfProperty: the property as the Financials screen feeds the engine", () => {
  it("turns the fourplex's cents into dollars: rents in place, then other income; expenses; its own terms", () => {
    expect(dealInputOfProperty(fourplex())).toEqual({
      price: 600_000,
      unitCount: 4,
      squareFeet: 4_000,
      incomeMonthly: [1_450, 1_450, 1_500, 1_600, 100],
      expensesMonthly: [600, 250, 350, 400, 300],
      ...FOURPLEX_TERMS,
      ...DEFAULT_IRR_ASSUMPTIONS,
    });
  });

  it("counts a vacant unit, a unit without rent and rows without an amount as $0; keeps cents exactly", () => {
    const input = dealInputOfProperty(
      fourplex({
        units: [
          unit(1, 2, 1_450),
          unit(2, 2, null),
          { ...unit(3, 2, 1_500), vacant: true },
          { ...unit(4, 2, 0), monthlyRentCents: 123_456 },
        ],
        otherIncome: [otherIncome("Parking", 75.5), { ...otherIncome("Storage", 0), amountMonthlyCents: null }],
        expenses: [{ ...expense("Taxes", 0), amountMonthlyCents: null }, expense("Insurance", 258.33)],
      }),
    );
    expect(input.incomeMonthly).toEqual([1_450, 0, 0, 1_234.56, 75.5, 0]);
    expect(input.expensesMonthly).toEqual([0, 258.33]);
  });

  it("reads no vacancy as 0% and no square feet as 0, as the screen does", () => {
    const input = dealInputOfProperty(fourplex({ vacancyPct: null, squareFeet: null }));
    expect(input.vacancyPct).toBe(0);
    expect(input.squareFeet).toBe(0);
  });

  it("down payment: the percent wins over the amount; the amount alone is used; neither is 0% down", () => {
    const both = dealInputOfProperty(fourplex({ downPaymentPct: 20, downPaymentAmt: 200_000 }));
    expect([both.downPaymentPct, both.downPaymentAmt]).toEqual([20, null]);
    const amount = dealInputOfProperty(fourplex({ downPaymentPct: null, downPaymentAmt: 200_000 }));
    expect([amount.downPaymentPct, amount.downPaymentAmt]).toEqual([null, 200_000]);
    const neither = dealInputOfProperty(fourplex({ downPaymentPct: null, downPaymentAmt: null }));
    expect([neither.downPaymentPct, neither.downPaymentAmt]).toEqual([0, null]);
  });

  it("uses the property's own IRR assumptions when it has them", () => {
    const own = { holdYears: 7, rentGrowthPct: 2, expenseGrowthPct: 3, exitCapRatePct: 7, saleCostsPct: 5 };
    expect(dealInputOfProperty(fourplex({ irrAssumptions: own }))).toMatchObject(own);
  });
});

describe("dealInputOfProperty: the compare screen's shared assumptions replace the property's own", () => {
  it("replaces each given field and keeps the rest", () => {
    const input = dealInputOfProperty(fourplex(), {
      vacancyPct: 0,
      interestRatePct: 7,
      holdYears: 5,
      exitCapRatePct: 8,
    });
    expect(input).toMatchObject({
      vacancyPct: 0,
      interestRatePct: 7,
      amortYears: 30,
      downPaymentPct: 25,
      holdYears: 5,
      exitCapRatePct: 8,
      rentGrowthPct: 3,
    });
  });

  it("a down payment percent replaces a down payment amount", () => {
    const input = dealInputOfProperty(fourplex({ downPaymentPct: null, downPaymentAmt: 200_000 }), {
      downPaymentPct: 30,
    });
    expect([input.downPaymentPct, input.downPaymentAmt]).toEqual([30, null]);
  });

  it("a down payment percent finances a cash purchase, unless cashPurchase is also given", () => {
    const cash = fourplex({ cashPurchase: true });
    expect(dealInputOfProperty(cash, { downPaymentPct: 25 }).cashPurchase).toBe(false);
    expect(dealInputOfProperty(cash, { downPaymentPct: 25, cashPurchase: true }).cashPurchase).toBe(true);
    expect(dealInputOfProperty(fourplex(), { cashPurchase: true }).cashPurchase).toBe(true);
  });

  it("a rate or amortization alone does not turn a cash purchase into a financed one", () => {
    expect(
      dealInputOfProperty(fourplex({ cashPurchase: true }), { interestRatePct: 7, amortYears: 25 }).cashPurchase,
    ).toBe(true);
  });

  it("cashPurchase false with no down payment anywhere borrows the whole price (0% down), as the screen does", () => {
    const input = dealInputOfProperty(fourplex({ cashPurchase: true, downPaymentPct: null }), { cashPurchase: false });
    expect([input.cashPurchase, input.downPaymentPct]).toEqual([false, 0]);
  });
});
