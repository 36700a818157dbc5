import { describe, expect, it } from "vitest";
import { compareResultSchema, type CompareAssumptions } from "../contracts/analysis";
import { analyzeDeal } from "../finance/analyze-deal";
import { AS_OF_YEAR, fourplex, twelveUnits } from "../testing/buildings";
import { compareFacts, compareProperties, describeAssumptions } from "./compare";
import { bestIndexes, type ComparedProperty } from "./compare-rows";
import { dealInputOfProperty } from "./deal-input";
import { roundTo } from "./format";

const elm: ComparedProperty = { ...fourplex(), id: "elm", nickname: "Elm Fourplex", address: "120 Elm Street" };
const maple: ComparedProperty = { ...twelveUnits(), id: "maple", nickname: "Maple Court", address: "12 Maple St" };
const terms: CompareAssumptions = {
  cashPurchase: false,
  downPaymentPct: 25,
  interestRatePct: 7,
  amortYears: 30,
  vacancyPct: 5,
};
const compare = (props: ComparedProperty[], a: CompareAssumptions = terms) =>
  compareProperties(props, a, { asOfYear: AS_OF_YEAR });
const row = (result: ReturnType<typeof compare>, key: string) => result.rows.find((r) => r.key === key)!;
const irrOf = (p: ComparedProperty) => roundTo(analyzeDeal(dealInputOfProperty(p, terms)).metrics.irrPct!, 2);

