import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Property } from "../contracts/property";
import { propertyResponseSchema } from "../contracts/property-response";
import { fromSpecPropertyPayload, specPathOf } from "./spec-input";
import { propertyFromResponse, toPropertyResponse, toSpecPayload } from "./property-wire";
import { savedProperty } from "../testing/api-fixtures";
import { propertyFactsArb } from "../testing/deal-arbitraries";

const propertyArb: fc.Arbitrary<Property> = propertyFactsArb.map((facts) => savedProperty(facts));

describe("the property on the wire (ADR 0013)", () => {
  it("reads back exactly what was answered, to the cent, and matches the response schema", () => {
    fc.assert(
      fc.property(propertyArb, fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }), (p, payment) => {
        const response = toPropertyResponse(p, payment);
        expect(propertyResponseSchema.safeParse(response).success).toBe(true);
        expect(propertyFromResponse(JSON.parse(JSON.stringify(response)))).toEqual(p);
      }),
    );
  });

  it("speaks dollars with at most two decimals, monthly and annual, in the SPEC's names", () => {
    const [sample] = fc.sample(propertyArb, { seed: 1, numRuns: 1 });
    if (!sample) throw new Error("no sample");
    const response = toPropertyResponse(
      {
        ...sample,
        units: [
          {
            unitNumber: "1A",
            beds: 2,
            baths: 1,
            sqft: 850,
            monthlyRentCents: 123_456,
            marketRentCents: null,
            vacant: false,
          },
        ],
        otherIncome: [],
        expenses: [
          {
            label: "Taxes",
            amountMonthlyCents: 33_333,
            category: "Taxes",
            source: "document",
            sourcePage: 4,
            sourceFile: "om.pdf",
          },
        ],
        interestRatePct: 6.5,
        totals: { rentMonthlyCents: 123_456, otherIncomeMonthlyCents: 0, expensesMonthlyCents: 33_333 },
      },
      1185.1349,
    );
    expect(response.units).toEqual([
      { unit_number: "1A", rent: 1234.56, market_rent: null, bedCount: 2, baths: 1, sqft: 850, vacant: false },
    ]);
    expect(response.rentTotals).toEqual({ monthly: 1234.56, annual: 14814.72 });
    expect(response.expenses).toEqual({
      items: [
        {
          label: "Taxes",
          amount_monthly: 333.33,
          amount_annual: 3999.96,
          category: "Taxes",
          source: "document",
          source_page: 4,
          source_file: "om.pdf",
        },
      ],
      totals: { monthly: 333.33, annual: 3999.96 },
    });
    expect(response.interestRate).toBe(6.5);
    expect(response.monthlyMortgagePayment).toBe(1185.13);
    expect(response).not.toHaveProperty("interestRatePct");
    expect(JSON.stringify(response)).not.toMatch(/Cents/);
  });

  it("a SPEC payload made by toSpecPayload converts back to the stored rows", () => {
    fc.assert(
      fc.property(propertyFactsArb, (facts) => {
        const { units, otherIncome, expenses, interestRatePct, irrAssumptions } = facts;
        const sent = JSON.parse(
          JSON.stringify(
            toSpecPayload({ address: "1 A St", units, otherIncome, expenses, interestRatePct, irrAssumptions }),
          ),
        );
        expect(fromSpecPropertyPayload(sent)).toEqual({
          address: "1 A St",
          units,
          otherIncome,
          expenses,
          interestRatePct,
          irrAssumptions,
        });
      }),
    );
  });
});

describe("specPathOf", () => {
  it.each([
    ["units.0.monthlyRentCents", { units: [{ rent: "x" }] }, "units.0.rent"],
    ["units.0.monthlyRentCents", { units: [{ monthlyRentCents: -1 }] }, "units.0.monthlyRentCents"],
    ["units.1.beds", { units: [{}, { bedCount: 99 }] }, "units.1.bedCount"],
    [
      "expenses.0.amountMonthlyCents",
      { expenses: { items: [{ amount_annual: "x" }] } },
      "expenses.items.0.amount_annual",
    ],
    ["expenses.0.sourcePage", { expenses: { rows: [{ source_page: 0 }] } }, "expenses.rows.0.source_page"],
    ["otherIncome.0.label", { other_income: { items: [{ label: "" }] } }, "other_income.items.0.label"],
    [
      "otherIncome.0.amountMonthlyCents",
      { otherIncome: [{ amountMonthlyCents: 0.5 }] },
      "otherIncome.0.amountMonthlyCents",
    ],
    ["interestRatePct", { interestRate: 45 }, "interestRate"],
    ["irrAssumptions.holdYears", { irrAssumptions: { holdPeriod: 0 } }, "irrAssumptions.holdPeriod"],
    ["price", { price: -1 }, "price"],
  ])("%s of %j is %s", (path, body, expected) => {
    expect(specPathOf(path, body)).toBe(expected);
  });
});
