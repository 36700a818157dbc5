import type { CityCrimeNeighborhoodData, ZctaNeighborhoodData } from "@plexwise/core";
import type { AreaBenchmark } from "../reference-data/compact-files";
import { FBI_CITY_CRIME, ZCTA_PROFILES } from "../reference-data/sources";
import { cityCrimeOf, crimeBenchmarkOf, zctaBenchmarkOf, zctaRowOf } from "../reference-data/store";

/**
 * Neighbourhood figures from the data bundled with the app, for the parts no live source answered: the ZIP's
 * Census ACS profile and its city's 2019 FBI crime rates. Each comes with the data source line and attribution
 * the analysis shows.
 */

export type Bundled<T> = { data: T; source: string; attribution: string };

const sharePct = (part: number | null, whole: number | null) =>
  part !== null && whole !== null && whole > 0 ? (part / whole) * 100 : null;
const benchmarkShare = (b: AreaBenchmark | null) => (b ? sharePct(b.renter_households, b.households) : null);

/** The ZIP's ACS profile against its state's and the nation's, or null when the ZIP is not a 2020 ZCTA. */
export function bundledZctaData(zip: string): Bundled<ZctaNeighborhoodData> | null {
  const row = zctaRowOf(zip);
  if (!row) return null;
  const [zcta, state, place, , , income, popEarly, popNow, popComparable, huEarly, huNow, huComparable] = row;
  const [households, renters] = [row[12], row[13]];
  const stateBenchmark = zctaBenchmarkOf(state);
  const nation = zctaBenchmarkOf("US");
  return {
    data: {
      zcta,
      place,
      state,
      medianHouseholdIncome: income,
      stateMedianHouseholdIncome: stateBenchmark?.income ?? null,
      nationalMedianHouseholdIncome: nation?.income ?? null,
      populationEarly: popEarly,
      populationNow: popNow,
      populationComparable: popComparable === 1,
      housingUnitsEarly: huEarly,
      housingUnitsNow: huNow,
      housingUnitsComparable: huComparable === 1,
      renterSharePct: sharePct(renters, households),
      stateRenterSharePct: benchmarkShare(stateBenchmark),
      nationalRenterSharePct: benchmarkShare(nation),
    },
    source: `${ZCTA_PROFILES.name} (bundled): ${ZCTA_PROFILES.vintage}; ZCTA ${zcta} (${place}, ${state})`,
    attribution: ZCTA_PROFILES.attribution,
  };
}

/**
 * The 2019 rates of the city the ZIP lies in: the property's own city first, then the ZCTA's place name, in the
 * ZCTA's state. Null when the FBI's table has no such city (or did not publish its rates).
 */
export function bundledCityCrime(
  zip: string,
  city: string | null,
): { found: Bundled<CityCrimeNeighborhoodData> | null; tried: string[] } {
  const zcta = zctaRowOf(zip);
  if (!zcta) return { found: null, tried: [] };
  const state = zcta[1];
  const names = [...new Set([city?.trim(), zcta[2]].filter((n): n is string => !!n))];
  const row = names.map((name) => cityCrimeOf(state, name)).find((r) => r && r[5] !== null && r[6] !== null);
  if (!row) return { found: null, tried: names.map((n) => `${n}, ${state}`) };
  const [, name, , , , violent, property] = row;
  const inState = crimeBenchmarkOf(state);
  const nation = crimeBenchmarkOf("US");
  return {
    found: {
      data: {
        city: name,
        state,
        year: Number(FBI_CITY_CRIME.vintage),
        violentPer100k: violent,
        propertyPer100k: property,
        stateCitiesViolentPer100k: inState?.violent_per_100k ?? null,
        stateCitiesPropertyPer100k: inState?.property_per_100k ?? null,
        nationalCitiesViolentPer100k: nation?.violent_per_100k ?? null,
        nationalCitiesPropertyPer100k: nation?.property_per_100k ?? null,
      },
      source: `FBI UCR ${FBI_CITY_CRIME.vintage}, Table 8 (bundled): city of ${name}, ${state}, city-level`,
      attribution: FBI_CITY_CRIME.attribution,
    },
    tried: [],
  };
}
