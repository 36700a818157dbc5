import { describe, expect, it } from "vitest";
import { fourplex } from "../testing/buildings";
import { dealFiguresOf } from "./deal-figures";
import { dealOfProperty } from "./deal-input";

describe("dealFiguresOf: the figures the server stores on a property", () => {
  it("the fourplex: cap rate 12 x $3,895 / $600,000 = 7.79%; $450,000 at 6.5% over 30 years = $2,844.31 a month", () => {
    // Rents $6,000 + laundry $100, less 5% vacancy ($305) = $5,795; less $1,900 of expenses = $3,895 NOI a month.
    // The payment is Excel's PMT(6.5%/12, 360, -450000) = 2,844.31.
    const figures = dealFiguresOf(fourplex());
    expect(figures.capRatePct).toBeCloseTo(7.79, 10);
    expect(figures.monthlyPaymentCents).toBe(284_431);
  });

  it("is the deal model's cap rate exactly, and no payment for a cash purchase or without a price", () => {
    const cash = fourplex({ cashPurchase: true });
    expect(dealFiguresOf(cash)).toEqual({
      capRatePct: dealOfProperty(cash).metrics.capRatePct,
      monthlyPaymentCents: null,
    });
    expect(dealFiguresOf(fourplex({ price: 0 }))).toEqual({ capRatePct: null, monthlyPaymentCents: null });
  });
});
