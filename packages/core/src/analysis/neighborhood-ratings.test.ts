import { describe, expect, it } from "vitest";
import { neighborhoodAnalysisSchema } from "../contracts/analysis";
import {
  higherIsBetterScore,
  lowerIsBetterScore,
  populationGrowthScore,
  rateNeighborhood,
  type AcsNeighborhoodData,
  type CrimeNeighborhoodData,
  type NeighborhoodData,
} from "./neighborhood-ratings";

const acs: AcsNeighborhoodData = {
  year: 2024,
  medianHouseholdIncome: 60_000,
  stateMedianHouseholdIncome: 75_000,
  unemploymentRatePct: 6,
  stateUnemploymentRatePct: 4,
  medianGrossRent: 1_400,
  stateMedianGrossRent: 1_200,
  populationNow: 10_300,
  populationFiveYearsEarlier: 10_000,
  povertyRatePct: 10,
  statePovertyRatePct: 12.5,
};

const agencyCrime: CrimeNeighborhoodData = {
  geography: "agency",
  agencyName: "Springfield Police Department",
  stateName: "Illinois",
  year: 2024,
  violentPer100k: 600,
  propertyPer100k: 1_000,
  stateViolentPer100k: 300,
  statePropertyPer100k: 2_000,
  nationalViolentPer100k: 400,
  nationalPropertyPer100k: 2_000,
};

const noData: NeighborhoodData = { acs: null, crime: null, schools: null };
const weightsOf = (result: ReturnType<typeof rateNeighborhood>, rating: string) =>
  result.factors.filter((f) => f.rating === rating).reduce((sum, f) => sum + f.weight, 0);

describe("the log-ratio scores (0.5x -> 10 or 0, 1x -> 5, 2x -> 0 or 10)", () => {
  it("lower is better: half the benchmark scores 10, equal 5, double 0", () => {
    expect(lowerIsBetterScore(150, 300)).toBe(10);
    expect(lowerIsBetterScore(300, 300)).toBe(5);
    expect(lowerIsBetterScore(600, 300)).toBe(0);
    // 5 - 5 x log2(1.5) = 5 - 2.924812... = 2.075187...
    expect(lowerIsBetterScore(6, 4)).toBeCloseTo(2.0751875, 6);
  });

  it("higher is better: double the benchmark scores 10, half 0, and ten times is clamped to 10", () => {
    expect(higherIsBetterScore(100_000, 50_000)).toBe(10);
    expect(higherIsBetterScore(25_000, 50_000)).toBe(0);
    expect(higherIsBetterScore(500_000, 50_000)).toBe(10);
    // 5 + 5 x log2(0.8) = 5 - 1.609640... = 3.390359...
    expect(higherIsBetterScore(60_000, 75_000)).toBeCloseTo(3.3903595, 6);
  });

  it("a rate of 0 is the best score; a missing, negative or zero benchmark gives no score", () => {
    expect(lowerIsBetterScore(0, 300)).toBe(10);
    expect(higherIsBetterScore(0, 300)).toBe(0);
    expect(lowerIsBetterScore(null, 300)).toBeNull();
    expect(lowerIsBetterScore(100, 0)).toBeNull();
    expect(higherIsBetterScore(-666_666_666, 75_000)).toBeNull();
    expect(higherIsBetterScore(Number.NaN, 75_000)).toBeNull();
  });

  it("population growth: 5 + percent change over five years, +5% or more is 10, -5% or less is 0", () => {
    expect(populationGrowthScore(10_300, 10_000)).toBeCloseTo(8, 10);
    expect(populationGrowthScore(10_000, 10_000)).toBe(5);
    expect(populationGrowthScore(12_000, 10_000)).toBe(10);
    expect(populationGrowthScore(9_000, 10_000)).toBe(0);
    expect(populationGrowthScore(10_000, null)).toBeNull();
  });
});

