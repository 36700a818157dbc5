import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, readAssumptions } from "./shared-assumptions";

describe("the shared assumptions of a comparison", () => {
  it("sends nothing for an empty form: each property keeps its own values", () => {
    expect(readAssumptions(EMPTY_DRAFT)).toEqual({ ok: true, assumptions: {} });
  });

  it("sends only the fields filled in, read as numbers (a % sign and spaces are fine)", () => {
    const draft = {
      texts: { vacancyPct: "5%", holdYears: " 7 ", exitCapRatePct: "6.5", rentGrowthPct: "" },
      cashPurchase: null,
    };
    expect(readAssumptions(draft)).toEqual({
      ok: true,
      assumptions: { vacancyPct: 5, holdYears: 7, exitCapRatePct: 6.5 },
    });
  });

  it("sends cash purchase for all when it is set either way", () => {
    expect(readAssumptions({ texts: {}, cashPurchase: false })).toEqual({
      ok: true,
      assumptions: { cashPurchase: false },
    });
    expect(readAssumptions({ texts: {}, cashPurchase: true })).toEqual({
      ok: true,
      assumptions: { cashPurchase: true },
    });
  });

  it("refuses text, out-of-range values and part years, naming the field", () => {
    const draft = {
      texts: { vacancyPct: "abc", interestRatePct: "45", amortYears: "25.5", downPaymentPct: "-1" },
      cashPurchase: null,
    };
    expect(readAssumptions(draft)).toEqual({
      ok: false,
      errors: {
        vacancyPct: "Vacancy must be a number.",
        interestRatePct: "Interest rate must be from 0 to 30.",
        amortYears: "Amortization must be whole years.",
        downPaymentPct: "Down payment must be from 0 to 100.",
      },
    });
  });

  it("takes the IRR ranges from core's limits (hold 1 to 30 years)", () => {
    expect(readAssumptions({ texts: { holdYears: "31" }, cashPurchase: null })).toEqual({
      ok: false,
      errors: { holdYears: "Hold period must be from 1 to 30." },
    });
  });
});
