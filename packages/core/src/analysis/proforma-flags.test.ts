import { describe, expect, it } from "vitest";
import type { ProformaFlagCode } from "../contracts/analysis";
import { mortgagePayment } from "../finance/loan";
import { AS_OF_YEAR, expense, fourplex, unit } from "../testing/buildings";
import type { PropertyFacts } from "./deal-input";
import { analyzeProforma } from "./proforma";

/** The flags of a variant of the clean fourplex (which raises none); each test moves one number across a threshold. */
const flagsOf = (overrides: Partial<PropertyFacts>) =>
  analyzeProforma(fourplex(overrides), { asOfYear: AS_OF_YEAR }).flags;
const flag = (overrides: Partial<PropertyFacts>, code: ProformaFlagCode) =>
  flagsOf(overrides).find((f) => f.code === code) ?? null;
const codes = (overrides: Partial<PropertyFacts>) => flagsOf(overrides).map((f) => f.code);

describe("no_vacancy_allowance: vacancy missing or 0%", () => {
  it("fires for no vacancy and for 0%, sized at 5% of gross income (6,100 x 12 = 73,200 -> $3,660)", () => {
    expect(flag({ vacancyPct: null }, "no_vacancy_allowance")).toEqual({
      code: "no_vacancy_allowance",
      severity: "medium",
      title: "No vacancy allowance",
      reason:
        "Vacancy is 0%: the income assumes every unit is rented every month. A 5% allowance would lower GOI by $3,660/yr.",
    });
    expect(codes({ vacancyPct: 0 })).toContain("no_vacancy_allowance");
  });
  it("does not fire for any allowance above 0", () => {
    expect(codes({ vacancyPct: 0.5 })).not.toContain("no_vacancy_allowance");
  });
});

describe("taxes_not_reassessed: taxes below 0.60% of the price (60% of a 1% benchmark), or none", () => {
  it("does not fire at 0.60%: $300/mo = $3,600/yr on $600,000", () => {
    expect(codes({ expenses: [expense("Taxes", 300), expense("Management", 350)] })).not.toContain(
      "taxes_not_reassessed",
    );
  });
  it("fires at 0.59%: $297/mo = $3,564/yr = 0.594% of $600,000", () => {
    const f = flag({ expenses: [expense("Taxes", 297), expense("Management", 350)] }, "taxes_not_reassessed");
    expect(f?.severity).toBe("medium");
    expect(f?.reason).toBe(
      "Stated taxes of $3,564/yr are 0.59% of the $600,000 price, below 0.60% (60% of the 1% benchmark rate). " +
        "A sale is usually reassessed at the price paid. At the 1% benchmark rate, taxes on the $600,000 price would be about $6,000/yr.",
    );
  });
  it("fires high when no line is in the Taxes category, or the Taxes lines total $0", () => {
    const none = flag(
      { expenses: [expense("Other", 600, "Property tax"), expense("Management", 350)] },
      "taxes_not_reassessed",
    );
    expect(none).toEqual({
      code: "taxes_not_reassessed",
      severity: "high",
      title: "No property taxes",
      reason:
        "No expense line in the Taxes category has an amount. At the 1% benchmark rate, taxes on the $600,000 price would be about $6,000/yr.",
    });
    expect(
      flag({ expenses: [expense("Taxes", 0), expense("Management", 350)] }, "taxes_not_reassessed")?.severity,
    ).toBe("high");
  });
  it("without a price, only a missing Taxes line fires, with no benchmark figure", () => {
    expect(flag({ price: 0, expenses: [expense("Management", 350)] }, "taxes_not_reassessed")?.reason).toBe(
      "No expense line in the Taxes category has an amount.",
    );
    expect(codes({ price: 0 })).not.toContain("taxes_not_reassessed");
  });
});

describe("no_management_fee: no Management line with an amount", () => {
  it("fires without a Management line, sized at 4% to 8% of GOI (69,540 -> $2,782 to $5,563)", () => {
    expect(flag({ expenses: [expense("Taxes", 600)] }, "no_management_fee")?.reason).toBe(
      "No expense line in the Management category has an amount. Professional management typically costs 4% to 8% of GOI: $2,782 to $5,563/yr on GOI of $69,540/yr.",
    );
  });
  it("fires for a $0 Management line; not for any amount", () => {
    expect(codes({ expenses: [expense("Taxes", 600), expense("Management", 0)] })).toContain("no_management_fee");
    expect(codes({ expenses: [expense("Taxes", 600), expense("Management", 1)] })).not.toContain("no_management_fee");
  });
});

