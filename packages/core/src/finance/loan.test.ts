import { describe, expect, it } from "vitest";
import { mortgagePayment, remainingBalance } from "./loan";

/** Balance after k payments, the textbook way (Excel: -FV(r, k, -PMT, P)): P(1+r)^k - pmt((1+r)^k - 1) / r. */
const fvBalance = (principal: number, monthlyRate: number, payment: number, k: number) =>
  principal * (1 + monthlyRate) ** k - (payment * ((1 + monthlyRate) ** k - 1)) / monthlyRate;

describe("mortgagePayment (monthly rate = annual % / 100 / 12, term = years x 12)", () => {
  it("Excel PMT doc example: PMT(8%/12, 10, 10000) = -1,037.03 (10 months = 10/12 years)", () => {
    // Exact value 1037.0320893591521757..., computed at 40 digits with mpmath from P r / (1 - (1+r)^-n).
    expect(mortgagePayment(10_000, 8, 10 / 12)).toBeCloseTo(1037.0320893591522, 9);
    expect(Math.round(mortgagePayment(10_000, 8, 10 / 12) * 100) / 100).toBe(1037.03);
  });

  it("numpy-financial pmt docstring: pmt(0.075/12, 12*15, 200000) = -1854.0247200054619", () => {
    expect(mortgagePayment(200_000, 7.5, 15)).toBeCloseTo(1854.0247200054619, 8);
  });

  it("numpy-financial test_pmt: pmt(0.08/12, 5*12, 15000) = -304.145914 (Decimal: -304.1459143262052370338701494)", () => {
    expect(mortgagePayment(15_000, 8, 5)).toBeCloseTo(304.1459143262052, 9);
  });

  it("the well-known $750,000 at 6.5% over 30 years: $4,740.51 a month", () => {
    expect(mortgagePayment(750_000, 6.5, 30)).toBeCloseTo(4740.510176197228, 8);
  });

  it("is exact, not rounded to cents", () => {
    expect((mortgagePayment(10_000, 8, 10 / 12) * 100) % 1).not.toBe(0);
  });

  it("is 0 at a 0% rate (the spec: 0 when any input is <= 0; numpy-financial would give P / n instead)", () => {
    expect(mortgagePayment(15_000, 0, 5)).toBe(0);
  });

  it.each([
    [0, 6, 30],
    [-100_000, 6, 30],
    [100_000, -1, 30],
    [100_000, 6, 0],
    [100_000, 6, -5],
    [Number.NaN, 6, 30],
    [100_000, Number.NaN, 30],
    [100_000, 6, Number.POSITIVE_INFINITY],
  ])("is 0 for principal %d, rate %d%%, %d years", (principal, rate, years) => {
    expect(mortgagePayment(principal, rate, years)).toBe(0);
  });

  it("stays accurate at a tiny rate (tends to P / n)", () => {
    expect(mortgagePayment(120_000, 1e-9, 10)).toBeCloseTo(1000, 6);
  });
});

describe("remainingBalance", () => {
  const r75 = 0.075 / 12;
  const pmt75 = 1854.0247200054619; // numpy-financial pmt(0.075/12, 180, 200000), above

  it("$200,000 at 7.5% over 15 years after 12 payments: P(1+r)^12 - pmt((1+r)^12 - 1)/r = 192,497.2786", () => {
    // 192497.27859403023699 at 40 digits (mpmath).
    expect(remainingBalance(200_000, 7.5, 15, 12)).toBeCloseTo(fvBalance(200_000, r75, pmt75, 12), 6);
    expect(remainingBalance(200_000, 7.5, 15, 12)).toBeCloseTo(192_497.27859403024, 6);
  });

  it("agrees with the FV formula every month of the term", () => {
    for (let k = 0; k < 180; k++) {
      expect(remainingBalance(200_000, 7.5, 15, k)).toBeCloseTo(fvBalance(200_000, r75, pmt75, k), 5);
    }
  });

  it("numpy-financial ipmt(0.1/12, per, 24, 2000) = -16.66666667, -16.03647345, -15.40102862, -14.76028842 (Google Sheets IPMT): interest = balance before the payment x r", () => {
    const interest = [16.66666667, 16.03647345, 15.40102862, 14.76028842];
    interest.forEach((expected, i) => {
      expect(remainingBalance(2_000, 10, 2, i) * (0.1 / 12)).toBeCloseTo(expected, 7);
    });
  });

  it("numpy-financial ppmt(0.1/12, 1, 60, 55000) = -710.2541257864217612489830917 (Decimal): the first payment's principal", () => {
    expect(55_000 - remainingBalance(55_000, 10, 5, 1)).toBeCloseTo(710.2541257864218, 8);
  });

  it("after one payment the balance is P - (pmt - P r)", () => {
    const payment = mortgagePayment(750_000, 6.5, 30);
    expect(remainingBalance(750_000, 6.5, 30, 1)).toBeCloseTo(750_000 - (payment - 750_000 * (0.065 / 12)), 6);
  });

  it("is 0 after the full term and beyond, and never negative", () => {
    expect(remainingBalance(200_000, 7.5, 15, 180)).toBe(0);
    expect(remainingBalance(200_000, 7.5, 15, 500)).toBe(0);
    expect(remainingBalance(200_000, 7.5, 15, Number.POSITIVE_INFINITY)).toBe(0);
    for (let k = 0; k <= 360; k++) expect(remainingBalance(123_456.78, 6.875, 30, k)).toBeGreaterThanOrEqual(0);
    expect(remainingBalance(200_000, 7.5, 15, 179)).toBeCloseTo(pmt75 / (1 + r75), 6);
  });

  it("clamps months below 0 (and not-a-number months) to 0: the principal", () => {
    expect(remainingBalance(200_000, 7.5, 15, 0)).toBeCloseTo(200_000, 8);
    expect(remainingBalance(200_000, 7.5, 15, -3)).toBeCloseTo(200_000, 8);
    expect(remainingBalance(200_000, 7.5, 15, Number.NaN)).toBeCloseTo(200_000, 8);
  });

  it("without a valid loan (rate or term <= 0) no payment is due, so the balance stays the principal", () => {
    expect(remainingBalance(200_000, 0, 15, 60)).toBe(200_000);
    expect(remainingBalance(200_000, 7.5, 0, 60)).toBe(200_000);
    expect(remainingBalance(200_000, -1, 15, 60)).toBe(200_000);
  });

  it("is 0 for a principal of 0 or less", () => {
    expect(remainingBalance(0, 7.5, 15, 12)).toBe(0);
    expect(remainingBalance(-5, 7.5, 15, 12)).toBe(0);
    expect(remainingBalance(Number.NaN, 7.5, 15, 12)).toBe(0);
  });
});
