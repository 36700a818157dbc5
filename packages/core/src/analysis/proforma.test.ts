import { describe, expect, it } from "vitest";
import { proformaAnalysisSchema } from "../contracts/analysis";
import { mortgagePayment } from "../finance/loan";
import { AS_OF_YEAR, fourplex, twelveUnits } from "../testing/buildings";
import type { PropertyFacts } from "./deal-input";
import { analyzeProforma, proformaFacts } from "./proforma";
import { VERDICT_RULES } from "./proforma-verdict";

const analyze = (p: PropertyFacts) => analyzeProforma(p, { asOfYear: AS_OF_YEAR });

describe("analyzeProforma: the clean fourplex, by hand", () => {
  // Gross income 6,000 rent + 100 laundry = 6,100/mo; 5% vacancy = 305; income 5,795/mo = GOI 69,540/yr.
  // Expenses 600 + 250 + 350 + 400 + 300 = 1,900/mo = 22,800/yr. NOI 3,895/mo = 46,740/yr.
  // Cap rate 46,740 / 600,000 = 7.79%. OER 1,900 / 5,795 = 32.787% -> 32.79. $150,000 a unit, $150 a sq ft.
  // Loan 75% of 600,000 = 450,000 at 6.5% / 30y: 0.6 x the textbook $4,740.51 on $750k = $2,844.31/mo = $34,131.67/yr.
  // Cash flow 46,740 - 34,131.67 = 12,608.33 -> 12,608. DSCR 46,740 / 34,131.67 = 1.3694 -> 1.37.
  // Cash in 150,000 down + 3% closing 18,000 = 168,000; cash-on-cash 12,608.33 / 168,000 = 7.505% -> 7.50.
  // Pro-forma 4 x 1,650 = 6,600 vs 6,000 in place: +10.00% (the flag needs more than 10%).
  const a = analyze(fourplex());
  const debtService = 12 * mortgagePayment(450_000, 6.5, 30);

  it("metrics, rounded for display", () => {
    expect(debtService).toBeCloseTo(34_131.67, 2);
    expect(a.metrics).toEqual({
      goi_annual: 69_540,
      expenses_annual: 22_800,
      noi_annual: 46_740,
      cap_rate_percent: 7.79,
      oer_percent: 32.79,
      price_per_unit: 150_000,
      price_per_sf: 150,
      pro_forma_vs_current_delta_percent: 10,
      dscr: 1.37,
      cash_flow_annual: 12_608,
      cash_on_cash_percent: 7.5,
    });
  });

  it("no flags; a Buy by rule 4, naming the numbers", () => {
    expect(a.flags).toEqual([]);
    expect(a.verdict).toEqual({
      decision: "Buy",
      reason:
        "Rule 4: no high-severity flag, cap rate 7.79%, DSCR 1.37 and cash-on-cash 7.50% meet every Buy condition.",
    });
    expect(a.verdict_rules).toEqual(VERDICT_RULES);
  });

  it("a summary stating the key numbers, and the standard checks as the plan", () => {
    expect(a.summary).toBe(
      "4 units built in 1995 at $600,000 ($150,000 per unit). Rent in place of $6,000/mo plus $100/mo of other income, " +
        "less a 5% vacancy allowance, gives GOI of $69,540/yr; expenses of $22,800/yr (32.79% of GOI) leave NOI of $46,740/yr, " +
        "a cap rate of 7.79%. With $150,000 down and a $450,000 loan at 6.5% over 30 years, debt service of $34,132/yr leaves " +
        "cash flow of $12,608/yr at a DSCR of 1.37, a cash-on-cash return of 7.50% on $168,000 invested (with 3% closing costs). " +
        "No flags. Verdict: Buy.",
    );
    expect(a.execution_plan).toEqual([
      "Verify the rent roll against signed leases and recent bank deposits.",
      "Order a property inspection and get insurance quotes before your contingencies end.",
    ]);
  });

  it("fits the shared contract and is the same every time", () => {
    expect(proformaAnalysisSchema.parse(a)).toEqual(a);
    expect(analyze(fourplex())).toEqual(a);
  });

  it("facts hold every number of the summary and metrics", () => {
    const facts = proformaFacts(a);
    for (const n of [
      600_000, 150_000, 6_000, 100, 5, 69_540, 22_800, 32.79, 46_740, 7.79, 450_000, 6.5, 30, 34_132, 12_608, 1.37, 7.5,
      168_000, 3, 1995, 10,
    ]) {
      expect(facts).toContain(n);
    }
  });
});

