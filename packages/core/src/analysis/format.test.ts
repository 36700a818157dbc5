import { describe, expect, it } from "vitest";
import {
  collectFacts,
  listing,
  numbersInText,
  paybackText,
  pct,
  rate,
  roundOrNull,
  roundTo,
  times,
  usd,
  usdCents,
} from "./format";

describe("roundTo: display rounding, half away from zero, without float noise", () => {
  it.each([
    [1.005, 2, 1.01], // 1.005 * 100 is 100.49999999999999 in floating point; the report still shows 1.01
    [7.5049, 2, 7.5],
    [2.5, 0, 3],
    [-2.5, 0, -3], // Math.round would give -2
    [104_166.666, 0, 104_167],
    [18.95, 1, 19], // (7.79 - 4) / 6 x 30
  ])("%d to %i decimals is %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it("never returns -0", () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0.4), 0)).toBe(true);
  });

  it("passes null and non-finite values through as null", () => {
    expect(roundOrNull(null)).toBeNull();
    expect(roundOrNull(Number.NaN, 2)).toBeNull();
    expect(roundOrNull(1.234, 2)).toBe(1.23);
  });
});

describe("wording", () => {
  it("formats money, percents, entered rates and ratios", () => {
    expect(usd(1_250_000)).toBe("$1,250,000");
    expect(usd(-3_120.4)).toBe("-$3,120");
    expect(usdCents(130.208)).toBe("$130.21");
    expect(pct(7.5)).toBe("7.50%");
    expect(rate(6.5)).toBe("6.5%");
    expect(rate(5)).toBe("5%");
    expect(times(1.369)).toBe("1.37");
  });

  it("lists with commas and a final 'and'", () => {
    expect(listing([])).toBe("");
    expect(listing(["a"])).toBe("a");
    expect(listing(["a", "b", "c"])).toBe("a, b and c");
  });
});

describe("facts for the number checker", () => {
  it("reads every number written in a text, with its sign", () => {
    expect(numbersInText("NOI of $112,800/yr, a cap rate of 9.02%; cash flow -$3,120/yr on 12 units.")).toEqual([
      112_800, 9.02, -3_120, 12,
    ]);
  });

  it("collects numbers and text numbers, adds the size of negatives, drops nulls and repeats, sorts", () => {
    expect(collectFacts([7.79, null, -3_120, 7.79], ["$600,000 at 7.79%"])).toEqual([-3_120, 7.79, 3_120, 600_000]);
  });
});

describe("paybackText", () => {
  it("prints years within the hold, and says so when the cash in does not come back within it", () => {
    expect(paybackText(6.34, 10)).toBe("6.3 years");
    expect(paybackText(2_238.4, 10)).toBe("not within 10 years");
    expect(paybackText(1.5, 1)).toBe("not within 1 year");
    expect(paybackText(null, 10)).toBe("—");
  });
});
