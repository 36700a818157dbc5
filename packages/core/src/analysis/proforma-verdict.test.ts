import { describe, expect, it } from "vitest";
import type { ProformaFlag, ProformaMetrics } from "../contracts/analysis";
import { AS_OF_YEAR, fourplex } from "../testing/buildings";
import type { PropertyFacts } from "./deal-input";
import { analyzeProforma } from "./proforma";
import { proformaBasis, type ProformaBasis } from "./proforma-basis";
import { executionPlan, loanSupportedAtMinDscr } from "./proforma-plan";
import { proformaVerdict, VERDICT_RULES } from "./proforma-verdict";

/** The clean fourplex's basis (a Buy: cap 7.79%, DSCR 1.37, cash-on-cash 7.50%) with metrics moved to a threshold. */
const basis = (metrics: Partial<ProformaMetrics> = {}, overrides: Partial<PropertyFacts> = {}): ProformaBasis => {
  const b = proformaBasis(fourplex(overrides), { asOfYear: AS_OF_YEAR });
  return { ...b, metrics: { ...b.metrics, ...metrics } };
};
const medium = (n: number): ProformaFlag[] =>
  Array.from({ length: n }, () => ({
    code: "no_vacancy_allowance",
    severity: "medium",
    title: "No vacancy allowance",
    reason: "",
  }));
const decide = (metrics: Partial<ProformaMetrics>, flags: ProformaFlag[] = []) =>
  proformaVerdict(basis(metrics), flags).decision;

describe("VERDICT_RULES are stated, numbered and applied in order", () => {
  it("states five rules with their thresholds", () => {
    expect(VERDICT_RULES).toHaveLength(5);
    expect(VERDICT_RULES[3]).toBe(
      "Rule 4, Buy: no flag is high severity, at most 2 are medium, the cap rate is at least 6%, the DSCR is at least 1.25 " +
        "(or nothing is borrowed) and the cash-on-cash return is at least 6%.",
    );
  });

  it("rule 1 comes before rule 2: no rent and a negative NOI is still Review", () => {
    const b = proformaBasis(fourplex({ units: [] }), { asOfYear: AS_OF_YEAR });
    expect(b.metrics.noi_annual).toBeLessThan(0);
    expect(proformaVerdict(b, []).decision).toBe("Review");
  });

  it("rule 2: NOI of exactly $0 is Avoid", () => {
    expect(proformaVerdict(basis({ noi_annual: 0 }), [])).toEqual({
      decision: "Avoid",
      reason: "Rule 2: NOI is $0/yr, so the building does not pay its own expenses.",
    });
  });

  it("rule 3: cash flow of -$1 is Avoid; $0 is not", () => {
    expect(proformaVerdict(basis({ cash_flow_annual: -1, dscr: 0.99 }), [])).toEqual({
      decision: "Avoid",
      reason: "Rule 3: cash flow is -$1/yr (DSCR 0.99).",
    });
    expect(decide({ cash_flow_annual: 0, dscr: 1.25 })).toBe("Buy");
  });
});

describe("rule 4 (Buy) thresholds, each at and just past its line", () => {
  it("cap rate 6.00% buys, 5.99% reviews", () => {
    expect(decide({ cap_rate_percent: 6 })).toBe("Buy");
    expect(proformaVerdict(basis({ cap_rate_percent: 5.99 }), []).reason).toBe(
      "Rule 5: NOI is positive and cash flow is not negative, but Rule 4 (Buy) is not met: a cap rate of 5.99%, below 6%.",
    );
  });
  it("DSCR 1.25 buys, 1.24 reviews; a cash purchase needs no DSCR", () => {
    expect(decide({ dscr: 1.25 })).toBe("Buy");
    expect(proformaVerdict(basis({ dscr: 1.24 }), []).reason).toContain("a DSCR of 1.24, below 1.25");
    expect(proformaVerdict(basis({ dscr: null }, { cashPurchase: true }), []).decision).toBe("Buy");
  });
  it("cash-on-cash 6.00% buys, 5.99% reviews", () => {
    expect(decide({ cash_on_cash_percent: 6 })).toBe("Buy");
    expect(proformaVerdict(basis({ cash_on_cash_percent: 5.99 }), []).reason).toContain(
      "a cash-on-cash return of 5.99%, below 6%",
    );
  });
  it("two medium flags still buy; three review; one high flag reviews", () => {
    expect(decide({}, medium(2))).toBe("Buy");
    expect(proformaVerdict(basis(), medium(3)).reason).toContain("3 medium-severity flags, more than 2");
    const high: ProformaFlag = { code: "no_expenses", severity: "high", title: "No expenses", reason: "" };
    expect(proformaVerdict(basis(), [high]).reason).toContain("1 high-severity flag (No expenses)");
  });
  it("lists every unmet condition", () => {
    expect(proformaVerdict(basis({ cap_rate_percent: 5, dscr: 1.1, cash_on_cash_percent: 2 }), []).reason).toBe(
      "Rule 5: NOI is positive and cash flow is not negative, but Rule 4 (Buy) is not met: a cap rate of 5.00%, below 6%, " +
        "a DSCR of 1.10, below 1.25 and a cash-on-cash return of 2.00%, below 6%.",
    );
  });
});

describe("execution plan", () => {
  it("sizes the loan the NOI supports at a 1.25 DSCR (46,740 / 1.25 / 12 = 3,116/mo at 6.5% / 30y = $492,985)", () => {
    const b = proformaBasis(fourplex({ downPaymentPct: 10 }), { asOfYear: AS_OF_YEAR });
    expect(loanSupportedAtMinDscr(b)).toBeCloseTo(492_984.91, 2);
    const a = analyzeProforma(fourplex({ downPaymentPct: 10 }), { asOfYear: AS_OF_YEAR });
    // 10% down: a $540,000 loan, DSCR 46,740 / 40,958 = 1.14.
    expect(a.metrics.dscr).toBe(1.14);
    expect(a.execution_plan[0]).toBe(
      "Bring the DSCR to 1.25: NOI of $46,740/yr supports a loan of about $492,985 at 6.5% over 30 years, not $540,000.",
    );
  });
  it("no loan: nothing to size", () => {
    expect(loanSupportedAtMinDscr(proformaBasis(fourplex({ cashPurchase: true })))).toBeNull();
  });
  it("an Avoid ends with the advice not to go ahead, instead of the closing checks", () => {
    const b = basis();
    expect(executionPlan(b, [], { decision: "Avoid", reason: "" })).toEqual([
      "Do not go ahead at these numbers; make an offer only at a price or on terms where cash flow is positive.",
    ]);
    expect(executionPlan(b, [], { decision: "Buy", reason: "" })).toHaveLength(2);
  });
  it("a negative cash flow states the yearly loss", () => {
    const a = analyzeProforma(fourplex({ downPaymentPct: 0, interestRatePct: 7.5 }), { asOfYear: AS_OF_YEAR });
    expect(a.execution_plan[0]).toBe(
      "Renegotiate the price or the financing: at these numbers the building loses $3,603 a year.",
    );
    expect(a.verdict.reason).toBe("Rule 3: cash flow is -$3,603/yr (DSCR 0.93).");
  });
});
