import {
  higherIsBetterScore,
  lowerIsBetterScore,
  money,
  pct,
  per100k,
  ratioOf,
  round,
  type Draft,
} from "./neighborhood-scores";
import { clampScore } from "./neighborhood-scores";

/**
 * Factors from the public data bundled with the app (no API keys): Census ACS by ZCTA and the FBI's 2019 city
 * table. They stand in for the live sources' figures when those are not configured, with formulas of their own
 * (published in BUNDLED_FORMULAS) because the bundled data holds different figures: income against the state
 * and the nation, growth over thirteen years and the renter share, but no unemployment or poverty.
 */

export type ZctaNeighborhoodData = {
  zcta: string;
  /** The ZCTA's place name ("Austin") and state abbreviation. */
  place: string;
  state: string;
  /** ACS 2018-2022. The state's and the nation's are the household-weighted medians of their ZCTAs' medians. */
  medianHouseholdIncome: number | null;
  stateMedianHouseholdIncome: number | null;
  nationalMedianHouseholdIncome: number | null;
  /** ACS 2007-2011 and 2020-2024; "comparable" is false where the ZCTA's boundary changed too much to compare. */
  populationEarly: number | null;
  populationNow: number | null;
  populationComparable: boolean;
  housingUnitsEarly: number | null;
  housingUnitsNow: number | null;
  housingUnitsComparable: boolean;
  /** ACS 2019-2023, renter-occupied households as a percent of occupied. */
  renterSharePct: number | null;
  stateRenterSharePct: number | null;
  nationalRenterSharePct: number | null;
};

export type CityCrimeNeighborhoodData = {
  city: string;
  state: string;
  year: number;
  violentPer100k: number | null;
  propertyPer100k: number | null;
  /** All cities of the state (of the nation) in the FBI's Table 8 that year, added up. */
  stateCitiesViolentPer100k: number | null;
  stateCitiesPropertyPer100k: number | null;
  nationalCitiesViolentPer100k: number | null;
  nationalCitiesPropertyPer100k: number | null;
};

/** Years between the midpoints of the ACS periods 2007-2011 and 2020-2024. */
export const BUNDLED_GROWTH_SPAN_YEARS = 13;

/** Compound yearly growth in percent between two counts `years` apart. */
export function annualGrowthPct(early: number | null, now: number | null, years: number): number | null {
  const ratio = ratioOf(now, early);
  return ratio === null || ratio === 0 ? null : (ratio ** (1 / years) - 1) * 100;
}

/** 5 + 5 x the yearly growth in percent, clamped: +1% a year or more scores 10, flat 5, -1% a year or less 0. */
export const annualGrowthScore = (growthPct: number | null) =>
  growthPct === null ? null : clampScore(5 + 5 * growthPct);

const acsSource = (z: ZctaNeighborhoodData, years: string) =>
  `U.S. Census Bureau, ACS 5-year ${years}, ZIP Code Tabulation Area ${z.zcta} (bundled)`;

const incomeFactors = (z: ZctaNeighborhoodData, weights: [number, number]): Draft[] => [
  {
    label: `Median household income vs the state's (${money(z.stateMedianHouseholdIncome)}, approx.)`,
    value: z.medianHouseholdIncome,
    unit: "dollars a year",
    score: higherIsBetterScore(z.medianHouseholdIncome, z.stateMedianHouseholdIncome),
    nominalWeight: weights[0],
    source: acsSource(z, "2018-2022"),
  },
  {
    label: `Median household income vs the nation's (${money(z.nationalMedianHouseholdIncome)}, approx.)`,
    value: z.medianHouseholdIncome,
    unit: "dollars a year",
    score: higherIsBetterScore(z.medianHouseholdIncome, z.nationalMedianHouseholdIncome),
    nominalWeight: weights[1],
    source: acsSource(z, "2018-2022"),
  },
];

export const bundledJobsFactors = (z: ZctaNeighborhoodData): Draft[] => incomeFactors(z, [0.6, 0.4]);

