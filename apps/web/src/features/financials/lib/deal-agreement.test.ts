import { dealOfProperty } from "@plexwise/core/analysis";
import { analyzeDeal } from "@plexwise/core/finance";
import { propertyFactsArb } from "@plexwise/core/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealInputOf } from "./deal-input";
import { draftFromProperty } from "./draft";
import { savedFourplex, savedUnit } from "./draft.fixture";

/**
 * Financials and every other surface read one deal model: for any stored property, the screen's engine input
 * is core's, so its NOI, cap rate, cash flow, DSCR and IRR are the list's, the pro-forma's and /compare's.
 */
describe("Financials agrees with the deal model", () => {
  it("for random properties (vacant units with a stored rent, either down payment, any terms)", () => {
    fc.assert(
      fc.property(propertyFactsArb, (facts) => {
        const property = savedFourplex({ ...facts, squareFeet: facts.squareFeet ?? 0 });
        const screen = analyzeDeal(dealInputOf(draftFromProperty(property)));
        const model = dealOfProperty(property);
        expect(screen.monthly).toEqual(model.monthly);
        expect(screen.metrics).toEqual(model.metrics);
      }),
      { numRuns: 300 },
    );
  });

  it("the issue's fourplex: one vacant unit still carrying $1,500 gives the same monthly NOI everywhere", () => {
    const unit = savedUnit;
    const property = savedFourplex({
      units: [unit, unit, unit, { ...unit, vacant: true }],
      otherIncome: [],
      expenses: [
        {
          label: "Taxes",
          category: "Taxes",
          amountMonthlyCents: 0,
          source: "manual",
          sourcePage: null,
          sourceFile: null,
        },
      ],
    });
    expect(analyzeDeal(dealInputOf(draftFromProperty(property))).monthly.noi).toBe(4_500);
    expect(dealOfProperty(property).monthly.noi).toBe(4_500);
  });
});
