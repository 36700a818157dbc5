/**
 * The shapes of the compact files in apps/server/reference-data/: gzip'd JSON, one per dataset, each carrying
 * its own name, vintage and the source files it was built from. Rows are arrays (named by `columns`) to keep
 * the files small; the loaders index them by ZIP once, on first use.
 */

export type FileHeader = {
  dataset: string;
  vintage: string;
  attribution: string;
  /** The shared/datasets files (and packages) the file was built from. */
  built_from: string[];
  columns: string[];
};

/** zcta, state, place, lat, lon, income, pop_early, pop_now, pop_comparable, hu_early, hu_now, hu_comparable, households, renter_households */
export type ZctaRow = [
  string,
  string,
  string,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  0 | 1,
  number | null,
  number | null,
  0 | 1,
  number | null,
  number | null,
];

/** Sums over a state's (or the nation's) ZCTAs; income is the household-weighted median of the ZCTAs' medians. */
export type AreaBenchmark = {
  income: number | null;
  households: number;
  renter_households: number;
  pop_early: number;
  pop_now: number;
  hu_early: number;
  hu_now: number;
};

export type ZctaProfilesFile = FileHeader & { rows: ZctaRow[]; benchmarks: Record<string, AreaBenchmark> };

/** state (abbreviation), city as the FBI prints it (footnote marks removed), population, violent, property, violent per 100k, property per 100k */
export type CityCrimeRow = [string, string, number, number | null, number | null, number | null, number | null];

/** Cities of one state (or of the nation) that published both counts, added up: city-level benchmarks. */
export type CrimeBenchmark = {
  cities: number;
  population: number;
  violent_per_100k: number;
  property_per_100k: number;
};

export type CityCrimeFile = FileHeader & { rows: CityCrimeRow[]; benchmarks: Record<string, CrimeBenchmark> };

/** Monthly FMR for 0 to 4 bedrooms, whole dollars. */
export type FmrByBedsRow = [number, number, number, number, number];

/** zip, area index, FMR 0-4 BR, how many HUD areas list this ZIP */
export type SafmrRow = [string, number, ...FmrByBedsRow, number];
export type SafmrFile = FileHeader & { areas: [code: string, name: string][]; rows: SafmrRow[] };

/** zip, county index */
export type ZipCountyRow = [string, number];
/** county FIPS (5 digits, 10 for New England towns), state, county name, town name, HUD area name, FMR 0-4 BR */
export type CountyFmrRow = [string, string, string, string, string, ...FmrByBedsRow];
export type CountyFmrFile = FileHeader & { counties: CountyFmrRow[]; rows: ZipCountyRow[] };

/** The key a city is matched by: state abbreviation and the lower-cased name without footnote marks or punctuation. */
export const cityKey = (state: string, city: string) =>
  `${state.toUpperCase()}|${city
    .toLowerCase()
    .replace(/[0-9,]+$/g, "")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()}`;
