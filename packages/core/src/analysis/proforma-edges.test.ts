import { describe, expect, it } from "vitest";
import { AS_OF_YEAR, expense, fourplex, unit } from "../testing/buildings";
import type { PropertyFacts } from "./deal-input";
import { analyzeProforma, proformaFacts } from "./proforma";

const analyze = (p: PropertyFacts) => analyzeProforma(p, { asOfYear: AS_OF_YEAR });
const codes = (p: PropertyFacts) => analyze(p).flags.map((f) => f.code);

describe("analyzeProforma: edge cases", () => {
  it("no price: no cap rate, per-unit price, cash flow, cash-on-cash or DSCR; Review by rule 1", () => {
    const a = analyze(fourplex({ price: 0 }));
    const m = a.metrics;
    expect([
      m.cap_rate_percent,
      m.price_per_unit,
      m.price_per_sf,
      m.cash_on_cash_percent,
      m.dscr,
      m.cash_flow_annual,
    ]).toEqual([null, null, null, null, null, null]);
    expect(m.noi_annual).toBe(46_740);
    expect(a.flags.map((f) => f.code)).toEqual(["no_price"]);
    expect(a.verdict).toEqual({
      decision: "Review",
      reason: "Rule 1: there is no price, so there is not enough data to judge this deal.",
    });
    expect(a.execution_plan[0]).toBe(
      "Enter the asking price: the cap rate, cash-on-cash return and DSCR depend on it.",
    );
    expect(a.summary.startsWith("4 units built in 1995, with no price entered.")).toBe(true);
  });

  it("no units: no rent roll, no per-unit price, no pro-forma delta; Review by rule 1 even though NOI is negative", () => {
    const a = analyze(fourplex({ units: [], unitCount: 0 }));
    expect(a.metrics.price_per_unit).toBeNull();
    expect(a.metrics.pro_forma_vs_current_delta_percent).toBeNull();
    expect(a.flags.find((f) => f.code === "no_rent_roll")?.reason).toBe(
      "The rent roll has no units. Income cannot be judged without it.",
    );
    expect(a.verdict).toEqual({
      decision: "Review",
      reason: "Rule 1: there is no rent in place, so there is not enough data to judge this deal.",
    });
    expect(analyze(fourplex({ price: 0, units: [] })).verdict.reason).toBe(
      "Rule 1: there is no price and rent in place, so there is not enough data to judge this deal.",
    );
  });

  it("zero expenses: NOI is the whole income; flagged high, so not a Buy; no taxes, management or OER flags on top", () => {
    // GOI 69,540 = NOI; cap 11.59%; OER 0%.
    const a = analyze(fourplex({ expenses: [expense("Taxes", 0), expense("Insurance", 0)] }));
    expect([
      a.metrics.expenses_annual,
      a.metrics.noi_annual,
      a.metrics.cap_rate_percent,
      a.metrics.oer_percent,
    ]).toEqual([0, 69_540, 11.59, 0]);
    expect(a.flags.map((f) => f.code)).toEqual(["no_expenses"]);
    expect(a.verdict.decision).toBe("Review");
    expect(a.verdict.reason).toContain("1 high-severity flag (No expenses)");
  });

  it("cash purchase: no loan, no DSCR; cash-on-cash on the price plus closing costs; Buy with nothing borrowed", () => {
    // Cash in 600,000 + 18,000 = 618,000; cash flow = NOI 46,740; cash-on-cash 7.563% -> 7.56.
    const a = analyze(fourplex({ cashPurchase: true }));
    expect([a.metrics.dscr, a.metrics.cash_flow_annual, a.metrics.cash_on_cash_percent]).toEqual([null, 46_740, 7.56]);
    expect(a.verdict.reason).toBe(
      "Rule 4: no high-severity flag, cap rate 7.79%, nothing is borrowed and cash-on-cash 7.56% meet every Buy condition.",
    );
    expect(a.summary).toContain(
      "Bought without a loan, cash flow is $46,740/yr, a cash-on-cash return of 7.56% on $618,000 invested",
    );
  });

  it("financed without a rate: no DSCR can be computed, so it cannot be a Buy", () => {
    const a = analyze(fourplex({ interestRatePct: null }));
    expect(a.metrics.dscr).toBeNull();
    expect(a.verdict.decision).toBe("Review");
    expect(a.verdict.reason).toContain("no DSCR (the loan has no interest rate or amortization)");
    expect(a.summary).toContain(
      "Financed without an interest rate and amortization, the debt service and DSCR cannot be computed.",
    );
  });

  it("negative NOI: expenses above income; Avoid by rule 2", () => {
    // Income 5,795/mo; expenses 6,000/mo: NOI -205/mo = -2,460/yr.
    const a = analyze(
      fourplex({
        cashPurchase: true,
        expenses: [expense("Taxes", 600), expense("Management", 350), expense("Other", 5_050)],
      }),
    );
    expect(a.metrics.noi_annual).toBe(-2_460);
    expect(a.verdict).toEqual({
      decision: "Avoid",
      reason: "Rule 2: NOI is -$2,460/yr, so the building does not pay its own expenses.",
    });
    expect(a.flags.map((f) => f.code)).toContain("negative_cash_flow");
    expect(a.execution_plan.at(-1)).toBe(
      "Do not go ahead at these numbers; make an offer only at a price or on terms where cash flow is positive.",
    );
    expect(proformaFacts(a)).toEqual(expect.arrayContaining([-2_460, 2_460]));
  });

  it("every unit vacant: flagged as no rent in place and judged on rule 1", () => {
    const a = analyze(fourplex({ units: [1, 2, 3, 4].map((n) => unit(n, 2, null, 1_650, true)) }));
    expect(a.flags[0]).toEqual({
      code: "no_rent_roll",
      severity: "high",
      title: "No rent roll",
      reason: "None of the 4 units on the rent roll has rent in place. Income cannot be judged without it.",
    });
    expect(a.metrics.pro_forma_vs_current_delta_percent).toBeNull();
    expect(a.verdict.decision).toBe("Review");
  });

  it("counts the building's age to the given year", () => {
    expect(codes(fourplex({ yearBuilt: 1985 }))).toContain("expense_ratio_low_for_age");
    expect(analyzeProforma(fourplex({ yearBuilt: 1985 }), { asOfYear: 2025 }).flags).toEqual([]);
  });
});
