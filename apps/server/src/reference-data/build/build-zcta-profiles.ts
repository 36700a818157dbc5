import type { AreaBenchmark, ZctaProfilesFile, ZctaRow } from "../compact-files";
import { ZCTA_PROFILES } from "../sources";
import { decimalOf, intOf, readCsv } from "./read-csv";

export const ZCTA_INPUTS = {
  centroids: "zcta_centroids_2020.csv",
  population: "acs5_zcta_population_2011_2024.csv",
  income: "acs5_2022_zcta_median_household_income.csv",
  tenure: "acs5_2023_zcta_tenure_B25003.csv",
} as const;

/**
 * The median of values each carrying a weight (the ZCTAs' median incomes, weighted by households). It is not the
 * state's true median household income (that needs the households' own incomes), but it sits close to it and is
 * computed from the bundled data alone; the factor's label says it is an approximation.
 */
export function weightedMedian(items: { value: number; weight: number }[]): number | null {
  const sorted = items.filter((i) => i.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, i) => sum + i.weight, 0);
  if (total === 0) return null;
  let running = 0;
  for (const item of sorted) {
    running += item.weight;
    if (running >= total / 2) return item.value;
  }
  return sorted[sorted.length - 1]?.value ?? null;
}

const byZcta = <T>(rows: Record<string, string>[], pick: (row: Record<string, string>) => T) =>
  new Map(rows.map((row) => [row.zcta ?? "", pick(row)]));

/** One row per 2020 ZCTA (the centroid file's list), with the ACS figures that exist for it, and state/US sums. */
export function buildZctaProfiles(dir: string): { file: ZctaProfilesFile; inputRows: Record<string, number> } {
  const centroids = readCsv(dir, ZCTA_INPUTS.centroids);
  const population = readCsv(dir, ZCTA_INPUTS.population);
  const income = readCsv(dir, ZCTA_INPUTS.income);
  const tenure = readCsv(dir, ZCTA_INPUTS.tenure);
  const pop = byZcta(population, (r) => r);
  const incomeOf = byZcta(income, (r) => intOf(r.median_household_income_B19013_001E));
  const tenureOf = byZcta(tenure, (r) => ({
    households: intOf(r.occupied_units_B25003_001E),
    renters: intOf(r.renter_occupied_B25003_003E),
  }));

  const rows: ZctaRow[] = centroids.map((c) => {
    const zcta = c.zcta ?? "";
    const p = pop.get(zcta);
    const t = tenureOf.get(zcta);
    const place = (p?.label ?? c.label ?? "").replace(/,\s*[A-Z]{2}$/, "");
    return [
      zcta,
      c.state || p?.state || "",
      place,
      decimalOf(c.lat, 4),
      decimalOf(c.lon, 4),
      incomeOf.get(zcta) ?? null,
      intOf(p?.pop_2011),
      intOf(p?.pop_2024),
      p?.comparable === "True" ? 1 : 0,
      intOf(p?.housing_units_2011),
      intOf(p?.housing_units_2024),
      p?.comparable_hu === "True" ? 1 : 0,
      t?.households ?? null,
      t?.renters ?? null,
    ];
  });
  rows.sort((a, b) => a[0].localeCompare(b[0]));

  const groups = new Map<string, ZctaRow[]>();
  for (const row of rows) {
    if (!row[1]) continue;
    for (const key of [row[1], "US"]) groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const sum = (list: ZctaRow[], i: number) => list.reduce((s, r) => s + ((r[i] as number | null) ?? 0), 0);
  const benchmarks: Record<string, AreaBenchmark> = {};
  for (const [key, list] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    benchmarks[key] = {
      income: weightedMedian(list.flatMap((r) => (r[5] !== null && r[12] ? [{ value: r[5], weight: r[12] }] : []))),
      households: sum(list, 12),
      renter_households: sum(list, 13),
      pop_early: sum(list, 6),
      pop_now: sum(list, 7),
      hu_early: sum(list, 9),
      hu_now: sum(list, 10),
    };
  }
  return {
    file: {
      dataset: ZCTA_PROFILES.name,
      vintage: ZCTA_PROFILES.vintage,
      attribution: ZCTA_PROFILES.attribution,
      built_from: Object.values(ZCTA_INPUTS),
      columns: [
        "zcta",
        "state",
        "place",
        "lat",
        "lon",
        "median_household_income",
        "population_2007_2011",
        "population_2020_2024",
        "population_comparable",
        "housing_units_2007_2011",
        "housing_units_2020_2024",
        "housing_units_comparable",
        "households",
        "renter_households",
      ],
      rows,
      benchmarks,
    },
    inputRows: {
      [ZCTA_INPUTS.centroids]: centroids.length,
      [ZCTA_INPUTS.population]: population.length,
      [ZCTA_INPUTS.income]: income.length,
      [ZCTA_INPUTS.tenure]: tenure.length,
    },
  };
}
