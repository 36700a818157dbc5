import type { NeighborhoodFactor, NeighborhoodRatingKey, NeighborhoodRatings } from "../contracts/analysis";
import {
  clampScore,
  money,
  pct,
  per100k,
  ratioOf,
  round,
  higherIsBetterScore,
  lowerIsBetterScore,
  populationGrowthScore,
  type Draft,
} from "./neighborhood-scores";
import {
  bundledJobsFactors,
  bundledNeighborhoodFactors,
  BUNDLED_FORMULAS,
  cityCrimeFactors,
  cityCrimeFormula,
  type CityCrimeNeighborhoodData,
  type ZctaNeighborhoodData,
} from "./neighborhood-bundled";

export { higherIsBetterScore, lowerIsBetterScore, populationGrowthScore } from "./neighborhood-scores";
export type { CityCrimeNeighborhoodData, ZctaNeighborhoodData } from "./neighborhood-bundled";

/**
 * Neighbourhood ratings (0-10) from public data, by formulas published to the user in `formulas`.
 *
 * Every score compares a figure with a benchmark on a log scale, so that "twice as good" and "half as good"
 * sit equally far from the middle:
 *   higher is better: score = 5 + 5 x log2(value / benchmark)   (2x -> 10, 1x -> 5, 0.5x -> 0)
 *   lower is better:  score = 5 - 5 x log2(value / benchmark)   (0.5x -> 10, 1x -> 5, 2x -> 0)
 * clamped to 0-10. A rating is the weighted mean of its factors' scores. A factor without a figure scores
 * null and its weight is spread over the factors that have one; a rating with no figure at all is null
 * (never a guess). Ratings are rounded to one decimal, factor scores to two.
 */

export type AcsNeighborhoodData = {
  /** Last year of the 5-year period, e.g. 2024 for the 2020-2024 estimates. */
  year: number | null;
  medianHouseholdIncome: number | null;
  stateMedianHouseholdIncome: number | null;
  unemploymentRatePct: number | null;
  stateUnemploymentRatePct: number | null;
  medianGrossRent: number | null;
  stateMedianGrossRent: number | null;
  populationNow: number | null;
  /** The same area in the 5-year estimates ending five years earlier (non-overlapping periods). */
  populationFiveYearsEarlier: number | null;
  povertyRatePct?: number | null;
  statePovertyRatePct?: number | null;
};

export type CrimeNeighborhoodData = {
  /**
   * "agency": the rates are the local police agency's (city-wide, not the ZIP's), compared with the state and
   * the nation. "state": no agency matched, so the rates ARE the state's and are compared with the nation only.
   */
  geography: "agency" | "state";
  agencyName: string | null;
  stateName: string;
  year: number;
  violentPer100k: number | null;
  propertyPer100k: number | null;
  stateViolentPer100k: number | null;
  statePropertyPer100k: number | null;
  nationalViolentPer100k: number | null;
  nationalPropertyPer100k: number | null;
};

export type SchoolsNeighborhoodData = {
  /** Mean within-state percentile (0-100) of the ZIP's public schools' test proficiency. */
  proficiencyPercentileInState: number | null;
  /** Schools in the ZIP with a proficiency figure. */
  schoolCount: number;
  /** School year by its fall, e.g. 2018 for 2018-19. */
  year: number;
};

export type NeighborhoodData = {
  acs: AcsNeighborhoodData | null;
  crime: CrimeNeighborhoodData | null;
  schools: SchoolsNeighborhoodData | null;
  /** Bundled figures, used for a part whose live source gave nothing (`acs`, `crime` win when present). */
  zcta?: ZctaNeighborhoodData | null;
  cityCrime?: CityCrimeNeighborhoodData | null;
};

export type NeighborhoodRatingsResult = {
  ratings: NeighborhoodRatings;
  factors: NeighborhoodFactor[];
  formulas: Record<NeighborhoodRatingKey, string>;
  rating_basis: "data" | "none";
};

/** Weighted mean over the factors with a score; weights are renormalised over those (missing ones get 0). */
function combine(
  rating: NeighborhoodRatingKey,
  drafts: Draft[],
): { value: number | null; factors: NeighborhoodFactor[] } {
  const present = drafts.filter((d) => d.score !== null);
  const totalWeight = present.reduce((sum, d) => sum + d.nominalWeight, 0);
  const factors = drafts.map(({ nominalWeight, ...d }) => ({
    ...d,
    rating,
    score: d.score === null ? null : round(d.score, 2),
    // With no figure at all the published (nominal) weights are shown; otherwise the weights actually used.
    weight: totalWeight === 0 ? nominalWeight : d.score === null ? 0 : nominalWeight / totalWeight,
  }));
  if (totalWeight === 0) return { value: null, factors };
  const weighted = present.reduce((sum, d) => sum + d.nominalWeight * (d.score ?? 0), 0);
  return { value: round(weighted / totalWeight, 1), factors };
}

