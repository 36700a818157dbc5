import { describe, expect, it } from "vitest";
import { annualGrowthPct, annualGrowthScore, type ZctaNeighborhoodData } from "./neighborhood-bundled";
import { rateNeighborhood } from "./neighborhood-ratings";

/** ZIP 78701 (downtown Austin) as the bundled data holds it; benchmarks rounded for the worked example. */
const austin: ZctaNeighborhoodData = {
  zcta: "78701",
  place: "Austin",
  state: "TX",
  medianHouseholdIncome: 148_049,
  stateMedianHouseholdIncome: 74_024.5, // half: income vs state scores 10
  nationalMedianHouseholdIncome: 148_049, // equal: income vs nation scores 5
  populationEarly: 5_084,
  populationNow: 11_824,
  populationComparable: true,
  housingUnitsEarly: 10_000,
  housingUnitsNow: 10_000, // flat: scores 5
  housingUnitsComparable: true,
  renterSharePct: 51.02,
  stateRenterSharePct: 51.02, // equal: scores 5
  nationalRenterSharePct: 34.9,
};

const crime = {
  city: "Austin",
  state: "TX",
  year: 2019,
  violentPer100k: 400.9,
  propertyPer100k: 3_710.5,
  stateCitiesViolentPer100k: 801.8, // half the state's cities' rate: 10
  stateCitiesPropertyPer100k: 3_710.5, // equal: 5
  nationalCitiesViolentPer100k: 400.9, // equal: 5
  nationalCitiesPropertyPer100k: 7_421, // half: 10
};

describe("neighbourhood ratings from the bundled data (no API keys)", () => {
  it("grows 5,084 to 11,824 people over 13 years: 6.7% a year, which scores the top 10; flat scores 5", () => {
    const growth = annualGrowthPct(5_084, 11_824, 13)!;
    expect(growth).toBeCloseTo(6.71, 2);
    expect(annualGrowthScore(growth)).toBe(10);
    expect(annualGrowthScore(annualGrowthPct(100, 100, 13))).toBe(5);
    expect(annualGrowthScore(-0.5)).toBe(2.5);
  });

  it("jobs = 60% income vs state (10) + 40% vs nation (5) = 8; neighbourhood = .25x10 + .15x5 + .25x10 + .15x5 + .2x5 = 7.5", () => {
    const rated = rateNeighborhood({ acs: null, crime: null, schools: null, zcta: austin });
    expect(rated.ratings).toEqual({ schools: null, crime: null, jobs: 8, neighborhood: 7.5 });
    expect(rated.formulas.jobs).toMatch(
      /^Jobs \(bundled Census ACS 5-year 2018-2022; the bundled data has no unemployment/,
    );
    expect(rated.formulas.schools).toMatch(/^Schools: not rated\. No school data is bundled/);
    const jobs = rated.factors.filter((f) => f.rating === "jobs");
    expect(jobs.map((f) => f.source)).toEqual([
      "U.S. Census Bureau, ACS 5-year 2018-2022, ZIP Code Tabulation Area 78701 (bundled)",
      "U.S. Census Bureau, ACS 5-year 2018-2022, ZIP Code Tabulation Area 78701 (bundled)",
    ]);
  });

  it("crime in Austin 2019, city-level: .3x10 + .3x5 + .2x5 + .2x10 = 7.5, labelled 2019 and city-level", () => {
    const rated = rateNeighborhood({ acs: null, crime: null, schools: null, cityCrime: crime });
    expect(rated.ratings.crime).toBe(7.5);
    expect(rated.formulas.crime).toContain("bundled FBI UCR 2019, Table 8: city-level");
    const first = rated.factors.find((f) => f.rating === "crime");
    expect(first?.label).toBe("Violent crime in Austin (2019, city-level) vs the state's cities (801.8 per 100,000)");
    expect(first?.source).toBe("FBI UCR 2019, Table 8, city of Austin, TX (city-level, bundled)");
  });

  it("a ZIP whose boundary changed scores no growth, and its weight goes to the other factors", () => {
    const changed = { ...austin, populationComparable: false, housingUnitsComparable: false };
    const rated = rateNeighborhood({ acs: null, crime: null, schools: null, zcta: changed });
    // (.25x10 + .15x5 + .2x5) / .6 = 7.08
    expect(rated.ratings.neighborhood).toBe(7.1);
    expect(rated.factors.some((f) => f.label.startsWith("Population growth: not scored"))).toBe(true);
  });

  it("live figures win: with Census ACS data the bundled profile is not used", () => {
    const live = {
      year: 2024,
      medianHouseholdIncome: 100_000,
      stateMedianHouseholdIncome: 100_000,
      unemploymentRatePct: 5,
      stateUnemploymentRatePct: 5,
      medianGrossRent: null,
      stateMedianGrossRent: null,
      populationNow: null,
      populationFiveYearsEarlier: null,
    };
    const rated = rateNeighborhood({ acs: live, crime: null, schools: null, zcta: austin });
    expect(rated.ratings.jobs).toBe(5);
    expect(rated.formulas.jobs).toMatch(/^Jobs \(Census ACS 5-year\)/);
  });
});
