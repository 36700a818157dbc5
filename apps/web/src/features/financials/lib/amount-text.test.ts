import { describe, expect, it } from "vitest";
import {
  typedAmountToMonthlyCents,
  typedAssumption,
  typedDownPayment,
  typedRatePct,
  typedWholeNumber,
  typedWholeYears,
} from "./amount-text";

describe("what Financials reads from typed text (SPEC section 5)", () => {
  it.each([
    ["$1,234.56", "monthly", 123_456],
    ["1500", "monthly", 150_000],
    ["abc", "monthly", 0],
    ["", "monthly", 0],
    ["12-3", "monthly", 0],
    // Annual view: divided by 12 and rounded to a whole monthly dollar.
    ["$18,000", "annual", 150_000],
    ["1,000", "annual", 8_300],
    ["1,010", "annual", 8_400],
    ["-600", "annual", -5_000],
  ] as const)("amount %j in %s view is %i cents a month", (text, mode, cents) => {
    expect(typedAmountToMonthlyCents(text, mode)).toBe(cents);
  });

  it("keeps digits only for price, units and square feet; empty is 0", () => {
    expect(typedWholeNumber("$1,425,000")).toBe(1_425_000);
    expect(typedWholeNumber("")).toBe(0);
    expect(typedWholeNumber("12a")).toBe(12);
  });

  it("keeps digits and one dot in the down payment; empty is 0", () => {
    expect(typedDownPayment("25.5%")).toEqual({ text: "25.5", value: 25.5 });
    expect(typedDownPayment("1.2.3")).toEqual({ text: "1.23", value: 1.23 });
    expect(typedDownPayment("")).toEqual({ text: "", value: 0 });
    expect(typedDownPayment("$250,000")).toEqual({ text: "250000", value: 250_000 });
  });

  it("reads the interest rate and amortization from free text", () => {
    expect(typedRatePct("6.5%")).toBe(6.5);
    expect(typedRatePct("about 7")).toBe(7);
    expect(typedRatePct("")).toBeNull();
    expect(typedRatePct("n/a")).toBeNull();
    expect(typedWholeYears("30 years")).toBe(30);
    expect(typedWholeYears("25.9")).toBe(25);
    expect(typedWholeYears("")).toBeNull();
  });

  it("ignores IRR assumption text that is not a number", () => {
    expect(typedAssumption("7.25")).toBe(7.25);
    expect(typedAssumption("7%")).toBe(7);
    expect(typedAssumption("seven")).toBeNull();
    expect(typedAssumption("")).toBeNull();
  });
});