describe("rateNeighborhood", () => {
  it("jobs = 60% unemployment + 40% income: 6% vs 4% and $60k vs $75k rate 2.6", () => {
    // 0.6 x 2.0751875 + 0.4 x 3.3903595 = 1.2451125 + 1.3561438 = 2.6012563 -> 2.6
    const result = rateNeighborhood({ ...noData, acs });
    expect(result.ratings.jobs).toBe(2.6);
    expect(result.factors.filter((f) => f.rating === "jobs").map((f) => [f.value, f.score, f.weight])).toEqual([
      [6, 2.08, 0.6],
      [60_000, 3.39, 0.4],
    ]);
  });

  it("neighbourhood = 40% income + 30% growth + 30% poverty: equal income, +3% people, 10% vs 12.5% poverty rate 6.4", () => {
    // income 75k vs 75k -> 5; growth 3% -> 8; poverty 5 - 5 x log2(0.8) = 6.6096405
    // 0.4 x 5 + 0.3 x 8 + 0.3 x 6.6096405 = 2 + 2.4 + 1.9828922 = 6.3828922 -> 6.4
    const result = rateNeighborhood({ ...noData, acs: { ...acs, medianHouseholdIncome: 75_000 } });
    expect(result.ratings.neighborhood).toBe(6.4);
    const rent = result.factors.find((f) => f.label.startsWith("Median gross rent"));
    expect(rent).toMatchObject({ value: 1_400, score: null, weight: 0 });
    expect(weightsOf(result, "neighborhood")).toBeCloseTo(1, 10);
  });

  it("crime at agency level = 30% violent vs state + 30% vs nation + 20% property vs state + 20% vs nation: rates 4.6", () => {
    // violent 600 vs state 300 -> 0; vs nation 400 -> 2.0751875; property 1000 vs 2000 (state and nation) -> 10 each
    // 0.3 x 0 + 0.3 x 2.0751875 + 0.2 x 10 + 0.2 x 10 = 0.6225563 + 4 = 4.6225563 -> 4.6
    const result = rateNeighborhood({ ...noData, crime: agencyCrime });
    expect(result.ratings.crime).toBe(4.6);
    expect(result.factors.filter((f) => f.rating === "crime").map((f) => f.score)).toEqual([0, 2.08, 10, 10]);
    expect(result.factors.find((f) => f.rating === "crime")?.source).toBe(
      "FBI Crime Data Explorer, 2024, Springfield Police Department",
    );
  });

  it("crime without a matched agency compares the state with the nation only (60% violent, 40% property) and says so", () => {
    // violent 380 vs 380 -> 5; property 1000 vs 2000 -> 10; 0.6 x 5 + 0.4 x 10 = 7
    const result = rateNeighborhood({
      ...noData,
      crime: {
        ...agencyCrime,
        geography: "state",
        agencyName: null,
        violentPer100k: 380,
        propertyPer100k: 1_000,
        stateViolentPer100k: 380,
        statePropertyPer100k: 1_000,
        nationalViolentPer100k: 380,
      },
    });
    expect(result.ratings.crime).toBe(7);
    expect(result.factors.filter((f) => f.rating === "crime").map((f) => f.label)).toEqual([
      "Violent crime vs the nation (380.0 per 100,000)",
      "Property crime vs the nation (2,000.0 per 100,000)",
    ]);
    expect(result.formulas.crime).toContain(
      "compares Illinois's statewide rates with the nation's, not the neighbourhood's",
    );
  });

  it("schools = the within-state percentile / 10: the 73.4th percentile rates 7.3", () => {
    const result = rateNeighborhood({
      ...noData,
      schools: { proficiencyPercentileInState: 73.4, schoolCount: 3, year: 2018 },
    });
    expect(result.ratings.schools).toBe(7.3);
    expect(result.factors.find((f) => f.rating === "schools")?.source).toContain("2018-19 school year");
  });

  it("a missing figure drops out and the others' weights are renormalised: jobs without unemployment is the income score", () => {
    const result = rateNeighborhood({ ...noData, acs: { ...acs, unemploymentRatePct: null } });
    expect(result.ratings.jobs).toBe(3.4);
    expect(result.factors.filter((f) => f.rating === "jobs").map((f) => [f.score, f.weight])).toEqual([
      [null, 0],
      [3.39, 1],
    ]);
  });

  it("renormalises crime when the state's rates are missing: only the vs-nation factors count (0.3 and 0.2 become 0.6 and 0.4)", () => {
    // violent 600 vs 400 -> 2.0751875, property 1000 vs 2000 -> 10: 0.6 x 2.0751875 + 0.4 x 10 = 5.2451125 -> 5.2
    const result = rateNeighborhood({
      ...noData,
      crime: { ...agencyCrime, stateViolentPer100k: null, statePropertyPer100k: null },
    });
    expect(result.ratings.crime).toBe(5.2);
    expect(result.factors.filter((f) => f.rating === "crime").map((f) => f.weight)).toEqual([0, 0.6, 0, 0.4]);
  });

  it("never guesses: no data at all leaves every rating null, the basis 'none', and lists the factors without figures", () => {
    const result = rateNeighborhood(noData);
    expect(result.ratings).toEqual({ schools: null, crime: null, jobs: null, neighborhood: null });
    expect(result.rating_basis).toBe("none");
    expect(result.factors.every((f) => f.value === null && f.score === null)).toBe(true);
    for (const rating of ["schools", "crime", "jobs", "neighborhood"])
      expect(weightsOf(result, rating)).toBeCloseTo(1, 10);
  });

  it("an ACS answer with every figure null rates nothing from it while crime still rates", () => {
    const emptyAcs: AcsNeighborhoodData = Object.fromEntries(
      Object.keys(acs).map((key) => [key, null]),
    ) as AcsNeighborhoodData;
    const result = rateNeighborhood({ acs: emptyAcs, crime: agencyCrime, schools: null });
    expect(result.ratings).toEqual({ schools: null, crime: 4.6, jobs: null, neighborhood: null });
    expect(result.rating_basis).toBe("data");
  });

  it("fits the NeighborhoodAnalysis contract's ratings, factors and formulas", () => {
    const result = rateNeighborhood({
      acs,
      crime: agencyCrime,
      schools: { proficiencyPercentileInState: 50, schoolCount: 2, year: 2018 },
    });
    const parsed = neighborhoodAnalysisSchema
      .pick({ ratings: true, factors: true, formulas: true, rating_basis: true })
      .safeParse(result);
    expect(parsed.success).toBe(true);
  });
});
