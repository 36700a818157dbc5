import { describe, expect, it } from "vitest";
import { axisText, maxOfferText, metricText } from "./underwriting-labels";

describe("underwriting labels", () => {
  it("says the max offer and its binding target as the issue writes it", () => {
    expect(maxOfferText({ price: 1_454_283, binding: { metric: "dscr", target: 1.25 } }, true)).toBe(
      "Max offer $1,454,283 (binding: DSCR 1.25)",
    );
    expect(maxOfferText({ price: 1_723_500, binding: { metric: "capRatePct", target: 8 } }, true)).toBe(
      "Max offer $1,723,500 (binding: Cap rate 8%)",
    );
    expect(maxOfferText(null, false)).toMatch(/Set a target/);
    expect(maxOfferText(null, true)).toMatch(/No price meets/);
  });
  it("prints ratios and percents, and axes in dollars or percent", () => {
    expect(metricText("dscr", 1.2345)).toBe("1.23");
    expect(metricText("irrPct", 12.345)).toBe("12.3%");
    expect(metricText("irrPct", null)).toBe("—");
    expect(axisText("price", 950_000)).toBe("$950,000");
    expect(axisText("exitCap", 6.5)).toBe("6.50%");
  });
});
