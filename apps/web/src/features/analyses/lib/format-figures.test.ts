import { describe, expect, it } from "vitest";
import {
  factorValueText,
  moneyText,
  percentText,
  ratioText,
  scoreText,
  signedPercentText,
  weightText,
} from "./format-figures";

describe("analysis figures on screen", () => {
  it("prints whole dollars, or cents when asked, and a dash for none", () => {
    expect(moneyText(1_234_567.4)).toBe("$1,234,567");
    expect(moneyText(-0.4)).toBe("$0");
    expect(moneyText(123.456, true)).toBe("$123.46");
    expect(moneyText(null)).toBe("—");
  });

  it("prints percents, signed changes and ratios", () => {
    expect(percentText(6.254, 2)).toBe("6.25%");
    expect(signedPercentText(4.24)).toBe("+4.2%");
    expect(signedPercentText(-3)).toBe("−3.0%");
    expect(signedPercentText(0.01)).toBe("0.0%");
    expect(ratioText(1.3249)).toBe("1.32x");
    expect(percentText(null)).toBe("—");
  });

  it("prints a 0-10 score to one decimal and a weight as a share of the rating (0.4 = 40%)", () => {
    expect(scoreText(7)).toBe("7.0");
    expect(weightText(0.4)).toBe("40%");
    expect(weightText(1 / 3)).toBe("33.3%");
  });

  it("prints a factor's raw figure with its unit", () => {
    expect(factorValueText(71250, "dollars")).toBe("$71,250");
    expect(factorValueText(4.1, "percent")).toBe("4.1%");
    expect(factorValueText(312.5, "per 100,000")).toBe("312.5 per 100,000");
    expect(factorValueText(12, "")).toBe("12");
    expect(factorValueText(null, "percent")).toBe("—");
  });
});
