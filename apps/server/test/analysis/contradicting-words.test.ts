import {
  analyzeProforma,
  recommendationOf,
  summarizeComps,
  type CompareAnalysis,
  type NeighborhoodAnalysis,
  type NeighborhoodRatings,
} from "@plexwise/core";
import { AS_OF_YEAR, expense, fourplex, twelveUnits } from "@plexwise/core/testing";
import { describe, expect, it } from "vitest";
import { contradictedVerdict } from "../../src/llm/verdict-words";
import { contradictedComps } from "../../src/analysis/words/comps-words";
import { contradictedFlags } from "../../src/analysis/words/flag-words";
import { contradictedRanking } from "../../src/analysis/words/ranking-words";
import { contradictedRatings } from "../../src/analysis/words/rating-words";

const proforma = (overrides: Parameters<typeof fourplex>[0] = {}) =>
  analyzeProforma(fourplex(overrides), { asOfYear: AS_OF_YEAR });

describe("prose against the flags' direction", () => {
  // $900,000 on the fourplex: DSCR 0.91x and cash flow negative, both flagged.
  const strained = proforma({ price: 900_000 });
  // Only taxes and management: expenses 16.4% of GOI, flagged implausibly low.
  const lean = proforma({ expenses: [expense("Taxes", 600), expense("Management", 350)] });
  const clean = proforma();
  const cases = { strained, lean, clean };

  it("the cases are what they claim to be", () => {
    expect(strained.flags.map((f) => f.code)).toEqual(
      expect.arrayContaining(["dscr_below_1_25", "negative_cash_flow"]),
    );
    expect(lean.flags.map((f) => f.code)).toContain("expense_ratio_low_for_age");
    expect(clean.flags).toEqual([]);
  });

  it.each([
    [
      "strained",
      "The DSCR of 0.91x is healthy and cash flow is positive.",
      ["DSCR of 0.91x is healthy", "cash flow is positive"],
    ],
    [
      "strained",
      "It covers the debt comfortably with strong cash flow.",
      ["covers the debt comfortably", "strong cash flow"],
    ],
    ["lean", "Expenses look conservative for a building of this age.", ["Expenses look conservative"]],
    ["lean", "High operating expenses eat into NOI.", ["High operating expenses"]],
    ["clean", "The DSCR is too low and the building loses money.", ["DSCR is too low", "loses money"]],
    [
      "clean",
      "Expenses are implausibly low; the pro-forma rents are aggressive.",
      ["Expenses are implausibly low", "pro-forma rents are aggressive"],
    ],
    ["clean", "Cash flow turns negative after debt service: negative cash flow.", ["negative cash flow"]],
  ] as const)("%s: %s is caught", (name, text, expected) => {
    expect(contradictedFlags([text], cases[name])).toEqual(expected);
  });

  it.each([
    ["strained", "The DSCR of 0.91x is below 1.25x and cash flow is negative."],
    ["strained", "The DSCR is not healthy, and cash flow isn't positive."],
    ["lean", "Expenses are implausibly low for a building of this age; check them against the T-12."],
    ["clean", "The DSCR is comfortable, cash flow is positive and expenses are in a normal range."],
    ["clean", "Expenses are not implausibly low."],
  ] as const)("%s: %s stands", (name, text) => {
    expect(contradictedFlags([text], cases[name])).toEqual([]);
  });

  it.each<[string, Parameters<typeof fourplex>[0]]>([
    ["clean", {}],
    ["strained", { price: 900_000 }],
    ["lean", { expenses: [expense("Taxes", 600), expense("Management", 350)] }],
    ["no price", { price: 0 }],
    ["no expenses", { expenses: [] }],
    ["low taxes", { expenses: [expense("Taxes", 100), expense("Management", 350), expense("Insurance", 250)] }],
    ["cash purchase", { cashPurchase: true }],
  ])("the template's own prose never contradicts itself: %s", (_name, overrides) => {
    const a = proforma(overrides);
    const texts = [a.summary, ...a.execution_plan, ...a.flags.flatMap((f) => [f.title, f.reason]), a.verdict.reason];
    expect(contradictedFlags(texts, a)).toEqual([]);
    expect(contradictedVerdict(texts, a.verdict.decision)).toEqual([]);
  });

  it("the twelve-unit building with a seller's pro-forma: its template stands, 'realistic pro-forma rents' does not", () => {
    const a = analyzeProforma(twelveUnits(), { asOfYear: AS_OF_YEAR });
    expect(a.flags.map((f) => f.code)).toContain("pro_forma_rents_above_in_place");
    expect(contradictedFlags([a.summary, ...a.execution_plan, ...a.flags.map((f) => f.reason)], a)).toEqual([]);
    expect(contradictedFlags(["The pro-forma rents look realistic."], a)).toEqual(["pro-forma rents look realistic"]);
  });
});

function neighbourhood(ratings: NeighborhoodRatings): NeighborhoodAnalysis {
  const none = "no formula";
  return {
    ratings,
    rating_basis: "data",
    formulas: { schools: none, crime: none, jobs: none, neighborhood: none },
    factors: [],
    overall_recommendation: recommendationOf(ratings),
    narrative: "",
    attributions: [],
    data_sources: [],
    geography: { zip: "78701", state: "TX" },
  };
}