describe("expense_ratio_low_for_age: OER under 25% for any building, under 35% when over 40 years old", () => {
  // Income 5,795/mo. Taxes 600 + management 350 + other; OER = expenses / 5,795.
  const withTotal = (total: number, yearBuilt: number | null = 1995): Partial<PropertyFacts> => ({
    yearBuilt,
    expenses: [expense("Taxes", 600), expense("Management", 350), expense("Other", total - 950)],
  });
  it("does not fire at 25.00% (1,448.75 / 5,795); fires high at 24.99% (1,448 / 5,795 = 24.987%)", () => {
    expect(codes(withTotal(1_448.75))).not.toContain("expense_ratio_low_for_age");
    const f = flag(withTotal(1_448), "expense_ratio_low_for_age");
    expect(f?.severity).toBe("high");
    expect(f?.reason).toContain(
      "Expenses of $17,376/yr are 24.99% of GOI (built in 1995, the building is 31 years old in 2026).",
    );
  });
  it("over 40 years old: fires medium at 34.99% (2,027.70 / 5,795), not at 35.00% (2,028.25 / 5,795)", () => {
    expect(flag(withTotal(2_027.7, 1962), "expense_ratio_low_for_age")?.severity).toBe("medium");
    expect(codes(withTotal(2_028.25, 1962))).not.toContain("expense_ratio_low_for_age");
  });
  it("the fourplex's 32.79% fires at 41 years old (built 1985), not at 40 (1986) or without a year built", () => {
    expect(codes({ yearBuilt: 1985 })).toContain("expense_ratio_low_for_age");
    expect(codes({ yearBuilt: 1986 })).not.toContain("expense_ratio_low_for_age");
    expect(codes({ yearBuilt: null })).not.toContain("expense_ratio_low_for_age");
    expect(flag(withTotal(1_448, null), "expense_ratio_low_for_age")?.reason).toContain(
      "(the year built is not entered)",
    );
  });
});

describe("pro_forma_rents_above_in_place: over the units with both rents; above 10% medium, above 25% high", () => {
  // Rent in place 1,450 + 1,450 + 1,500 + 1,600 = 6,000/mo.
  const market = (...rents: number[]): Partial<PropertyFacts> => ({
    units: fourplex().units.map((u, i) => ({ ...u, marketRentCents: (rents[i] ?? 0) * 100 })),
  });
  it("10.00% (6,600) does not fire; 10.02% (6,601) is medium", () => {
    expect(codes(market(1_650, 1_650, 1_650, 1_650))).not.toContain("pro_forma_rents_above_in_place");
    expect(flag(market(1_650, 1_650, 1_650, 1_651), "pro_forma_rents_above_in_place")?.severity).toBe("medium");
  });
  it("25.00% (7,500) is medium; 25.02% (7,501) is high", () => {
    expect(flag(market(1_875, 1_875, 1_875, 1_875), "pro_forma_rents_above_in_place")?.severity).toBe("medium");
    expect(flag(market(1_875, 1_875, 1_875, 1_876), "pro_forma_rents_above_in_place")?.severity).toBe("high");
  });
  it("ignores units without a pro-forma rent and vacant units: unit 1 alone, 2,000 vs 1,450 = +37.93%", () => {
    const units = [unit(1, 2, 1_450, 2_000), unit(2, 2, 1_450), unit(3, 2, 1_500), unit(4, 2, null, 3_000, true)];
    expect(flag({ units }, "pro_forma_rents_above_in_place")?.reason).toBe(
      "Pro-forma rents on 1 unit total $2,000/mo, 37.93% above their rent in place of $1,450/mo (flagged above 10%, high above 25%).",
    );
  });
});

describe("dscr_below_1_25 and negative_cash_flow", () => {
  // NOI 46,740/yr. At 1.25 the debt service may be 37,392/yr = 3,116/mo: a loan of 3,116 / 0.00632068 = $492,984.91
  // at 6.5% / 30y.
  const loan = (amount: number): Partial<PropertyFacts> => ({ downPaymentPct: null, downPaymentAmt: 600_000 - amount });
  it("a $492,984 loan covers 1.25 times: no flag; $5,000 more covers 1.24 times: medium", () => {
    expect(46_740 / (12 * mortgagePayment(492_984, 6.5, 30))).toBeCloseTo(1.25, 5);
    expect(codes(loan(492_984))).not.toContain("dscr_below_1_25");
    const f = flag(loan(497_984), "dscr_below_1_25");
    expect(f?.severity).toBe("medium");
    expect(f?.reason).toMatch(
      /^NOI of \$46,740\/yr covers the debt service of \$37,\d{3}\/yr 1\.24 times; lenders usually require 1\.25\.$/,
    );
  });
  it("0% down at 7.5%: debt service $50,343/yr > NOI, DSCR 0.93 high and cash flow -$3,603/yr high", () => {
    // 600,000 x 0.0069921 x 12 = 50,343.44; 46,740 - 50,343.44 = -3,603.44.
    const flags = flagsOf({ downPaymentPct: 0, interestRatePct: 7.5 });
    expect(flags.filter((f) => f.severity === "high").map((f) => f.code)).toEqual([
      "negative_cash_flow",
      "dscr_below_1_25",
    ]);
    expect(flags[0]!.reason).toBe("After debt service of $50,343/yr, cash flow is -$3,603/yr.");
    expect(flags[1]!.reason).toContain("covers the debt service of $50,343/yr 0.93 times");
  });
  it("a cash purchase has no DSCR flag", () => {
    expect(codes({ cashPurchase: true, downPaymentPct: 0, interestRatePct: 7.5 })).toEqual([]);
  });
});

describe("missing data: no rent roll, no expenses, no price", () => {
  it("no expenses fires high and suppresses the taxes, management and expense-ratio flags", () => {
    const flags = flagsOf({ expenses: [] });
    expect(flags.map((f) => [f.code, f.severity])).toEqual([["no_expenses", "high"]]);
  });
  it("no price fires high", () => {
    expect(flag({ price: 0 }, "no_price")?.severity).toBe("high");
    expect(codes({ price: 1 })).not.toContain("no_price");
  });
  it("no rent roll fires high, once there is one unit with rent it does not", () => {
    expect(codes({ units: [] })).toContain("no_rent_roll");
    expect(codes({ units: [unit(1, 2, 1)] })).not.toContain("no_rent_roll");
  });
});