function acsSource(acs: AcsNeighborhoodData | null): string {
  const period = acs?.year ? `, ${acs.year - 4}-${acs.year}` : "";
  return `U.S. Census Bureau, American Community Survey 5-year estimates${period} (ZIP Code Tabulation Area vs state)`;
}

/** Median household income vs the state's, weighted 0.4 in both the jobs and the neighbourhood ratings. */
const incomeFactor = (acs: AcsNeighborhoodData | null, source: string): Draft => ({
  label: `Median household income vs the state's (${money(acs?.stateMedianHouseholdIncome)})`,
  value: acs?.medianHouseholdIncome ?? null,
  unit: "dollars a year",
  score: higherIsBetterScore(acs?.medianHouseholdIncome, acs?.stateMedianHouseholdIncome),
  nominalWeight: 0.4,
  source,
});

function jobsFactors(acs: AcsNeighborhoodData | null): Draft[] {
  const source = acsSource(acs);
  return [
    {
      label: `Unemployment rate vs the state's (${pct(acs?.stateUnemploymentRatePct)})`,
      value: acs?.unemploymentRatePct ?? null,
      unit: "percent of the civilian labour force",
      score: lowerIsBetterScore(acs?.unemploymentRatePct, acs?.stateUnemploymentRatePct),
      nominalWeight: 0.6,
      source,
    },
    incomeFactor(acs, source),
  ];
}

function neighborhoodFactors(acs: AcsNeighborhoodData | null): Draft[] {
  const source = acsSource(acs);
  const growthPct = ratioOf(acs?.populationNow, acs?.populationFiveYearsEarlier);
  return [
    incomeFactor(acs, source),
    {
      label: "Population growth over five years",
      value: growthPct === null ? null : round((growthPct - 1) * 100, 2),
      unit: "percent",
      score: populationGrowthScore(acs?.populationNow ?? null, acs?.populationFiveYearsEarlier ?? null),
      nominalWeight: 0.3,
      source,
    },
    {
      label: `Poverty rate vs the state's (${pct(acs?.statePovertyRatePct)})`,
      value: acs?.povertyRatePct ?? null,
      unit: "percent of people",
      score: lowerIsBetterScore(acs?.povertyRatePct, acs?.statePovertyRatePct),
      nominalWeight: 0.3,
      source,
    },
    {
      // Context only: high rent reads as demand to one investor and as cost to another, so it is not scored.
      label: `Median gross rent, shown for context and not scored (state: ${money(acs?.stateMedianGrossRent)})`,
      value: acs?.medianGrossRent ?? null,
      unit: "dollars a month",
      score: null,
      nominalWeight: 0,
      source,
    },
  ];
}

function crimeFactors(crime: CrimeNeighborhoodData | null): Draft[] {
  const source = crime
    ? `FBI Crime Data Explorer, ${crime.year}, ${crime.geography === "agency" ? crime.agencyName : `${crime.stateName} statewide`}`
    : "FBI Crime Data Explorer";
  const unit = "offences per 100,000 residents a year";
  const vsNation = (
    offence: "Violent" | "Property",
    value: number | null,
    national: number | null,
    weight: number,
  ): Draft => ({
    label: `${offence} crime vs the nation (${per100k(national)})`,
    value,
    unit,
    score: lowerIsBetterScore(value, national),
    nominalWeight: weight,
    source,
  });
  if (crime?.geography === "state") {
    return [
      vsNation("Violent", crime.violentPer100k, crime.nationalViolentPer100k, 0.6),
      vsNation("Property", crime.propertyPer100k, crime.nationalPropertyPer100k, 0.4),
    ];
  }
  const vsState = (
    offence: "Violent" | "Property",
    value: number | null,
    state: number | null,
    weight: number,
  ): Draft => ({
    label: `${offence} crime vs the state (${per100k(state)})`,
    value,
    unit,
    score: lowerIsBetterScore(value, state),
    nominalWeight: weight,
    source,
  });
  return [
    vsState("Violent", crime?.violentPer100k ?? null, crime?.stateViolentPer100k ?? null, 0.3),
    vsNation("Violent", crime?.violentPer100k ?? null, crime?.nationalViolentPer100k ?? null, 0.3),
    vsState("Property", crime?.propertyPer100k ?? null, crime?.statePropertyPer100k ?? null, 0.2),
    vsNation("Property", crime?.propertyPer100k ?? null, crime?.nationalPropertyPer100k ?? null, 0.2),
  ];
}