describe("prose against the neighbourhood ratings", () => {
  // Schools poor, crime good (higher is safer), jobs mixed; the mean 5.3 is Mixed.
  const split = neighbourhood({ schools: 2, crime: 8.5, jobs: 5.5, neighborhood: null });

  it.each([
    ["Excellent schools serve the area.", ["Excellent schools"]],
    ["The schools are good and well rated.", ["schools are good"]],
    ["Crime is high here, and the streets are unsafe.", ["unsafe", "Crime is high"]],
    ["An outstanding job market.", ["outstanding job market"]],
    ["It is a thriving neighbourhood.", ["thriving neighbourhood"]],
  ])("%s is caught", (text, expected) => {
    expect(contradictedRatings([text], split).sort()).toEqual([...expected].sort());
  });

  it.each([
    "Schools are weak, at 2 out of 10; crime is low and the area feels safe; the job market is middling.",
    "The schools are not good, and it is a low-crime area with a decent job market.",
    recommendationOf({ schools: 2, crime: 8.5, jobs: 5.5, neighborhood: null }).summary,
    "Schools: 2 out of 10. Crime (higher is safer): 8.5 out of 10. Jobs: 5.5 out of 10. Neighborhood: no data.",
  ])("%s stands", (text) => {
    expect(contradictedRatings([text], split)).toEqual([]);
  });

  it("a strong area may not be called weak; one without data may not be praised", () => {
    const strong = neighbourhood({ schools: 8, crime: 7.5, jobs: 9, neighborhood: 8 });
    expect(contradictedRatings(["A weak neighbourhood with poor schools."], strong).sort()).toEqual([
      "poor schools",
      "weak neighbourhood",
    ]);
    expect(contradictedRatings([recommendationOf(strong.ratings).summary], strong)).toEqual([]);
    const unknown = neighbourhood({ schools: null, crime: null, jobs: null, neighborhood: null });
    expect(contradictedRatings(["Great schools and a safe area."], unknown)).toEqual(["Great schools", "safe area"]);
    expect(contradictedRatings([recommendationOf(unknown.ratings).summary], unknown)).toEqual([]);
  });
});

describe("prose against the comps", () => {
  const comp = (beds: number, rent: number) => ({
    source: "rentcast" as const,
    unit_type: `${beds} Bed / 1 Bath`,
    beds,
    baths: 1,
    sqft: null,
    rent,
    address: null,
    distance_miles: null,
    note: null,
  });
  const result = summarizeComps({
    unitTypes: [
      { label: "1 Bed / 1 Bath", beds: 1, baths: 1, sqft: null, current_rent: 1000 },
      { label: "2 Bed / 1 Bath", beds: 2, baths: 1, sqft: null, current_rent: 1500 },
    ],
    comps: [comp(1, 1200), comp(1, 1300), comp(2, 1800), comp(2, 1700)],
    zip: "78701",
    radiusMiles: 3,
    asOf: "2026-11-26",
    dataSources: [{ id: "rentcast", name: "RentCast", count: 4, note: null }],
  });
  const explanations = result.summary_json.explanations;

  it("both unit types rent below their comps, and the computed text says so without contradiction", () => {
    expect(result.summary_json.summary_table.map((r) => r.pct_vs_current)).toEqual([-20, -14.3]);
    expect(contradictedComps({ header: result.header_text, explanations }, result)).toEqual([]);
  });

  it("rents called above market are caught, in the header and in each row's explanation", () => {
    expect(
      contradictedComps(
        {
          header: "Your rents are above market.",
          explanations: [explanations[0] ?? "", "Your 2 Bed / 1 Bath units rent over the local median."],
        },
        result,
      ),
    ).toEqual(["above market", "over the local median"]);
  });

  it("below market stands; a mixed table leaves the header free but holds each row to its own direction", () => {
    expect(contradictedComps({ header: "Rents sit below market.", explanations: [] }, result)).toEqual([]);
    const mixed = summarizeComps({
      unitTypes: [
        { label: "1 Bed / 1 Bath", beds: 1, baths: 1, sqft: null, current_rent: 1400 },
        { label: "2 Bed / 1 Bath", beds: 2, baths: 1, sqft: null, current_rent: 1500 },
      ],
      comps: [comp(1, 1200), comp(2, 1800)],
      zip: null,
      radiusMiles: 3,
      asOf: "2026-11-26",
      dataSources: [],
    });
    expect(
      contradictedComps(
        {
          header: "Some units rent above market, some below market.",
          explanations: ["Below the comps.", "Below the comps."],
        },
        mixed,
      ),
    ).toEqual(["Below the comps"]);
  });
});

describe("prose against the comparison's ranking", () => {
  const analysis: CompareAnalysis = {
    properties: [
      { id: "a", nickname: "Elm Court", address: "1 Elm St", plausibility: [] },
      { id: "b", nickname: "Oak House", address: "2 Oak St", plausibility: [] },
      { id: "c", nickname: null, address: "3 Pine St", plausibility: [] },
    ],
    rows: [],
    ranking: [
      { property_id: "a", rank: 1, score: 80, reasons: [] },
      { property_id: "b", rank: 2, score: 60, reasons: [] },
      { property_id: "c", rank: 3, score: 40, reasons: [] },
    ],
    narrative: "",
  };

  it("a property named first or last out of its place is caught; its place, or a negation, stands", () => {
    expect(contradictedRanking(["Oak House ranks first, and Elm Court comes last."], analysis)).toEqual([
      "Elm Court comes last",
      "Oak House ranks first",
    ]);
    expect(contradictedRanking(["3 Pine St is the best of the three."], analysis)).toEqual(["3 Pine St is the best"]);
    expect(
      contradictedRanking(["Elm Court ranks first; Oak House does not rank first; 3 Pine St ranks last."], analysis),
    ).toEqual([]);
  });
});