describe("analyzeProforma: the 1962 12-unit with a seller's pro-forma, by hand", () => {
  // Rent in place 4 x 950 + 7 x 1,150 = 3,800 + 8,050 = 11,850/mo (unit 12 is vacant); no vacancy: GOI 142,200/yr.
  // Expenses 450 + 500 + 600 + 900 = 2,450/mo = 29,400/yr; NOI 9,400/mo = 112,800/yr; cap 112,800 / 1,250,000 = 9.024%.
  // OER 2,450 / 11,850 = 20.675% -> 20.68. $1,250,000 / 12 = $104,166.67; / 9,600 sq ft = $130.208.
  // Loan 937,500 at 7% / 30y: 9.375 x the textbook $665.30 per $100,000 = $6,237.21/mo = $74,846.53/yr.
  // Cash flow 112,800 - 74,846.53 = 37,953.47; DSCR 1.5071; cash in 312,500 + 37,500 closing = 350,000: 10.844%.
  // Pro-forma over the 11 occupied units: 4 x 1,100 + 7 x 1,350 = 13,850 vs 11,850: +16.878%.
  const a = analyze(twelveUnits());

  it("metrics", () => {
    expect(12 * mortgagePayment(937_500, 7, 30)).toBeCloseTo(74_846.53, 2);
    expect(a.metrics).toEqual({
      goi_annual: 142_200,
      expenses_annual: 29_400,
      noi_annual: 112_800,
      cap_rate_percent: 9.02,
      oer_percent: 20.68,
      price_per_unit: 104_167,
      price_per_sf: 130.21,
      pro_forma_vs_current_delta_percent: 16.88,
      dscr: 1.51,
      cash_flow_annual: 37_953,
      cash_on_cash_percent: 10.84,
    });
  });

  it("five flags, high first, each reason stating its numbers", () => {
    expect(a.flags.map((f) => [f.code, f.severity])).toEqual([
      ["expense_ratio_low_for_age", "high"],
      ["taxes_not_reassessed", "medium"],
      ["no_vacancy_allowance", "medium"],
      ["no_management_fee", "medium"],
      ["pro_forma_rents_above_in_place", "medium"],
    ]);
    expect(a.flags[0]!.reason).toBe(
      "Expenses of $29,400/yr are 20.68% of GOI (built in 1962, the building is 64 years old in 2026). " +
        "Below 25% is implausible for any building, and below 35% for one over 40 years old.",
    );
    // 450 x 12 = 5,400 a year: 0.432% of the price; the benchmark 1% is 12,500.
    expect(a.flags[1]!.reason).toContain("Stated taxes of $5,400/yr are 0.43% of the $1,250,000 price, below 0.60%");
    expect(a.flags[1]!.reason).toContain("about $12,500/yr");
    expect(a.flags[2]!.reason).toContain("lower GOI by $7,110/yr"); // 5% of 142,200
    expect(a.flags[3]!.reason).toContain("$5,688 to $11,376/yr on GOI of $142,200/yr"); // 4% and 8%
    expect(a.flags[4]!.reason).toBe(
      "Pro-forma rents on 11 units total $13,850/mo, 16.88% above their rent in place of $11,850/mo (flagged above 10%, high above 25%).",
    );
  });

  it("Review by rule 5, naming what keeps it from a Buy", () => {
    expect(a.verdict).toEqual({
      decision: "Review",
      reason:
        "Rule 5: NOI is positive and cash flow is not negative, but Rule 4 (Buy) is not met: 1 high-severity flag " +
        "(Expense ratio implausibly low for the building's age) and 4 medium-severity flags, more than 2.",
    });
  });

  it("a plan step per flag, then the standard checks", () => {
    expect(a.execution_plan).toEqual([
      // 35% of 142,200 = 49,770.
      "Check the expenses against the seller's trailing 12-month statement and utility bills: at a 35% expense ratio they would be $49,770/yr, not $29,400/yr.",
      "Get the tax bill re-estimated at the $1,250,000 price: the stated $5,400/yr is 0.43% of price (about $12,500/yr at 1%).",
      "Underwrite a 5% vacancy allowance ($7,110/yr), even if every unit is rented today.",
      "Budget management at 4% to 8% of GOI ($5,688 to $11,376/yr), even if you plan to manage it yourself.",
      "Underwrite at rent in place ($11,850/mo, not the pro-forma $13,850/mo); check the pro-forma rents against comparable rents and lease end dates before paying for them.",
      "Verify the rent roll against signed leases and recent bank deposits.",
      "Order a property inspection and get insurance quotes before your contingencies end.",
    ]);
  });

  it("every number in every text is a fact", () => {
    const facts = proformaFacts(a);
    const texts = [a.summary, ...a.flags.map((f) => f.reason), ...a.execution_plan, a.verdict.reason];
    for (const text of texts) {
      for (const n of text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []) expect(facts).toContain(Number(n.replaceAll(",", "")));
    }
  });
});
