import { describe, expect, it } from "vitest";
import type { Underwriting } from "../contracts/underwriting";
import { analyzeDeal } from "../finance/analyze-deal";
import { fourplex } from "../testing/buildings";
import { compareProperties } from "./compare";
import { roundOrNull } from "./format";
import { analyzeProforma } from "./proforma";
import { dealInputOfProperty, dealOfProperty } from "./deal-input";

const underwriting: Underwriting = {
  loans: [
    { amountPct: 60, ratePct: 6, amortYears: 30 },
    { amount: 50_000, ratePct: 4, amortYears: 0 },
  ],
  closingCostsPct: 2,
  refinance: { year: 3, ltvPct: 70, ratePct: 5.5, amortYears: 30, costsPct: 1 },
  valueAdd: {
    unitTypes: [{ label: "2BR", units: 4, budgetPerUnit: 12_000, rentPremiumMonthly: 150, downtimeMonths: 1 }],
    commonAreaBudget: 8_000,
    unitsPerYear: 2,
  },
};

describe("dealInputOfProperty with the property's underwriting", () => {
  const property = fourplex({ underwriting });

  it("passes the loans, closing costs, refinance and plan to the engine, with the rent in place", () => {
    const input = dealInputOfProperty(property);
    expect(input).toMatchObject({
      loans: underwriting.loans,
      closingCostsPct: 2,
      refinance: underwriting.refinance,
      valueAdd: underwriting.valueAdd,
      rentMonthly: 1_450 + 1_450 + 1_500 + 1_600,
    });
    const deal = dealOfProperty(property);
    expect(deal.loan?.amount).toBe(0.6 * 600_000 + 50_000);
    expect(deal.projection[0]?.capex).toBe(8_000 + 2 * 12_000);
    expect(deal.projection[2]?.refinanceCashOut).not.toBe(0);
  });

  it("a compare financing override replaces the loans with its one loan", () => {
    const input = dealInputOfProperty(property, { downPaymentPct: 30 });
    expect(input.loans).toBeUndefined();
    expect(analyzeDeal(input).loan?.amount).toBeCloseTo(420_000, 6);
  });

  it("/compare and the pro-forma read the underwriting: their IRR and DSCR are the deal model's", () => {
    const deal = dealOfProperty(property);
    const plain = dealOfProperty({ ...property, underwriting: null });
    expect(deal.metrics.irrPct).not.toBeCloseTo(plain.metrics.irrPct ?? 0, 1);
    const { rows } = compareProperties([{ ...property, id: "a", nickname: null, address: "1 Elm" }], {});
    expect(rows.find((r) => r.key === "irr_percent")?.values[0]).toBe(roundOrNull(deal.metrics.irrPct, 2));
    expect(analyzeProforma(property).metrics.dscr).toBe(roundOrNull(deal.metrics.dscr, 2));
  });
});