describe("compareProperties: the fourplex and the 12-unit on 25% down, 7% over 30 years, 5% vacancy", () => {
  // Elm: NOI 46,740 (its own 5% vacancy). Loan 450,000 at 7%: 4.5 x $665.30 x 12 = $35,926.33/yr. Cash flow 10,813.67;
  //   DSCR 1.301; cash-on-cash 10,813.67 / 168,000 = 6.437%; GRM 600,000 / 69,540 = 8.628; payback 168,000 / 10,813.67 = 15.5.
  // Maple: GOI 142,200 x 0.95 = 135,090; NOI 135,090 - 29,400 = 105,690; cap 8.455%; OER 21.76%. Debt service
  //   $74,846.53/yr: cash flow 30,843.47; DSCR 1.412; cash-on-cash 8.812%; GRM 1,250,000 / 135,090 = 9.253;
  //   payback 350,000 / 30,843.47 = 11.35.
  const result = compare([elm, maple]);

  it("rows: the same engine on the same terms, rounded as shown, with the best marked", () => {
    expect(irrOf(elm)).toBe(18.65);
    expect(irrOf(maple)).toBe(21.2);
    expect(result.rows.map((r) => [r.key, r.values, r.best])).toEqual([
      ["price", [600_000, 1_250_000], []],
      ["units", [4, 12], []],
      ["price_per_unit", [150_000, 104_167], [1]],
      ["price_per_sf", [150, 130.21], [1]],
      ["goi_annual", [69_540, 135_090], []],
      ["expenses_annual", [22_800, 29_400], []],
      ["noi_annual", [46_740, 105_690], []],
      ["cap_rate_percent", [7.79, 8.46], [1]],
      ["oer_percent", [32.79, 21.76], []],
      ["grm", [8.63, 9.25], [0]],
      ["cash_flow_year1", [10_814, 30_843], [1]],
      ["cash_flow_annual", [10_814, 30_843], []],
      ["cash_on_cash_percent", [6.44, 8.81], [1]],
      ["dscr", [1.3, 1.41], [1]],
      ["irr_percent", [18.65, 21.2], [1]],
      ["equity_multiple", [4.29, 4.9], [1]],
      ["total_cash_in", [168_000, 350_000], []],
      ["payback_years", [15.5, 11.3], [1]],
      ["pro_forma_vs_current_delta_percent", [10, 16.88], []],
    ]);
  });

  it("each row has a format and a better direction (none for size figures, OER and the pro-forma gap)", () => {
    const directions = Object.fromEntries(result.rows.map((r) => [r.key, `${r.format}/${r.better ?? "-"}`]));
    expect(directions).toEqual({
      price: "money/-",
      units: "number/-",
      price_per_unit: "money/lower",
      price_per_sf: "money/lower",
      goi_annual: "money/-",
      expenses_annual: "money/-",
      noi_annual: "money/-",
      cap_rate_percent: "percent/higher",
      oer_percent: "percent/-",
      grm: "ratio/lower",
      cash_flow_year1: "money/higher",
      cash_flow_annual: "money/-",
      cash_on_cash_percent: "percent/higher",
      dscr: "ratio/higher",
      irr_percent: "percent/higher",
      equity_multiple: "ratio/higher",
      total_cash_in: "money/-",
      payback_years: "years/lower",
      pro_forma_vs_current_delta_percent: "percent/-",
    });
  });

  it("ranking: points on fixed scales, minus flag penalties; the clean fourplex beats the flagged 12-unit", () => {
    // Elm: cap (7.79 - 4) / 6 x 30 = 18.95 -> 19.0; cash-on-cash 6.44 / 12 x 30 = 16.1; IRR 18.65 / 20 x 25 = 23.3;
    //   DSCR (1.30 - 1) x 15 = 4.5. Total 62.9, no flags.
    // Maple: cap 4.46 / 6 x 30 = 22.3; cash-on-cash 8.81 / 12 x 30 = 22.0; IRR 21.20 is past 20: 25.0; DSCR 0.41 x 15 = 6.2.
    //   84.5 less 10 for the high OER flag and 3 x 3 for taxes, management and pro-forma rents: 56.5.
    expect(result.ranking).toEqual([
      {
        property_id: "elm",
        rank: 1,
        score: 62.9,
        reasons: [
          "Cap rate 7.79%: 19.0 of 30 points (scale 4% to 10%).",
          "Cash-on-cash 6.44%: 16.1 of 30 points (scale 0% to 12%).",
          "IRR 18.65%: 23.3 of 25 points (scale 0% to 20%).",
          "DSCR 1.30: 4.5 of 15 points (scale 1.00 to 2.00).",
        ],
      },
      {
        property_id: "maple",
        rank: 2,
        score: 56.5,
        reasons: [
          "Cap rate 8.46%: 22.3 of 30 points (scale 4% to 10%).",
          "Cash-on-cash 8.81%: 22.0 of 30 points (scale 0% to 12%).",
          "IRR 21.20%: 25.0 of 25 points (scale 0% to 20%).",
          "DSCR 1.41: 6.2 of 15 points (scale 1.00 to 2.00).",
          "1 high-severity flag (Expense ratio implausibly low for the building's age): minus 10.0 points.",
          "3 medium-severity flags (Taxes not reassessed at the purchase price, No management fee and Pro-forma rents far above rent in place): minus 9.0 points.",
        ],
      },
    ]);
  });

  it("a template narrative: the terms, the ranking, who is best at what, and what the flags cost", () => {
    expect(result.narrative).toBe(
      "Compared on the same assumptions: 25% down, 7% interest, a 30-year amortization and 5% vacancy; anything else is each property's own. " +
        "Ranking by score: 1. Elm Fourplex (62.9), 2. Maple Court (56.5). Highest cap rate: Maple Court (8.46%). " +
        "Highest cash-on-cash return: Maple Court (8.81%). Highest IRR: Maple Court (21.20%). Highest DSCR: Maple Court (1.41). " +
        "Lowest price per unit: Maple Court ($104,167). " +
        "Maple Court loses 19.0 points to 4 flags, 1 of high severity (expense ratio implausibly low for the building's age).",
    );
  });

  it("fits the shared contract; the facts hold every value, score and number written", () => {
    expect(compareResultSchema.parse({ ...result, narration: "template", model: null, notice: null })).toMatchObject(
      result,
    );
    expect(result.properties).toEqual([
      { id: "elm", nickname: "Elm Fourplex", address: "120 Elm Street", plausibility: [] },
      { id: "maple", nickname: "Maple Court", address: "12 Maple St", plausibility: [] },
    ]);
    const facts = compareFacts(result);
    for (const text of [result.narrative, ...result.ranking.flatMap((r) => r.reasons)]) {
      for (const n of text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []) expect(facts).toContain(Number(n.replaceAll(",", "")));
    }
    expect(facts).toEqual(expect.arrayContaining([62.9, 56.5, 10_814, 30_843, 18.65, 21.2]));
  });
});