function schoolFactors(schools: SchoolsNeighborhoodData | null): Draft[] {
  const percentile = schools?.proficiencyPercentileInState ?? null;
  const usable = percentile !== null && Number.isFinite(percentile);
  return [
    {
      label: `Test proficiency of the ZIP's public schools, as a percentile within the state (${schools?.schoolCount ?? 0} schools)`,
      value: usable ? round(percentile, 1) : null,
      unit: "percentile (0-100) within the state",
      score: usable ? clampScore(percentile / 10) : null,
      nominalWeight: 1,
      source: schools
        ? `Urban Institute Education Data Portal: NCES CCD and EDFacts, ${schools.year}-${String((schools.year + 1) % 100).padStart(2, "0")} school year`
        : "Urban Institute Education Data Portal: NCES CCD and EDFacts",
    },
  ];
}

const MISSING_RULE =
  "Each score is clamped to 0-10. A figure the source does not have drops out and the remaining weights are scaled up to sum to 1; with no figure at all the rating is left blank rather than guessed.";

function crimeFormula(crime: CrimeNeighborhoodData | null): string {
  const scale =
    "score = 5 - 5 x log2(rate / benchmark rate): half the benchmark scores 10, equal scores 5, double scores 0";
  if (crime?.geography === "state") {
    return `Crime (FBI Crime Data Explorer): no local police agency could be matched to this ZIP, so this compares ${crime.stateName}'s statewide rates with the nation's, not the neighbourhood's. 60% violent crime and 40% property crime per 100,000 residents a year, each ${scale}. ${MISSING_RULE}`;
  }
  return `Crime (FBI Crime Data Explorer): the rates of the police agency nearest the ZIP (city-wide, not the ZIP itself) per 100,000 residents a year, compared with the state's and the nation's: 30% violent vs state, 30% violent vs nation, 20% property vs state, 20% property vs nation, each ${scale}. Without a matching agency the state's rates are compared with the nation's. ${MISSING_RULE}`;
}

const FORMULAS: Omit<Record<NeighborhoodRatingKey, string>, "crime"> = {
  schools:
    "Schools (Urban Institute Education Data Portal, NCES CCD and EDFacts): each public school's share of students proficient in reading and maths (the mean of the two) is ranked against every school in the state; the rating is the mean percentile of the ZIP's schools divided by 10 (the 80th percentile rates 8). Test scores are not comparable across states, so only within-state ranks are used. " +
    MISSING_RULE,
  jobs:
    "Jobs (Census ACS 5-year): 60% unemployment and 40% income. Unemployment score = 5 - 5 x log2(ZIP unemployment rate / state rate): half the state's rate scores 10, equal 5, double 0. Income score = 5 + 5 x log2(ZIP median household income / state median): double the state's scores 10, equal 5, half 0. " +
    MISSING_RULE,
  neighborhood:
    "Neighbourhood (Census ACS 5-year): 40% income, 30% population growth and 30% poverty. Income score = 5 + 5 x log2(ZIP median household income / state median). Growth score = 5 + the population change in percent between the 5-year estimates five years apart (+5% or more scores 10, -5% or less 0). Poverty score = 5 - 5 x log2(ZIP poverty rate / state rate). Median gross rent is shown for context and not scored. " +
    MISSING_RULE,
};

const NO_SCHOOLS =
  "Schools: not rated. No school data is bundled with Plexwise, so schools are rated only from the Urban Institute Education Data Portal, when it is enabled and has figures for this ZIP. ";

/** The four ratings, their factors and their published formulas, from whatever public data was found. */
export function rateNeighborhood(data: NeighborhoodData): NeighborhoodRatingsResult {
  const bundledAcs = !data.acs && data.zcta ? data.zcta : null;
  const bundledCrime = !data.crime && data.cityCrime ? data.cityCrime : null;
  const schools = combine("schools", schoolFactors(data.schools));
  const crime = combine("crime", bundledCrime ? cityCrimeFactors(bundledCrime) : crimeFactors(data.crime));
  const jobs = combine("jobs", bundledAcs ? bundledJobsFactors(bundledAcs) : jobsFactors(data.acs));
  const neighborhood = combine(
    "neighborhood",
    bundledAcs ? bundledNeighborhoodFactors(bundledAcs) : neighborhoodFactors(data.acs),
  );
  const ratings: NeighborhoodRatings = {
    schools: schools.value,
    crime: crime.value,
    jobs: jobs.value,
    neighborhood: neighborhood.value,
  };
  const anyRating = Object.values(ratings).some((value) => value !== null);
  return {
    ratings,
    factors: [...schools.factors, ...crime.factors, ...jobs.factors, ...neighborhood.factors],
    formulas: {
      schools: data.schools ? FORMULAS.schools : NO_SCHOOLS + FORMULAS.schools,
      crime: bundledCrime ? cityCrimeFormula(bundledCrime) : crimeFormula(data.crime),
      jobs: bundledAcs ? BUNDLED_FORMULAS.jobs : FORMULAS.jobs,
      neighborhood: bundledAcs ? BUNDLED_FORMULAS.neighborhood : FORMULAS.neighborhood,
    },
    rating_basis: anyRating ? "data" : "none",
  };
}
