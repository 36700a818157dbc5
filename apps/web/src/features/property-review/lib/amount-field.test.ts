import { describe, expect, it } from "vitest";
import { amountFromMonthlyCents, editAnnual, editMonthly, isUnreadableAmount } from "./amount-field";

describe("monthly and annual amounts stay in step", () => {
  it("typing $1,200 a month shows 14,400 a year", () => {
    expect(editMonthly("$1,200")).toEqual({ monthlyCents: 120_000, monthlyText: "$1,200", annualText: "14,400" });
  });

  it("typing $10,305 a year gives $858.75 a month (annual / 12 to the cent)", () => {
    expect(editAnnual("10,305")).toEqual({ monthlyCents: 85_875, monthlyText: "858.75", annualText: "10,305" });
  });

  it("typing $10,000 a year rounds the month to $833.33", () => {
    expect(editAnnual("10000").monthlyCents).toBe(83_333);
  });

  it("a non-numeric amount is kept as text but counts as empty", () => {
    expect(editMonthly("call agent")).toEqual({ monthlyCents: null, monthlyText: "call agent", annualText: "" });
    expect(isUnreadableAmount("call agent")).toBe(true);
    expect(isUnreadableAmount("")).toBe(false);
  });

  it("shows a stored monthly figure in both inputs", () => {
    expect(amountFromMonthlyCents(95_050)).toEqual({
      monthlyCents: 95_050,
      monthlyText: "950.50",
      annualText: "11,406",
    });
  });
});
