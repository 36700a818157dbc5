import { describe, expect, it } from "vitest";
import { rentGap } from "./rent-gap";

describe("current rent against the comps' median", () => {
  it("is below when pct_vs_current is negative ($1,100 against a $1,250 median = −12%)", () => {
    expect(rentGap(((1100 - 1250) / 1250) * 100)).toBe("below");
  });

  it("is above when positive and at the median when it rounds to 0.0%", () => {
    expect(rentGap(5.2)).toBe("above");
    expect(rentGap(0.04)).toBe("at");
    expect(rentGap(null)).toBeNull();
  });
});