describe("compareProperties: ties, missing values and cash", () => {
  it("identical properties tie: the same score and rank, and no row marks a best", () => {
    const result = compare([elm, { ...elm, id: "elm-2" }]);
    expect(result.ranking.map((r) => [r.property_id, r.rank, r.score])).toEqual([
      ["elm", 1, 62.9],
      ["elm-2", 1, 62.9],
    ]);
    expect(result.rows.every((r) => r.best.length === 0)).toBe(true);
  });

  it("compares the projected year-1 cash flow: a renovation spent in year 1 shows there, today's figure stands apart", () => {
    const plan = { unitTypes: [], commonAreaBudget: 80_000, unitsPerYear: 0 };
    const renovating = compare([{ ...elm, underwriting: { valueAdd: plan } }, maple]);
    expect(row(renovating, "cash_flow_year1")).toMatchObject({ values: [10_814 - 80_000, 30_843], best: [1] });
    expect(row(renovating, "cash_flow_annual")).toMatchObject({ values: [10_814, 30_843], best: [] });
  });

  it("marks every property that ties for the best; ranks after a tie skip (1, 1, 3)", () => {
    const result = compare([elm, { ...elm, id: "elm-2" }, maple]);
    expect(row(result, "grm").best).toEqual([0, 1]);
    expect(row(result, "cap_rate_percent").best).toEqual([2]);
    expect(result.ranking.map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  it("a property without a price: its price-based values are null and ignored; it scores 0 on them and loses 10", () => {
    const result = compare([elm, { ...maple, price: 0 }]);
    expect(row(result, "cap_rate_percent")).toMatchObject({ values: [7.79, null], best: [] });
    expect(row(result, "cash_flow_annual")).toMatchObject({ values: [10_814, null], best: [] });
    const reasons = result.ranking.find((r) => r.property_id === "maple")!.reasons;
    expect(reasons).toEqual(
      expect.arrayContaining([
        "No cap rate: 0.0 of 30 points.",
        "No cash-on-cash return: 0.0 of 30 points.",
        "No IRR: 0.0 of 25 points.",
      ]),
    );
  });

  it("a property without a price or rents ranks after every property that has them, however low their scores", () => {
    // The fourplex on terms that lose money still ranks above a building with no price, which gets no free DSCR points.
    const losing: ComparedProperty = { ...elm, price: 2_000_000 };
    const unpriced: ComparedProperty = { ...maple, price: 0, cashPurchase: true };
    const result = compare([unpriced, losing], { ...terms, interestRatePct: 12 });
    expect(result.ranking.map((r) => [r.property_id, r.rank])).toEqual([
      ["elm", 1],
      ["maple", 2],
    ]);
    const reasons = result.ranking[1]!.reasons;
    expect(reasons[0]).toContain("Not enough data to rank");
    expect(reasons.join(" ")).not.toContain("No loan, so no debt to cover");
  });

  it("a property whose figures look misread (no expenses at all) is marked and ranked last until checked", () => {
    const misread: ComparedProperty = { ...maple, expenses: [] };
    const result = compare([misread, elm], terms);
    expect(result.properties[0]!.plausibility.map((f) => [f.code, f.severity])).toEqual([["no_expenses", "high"]]);
    expect(result.ranking.map((r) => [r.property_id, r.rank])).toEqual([
      ["elm", 1],
      ["maple", 2],
    ]);
    expect(result.ranking[1]!.reasons[0]).toMatch(
      /^Its figures look wrong \(1 high-severity finding: No operating expenses/,
    );
  });

  it("a cash purchase for all: no DSCR to compare, full DSCR points for carrying no debt", () => {
    const result = compare([elm, maple], { cashPurchase: true, downPaymentPct: 25 });
    expect(row(result, "dscr")).toMatchObject({ values: [null, null], best: [] });
    expect(result.ranking[0]!.reasons).toContain("No loan, so no debt to cover: 15.0 of 15 points for DSCR.");
    expect(result.narrative.startsWith("Compared on the same assumptions: a cash purchase;")).toBe(true);
  });

  it("financed without a rate: no DSCR and 0 DSCR points", () => {
    const result = compare([elm, maple], { interestRatePct: 0 });
    expect(result.ranking[0]!.reasons).toContain(
      "No DSCR (the loan has no interest rate or amortization): 0.0 of 15 points.",
    );
  });

  it("without shared assumptions each property keeps its own terms", () => {
    const result = compare([elm, maple], {});
    expect(result.narrative.startsWith("Compared on each property's own financing and assumptions.")).toBe(true);
    expect(row(result, "cap_rate_percent").values).toEqual([7.79, 9.02]);
  });
});

describe("bestIndexes", () => {
  it.each([
    [[3, 5, 5], "higher", [1, 2]],
    [[3, 5, null], "lower", [0]],
    [[null, 5, null], "higher", []],
    [[4, 4], "higher", []],
    [[1, 2], null, []],
    [[-3, -1], "higher", [1]],
  ] as const)("%j, %s is better: %j", (values, better, expected) => {
    expect(bestIndexes(values, better)).toEqual(expected);
  });
});

describe("describeAssumptions", () => {
  it("names each shared assumption", () => {
    expect(
      describeAssumptions({
        downPaymentPct: 20,
        interestRatePct: 6.75,
        amortYears: 25,
        holdYears: 7,
        rentGrowthPct: 2.5,
        expenseGrowthPct: 3,
        exitCapRatePct: 7,
        saleCostsPct: 5,
      }),
    ).toEqual([
      "20% down",
      "6.75% interest",
      "a 25-year amortization",
      "a 7-year hold",
      "2.5% rent growth",
      "3% expense growth",
      "a 7% exit cap rate",
      "5% sale costs",
    ]);
    expect(describeAssumptions({ cashPurchase: false })).toEqual(["financed"]);
    expect(describeAssumptions({ cashPurchase: true, interestRatePct: 7 })).toEqual(["a cash purchase"]);
  });
});

describe("a property whose document lines miss the totals the documents print (issue 30)", () => {
  it("is ranked after a property with a lower cap rate, and the reason names the total, both figures and the page", () => {
    // Maple's expense lines read from an OM that prints $7,350 a year: the reading doubled them ($14,700).
    const read = <T extends { source: string }>(line: T): T => ({ ...line, source: "document" });
    const misread: ComparedProperty = {
      ...maple,
      id: "misread",
      expenses: maple.expenses.map((e) => read({ ...e, amountMonthlyCents: (e.amountMonthlyCents ?? 0) / 2 })),
      documentTotals: [{ total: "total_expenses_annual", value: 7_350, file: "om.pdf", page: 5, confirmed: false }],
    };
    const result = compare([misread, elm]);
    expect(result.ranking.map((r) => r.property_id)).toEqual(["elm", "misread"]);
    expect(result.ranking[1]?.reasons[0]).toContain("Its figures look wrong");
    expect(result.ranking[1]?.reasons[0]).toContain("total expenses of $7,350 a year (om.pdf, p. 5)");
    expect(result.properties[0]?.plausibility[0]).toMatchObject({ total: "total_expenses_annual", severity: "high" });
    // Once the user confirms the lines, it is ranked on its figures again.
    const confirmed = { ...misread, documentTotals: misread.documentTotals?.map((t) => ({ ...t, confirmed: true })) };
    expect(compare([confirmed, elm]).ranking[0]?.property_id).toBe("misread");
  });
});
