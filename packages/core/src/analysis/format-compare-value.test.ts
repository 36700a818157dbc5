import { describe, expect, it } from "vitest";
import { formatCompareValue } from "./format-compare-value";

describe("a comparison cell, formatted by its row's format", () => {
  it("money: whole dollars with separators, negatives signed; cents only on small amounts that carry them", () => {
    expect(formatCompareValue(1_234_567.49, "money")).toBe("$1,234,567");
    expect(formatCompareValue(130.21, "money")).toBe("$130.21");
    expect(formatCompareValue(130, "money")).toBe("$130");
    expect(formatCompareValue(-12_000, "money")).toBe("-$12,000");
    expect(formatCompareValue(-0.2, "money")).toBe("-$0.20");
  });

  it("percent to two decimals, ratio with an x", () => {
    expect(formatCompareValue(6.5, "percent")).toBe("6.50%");
    expect(formatCompareValue(-1.234, "percent")).toBe("-1.23%");
    expect(formatCompareValue(1.3249, "ratio")).toBe("1.32x");
  });

  it("years to at most one decimal, and a plain number grouped", () => {
    expect(formatCompareValue(7.53, "years")).toBe("7.5 years");
    expect(formatCompareValue(10, "years")).toBe("10 years");
    expect(formatCompareValue(1, "years")).toBe("1 year");
    expect(formatCompareValue(1250, "number")).toBe("1,250");
  });

  it("shows a dash when there is no value (e.g. no price to divide by)", () => {
    expect(formatCompareValue(null, "money")).toBe("—");
    expect(formatCompareValue(Number.NaN, "percent")).toBe("—");
  });
});
