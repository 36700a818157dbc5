import { describe, expect, it } from "vitest";
import { cashFlowBreakdown } from "./breakdown";

describe("cashFlowBreakdown", () => {
  const expenses = [
    { key: "a", label: "Taxes", amount: 900 },
    { key: "b", label: "Insurance", amount: 300 },
    { key: "c", label: "Utilities", amount: 0 },
  ];

  it("slices the mortgage, each positive expense and the cash flow, largest first, with shares of their total", () => {
    const { slices, shortfall } = cashFlowBreakdown({ mortgage: 1_500, expenses, cashFlow: 300 });
    expect(slices.map((s) => s.label)).toEqual(["Mortgage", "Taxes", "Insurance", "Cash Flow"]);
    // 1500 / (1500 + 900 + 300 + 300) = 50%
    expect(slices[0]?.sharePct).toBeCloseTo(50, 10);
    expect(slices.reduce((sum, s) => sum + s.sharePct, 0)).toBeCloseTo(100, 10);
    expect(shortfall).toBeNull();
  });

  it("leaves a negative cash flow out of the slices and reports it apart", () => {
    const { slices, shortfall } = cashFlowBreakdown({ mortgage: 0, expenses, cashFlow: -250 });
    expect(slices.map((s) => s.kind)).toEqual(["expense", "expense"]);
    expect(shortfall).toBe(-250);
  });

  it("has no slices when nothing is positive", () => {
    expect(cashFlowBreakdown({ mortgage: 0, expenses: [], cashFlow: 0 })).toEqual({ slices: [], shortfall: null });
  });
});
