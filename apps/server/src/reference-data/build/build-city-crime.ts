import { stateByName } from "../../data-sources/state-fips";
import type { CityCrimeFile, CityCrimeRow, CrimeBenchmark } from "../compact-files";
import { FBI_CITY_CRIME } from "../sources";
import { decimalOf, intOf, readCsv } from "./read-csv";

export const CRIME_INPUT = "fbi_ucr_table8_city_2019.csv";

const per100k = (count: number, population: number) => Math.round((count / population) * 100_000 * 10) / 10;

/**
 * Table 8 as published: one row per city. The benchmarks add up the cities of a state (and of the nation) that
 * published both counts, so a city is compared with other cities: Table 8 has no statewide or national totals,
 * and a city's rate against a state total that includes rural areas would not compare like with like.
 */
export function buildCityCrime(dir: string): { file: CityCrimeFile; inputRows: Record<string, number> } {
  const input = readCsv(dir, CRIME_INPUT);
  const rows: CityCrimeRow[] = input.map((r) => {
    const state = stateByName(r.state ?? "");
    if (!state) throw new Error(`${CRIME_INPUT}: unknown state "${r.state}"`);
    return [
      state.abbr,
      (r.city ?? "").replace(/[0-9,]+$/, "").trim(),
      intOf(r.population) ?? 0,
      intOf(r.violent_crime),
      intOf(r.property_crime),
      decimalOf(r.violent_per_100k, 1),
      decimalOf(r.property_per_100k, 1),
    ];
  });
  const totals = new Map<string, { cities: number; population: number; violent: number; property: number }>();
  for (const [state, , population, violent, property] of rows) {
    if (violent === null || property === null || population <= 0) continue;
    for (const key of [state, "US"]) {
      const t = totals.get(key) ?? { cities: 0, population: 0, violent: 0, property: 0 };
      totals.set(key, {
        cities: t.cities + 1,
        population: t.population + population,
        violent: t.violent + violent,
        property: t.property + property,
      });
    }
  }
  const benchmarks: Record<string, CrimeBenchmark> = {};
  for (const [key, t] of [...totals.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    benchmarks[key] = {
      cities: t.cities,
      population: t.population,
      violent_per_100k: per100k(t.violent, t.population),
      property_per_100k: per100k(t.property, t.population),
    };
  }
  return {
    file: {
      dataset: FBI_CITY_CRIME.name,
      vintage: FBI_CITY_CRIME.vintage,
      attribution: FBI_CITY_CRIME.attribution,
      built_from: [CRIME_INPUT],
      columns: ["state", "city", "population", "violent", "property", "violent_per_100k", "property_per_100k"],
      rows,
      benchmarks,
    },
    inputRows: { [CRIME_INPUT]: input.length },
  };
}