function growthFactor(
  what: "Population" | "Housing units",
  early: number | null,
  now: number | null,
  comparable: boolean,
  weight: number,
  z: ZctaNeighborhoodData,
): Draft {
  const growth = comparable ? annualGrowthPct(early, now, BUNDLED_GROWTH_SPAN_YEARS) : null;
  return {
    label: comparable
      ? `${what} growth a year, 2007-2011 to 2020-2024 (${early ?? "n/a"} to ${now ?? "n/a"})`
      : `${what} growth: not scored, the ZIP's boundary changed between 2010 and 2020`,
    value: growth === null ? null : round(growth, 2),
    unit: "percent a year",
    score: annualGrowthScore(growth),
    nominalWeight: weight,
    source: acsSource(z, "2007-2011 and 2020-2024"),
  };
}

export const bundledNeighborhoodFactors = (z: ZctaNeighborhoodData): Draft[] => [
  ...incomeFactors(z, [0.25, 0.15]),
  growthFactor("Population", z.populationEarly, z.populationNow, z.populationComparable, 0.25, z),
  growthFactor("Housing units", z.housingUnitsEarly, z.housingUnitsNow, z.housingUnitsComparable, 0.15, z),
  {
    label: `Renter share of households vs the state's (${pct(z.stateRenterSharePct)}; nation ${pct(z.nationalRenterSharePct)})`,
    value: z.renterSharePct === null ? null : round(z.renterSharePct, 1),
    unit: "percent of occupied homes",
    score: higherIsBetterScore(z.renterSharePct, z.stateRenterSharePct),
    nominalWeight: 0.2,
    source: acsSource(z, "2019-2023"),
  },
];

export function cityCrimeFactors(c: CityCrimeNeighborhoodData): Draft[] {
  const source = `FBI UCR ${c.year}, Table 8, city of ${c.city}, ${c.state} (city-level, bundled)`;
  const unit = "offences per 100,000 residents a year";
  const factor = (
    offence: "Violent" | "Property",
    value: number | null,
    versus: "state's cities" | "nation's cities",
    benchmark: number | null,
    weight: number,
  ): Draft => ({
    label: `${offence} crime in ${c.city} (${c.year}, city-level) vs the ${versus} (${per100k(benchmark)})`,
    value,
    unit,
    score: lowerIsBetterScore(value, benchmark),
    nominalWeight: weight,
    source,
  });
  return [
    factor("Violent", c.violentPer100k, "state's cities", c.stateCitiesViolentPer100k, 0.3),
    factor("Violent", c.violentPer100k, "nation's cities", c.nationalCitiesViolentPer100k, 0.3),
    factor("Property", c.propertyPer100k, "state's cities", c.stateCitiesPropertyPer100k, 0.2),
    factor("Property", c.propertyPer100k, "nation's cities", c.nationalCitiesPropertyPer100k, 0.2),
  ];
}

const MISSING_RULE =
  "Each score is clamped to 0-10. A figure the data does not have drops out and the remaining weights are scaled up to sum to 1; with no figure at all the rating is left blank rather than guessed.";
const INCOME =
  "Income score = 5 + 5 x log2(ZIP median household income / benchmark): double scores 10, equal 5, half 0. The state's and the nation's medians are approximated as the household-weighted median of their ZIP areas' medians.";

export const BUNDLED_FORMULAS = {
  jobs: `Jobs (bundled Census ACS 5-year 2018-2022; the bundled data has no unemployment figures, so income stands in): 60% income vs the state and 40% income vs the nation. ${INCOME} ${MISSING_RULE}`,
  neighborhood: `Neighbourhood (bundled Census ACS 5-year): 25% income vs the state and 15% vs the nation (2018-2022), 25% population growth and 15% housing-unit growth (2007-2011 to 2020-2024), 20% renter share vs the state (2019-2023). ${INCOME} Growth score = 5 + 5 x the yearly growth in percent over the 13 years between the two periods (+1% a year or more scores 10, flat 5, -1% or less 0); not scored where the ZIP's boundary changed. Renter share score = 5 + 5 x log2(ZIP renter share / the state's): more renters, more demand for rentals. ${MISSING_RULE}`,
} as const;

export const cityCrimeFormula = (c: CityCrimeNeighborhoodData) =>
  `Crime (bundled FBI UCR ${c.year}, Table 8: city-level, the whole city of ${c.city}, not the ZIP): violent and property offences per 100,000 residents in ${c.year}, compared with all the cities of ${c.state} and of the nation in the same table, added up: 30% violent vs the state's cities, 30% violent vs the nation's, 20% property vs the state's, 20% property vs the nation's, each score = 5 - 5 x log2(rate / benchmark rate): half the benchmark scores 10, equal 5, double 0. ${MISSING_RULE}`;
