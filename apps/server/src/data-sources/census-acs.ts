import type { AcsNeighborhoodData } from "@plexwise/core";
import { getJson, SourceRequestError, type HttpContext } from "./neighborhood-http";
import type { StateInfo } from "./state-fips";

/*
 * Census Bureau Data API, American Community Survey 5-year detailed tables, by ZIP Code Tabulation Area.
 *
 * Documentation followed:
 * - https://www.census.gov/data/developers/data-sets/acs-5year.html and "Using the Census Data API With the
 *   American Community Survey" (Census Bureau, 2020): GET /data/{year}/acs/acs5?get=NAME,{vars}&for={geo}&key=.
 *   ZCTAs are a 5-year-only geography: for=zip%20code%20tabulation%20area:60614 (not nested in a state since the
 *   2020 vintage); a state is for=state:17.
 * - The answer is a JSON array of arrays: a header row of the requested variables then the geography columns,
 *   then one row per geography; every value is a string (or null). No match is HTTP 204 with no body.
 * - https://www.census.gov/data/developers/data-sets/acs-1year/notes-on-acs-estimate-and-annotation-values.html:
 *   negative sentinels (-666666666 "no estimate", -999999999, -888888888, -555555555, -222222222, ...) stand
 *   for annotations, not values; none of the estimates used here can be negative, so every negative is missing.
 * - Since 12 May 2026 a key is required (censusapi v0.10.0 release notes); without one, or with a bad one, the
 *   API redirects to an HTML page (HTTP 302, sometimes followed to a 200 HTML page: redirects are not followed).
 *   Terms of service: https://www.census.gov/data/developers/about/terms-of-service.html (attribution below).
 *
 * Variables: B19013_001E median household income; B23025_003E civilian labour force and B23025_005E unemployed
 * (rate = 005 / 003); B25064_001E median gross rent; B01003_001E total population; B17001_001E people whose
 * poverty status is determined and B17001_002E those below poverty (rate = 002 / 001).
 *
 * Population five years earlier comes from the 5-year estimates ending five years before (2015-2019 against
 * 2020-2024: non-overlapping). Those used 2010 ZCTA boundaries and the current ones 2020 boundaries; most ZCTAs
 * changed little, but a redrawn one can show growth or loss that is only a boundary change.
 */

export const CENSUS_ATTRIBUTION =
  "This product uses the Census Bureau Data API but is not endorsed or certified by the Census Bureau.";

export type CensusConfig = { baseUrl: string; apiKey: string; acsYear: number };

const VARIABLES = {
  medianHouseholdIncome: "B19013_001E",
  laborForce: "B23025_003E",
  unemployed: "B23025_005E",
  medianGrossRent: "B25064_001E",
  population: "B01003_001E",
  povertyUniverse: "B17001_001E",
  belowPoverty: "B17001_002E",
} as const;
type AcsRow = Record<keyof typeof VARIABLES, number | null>;

/** A Census estimate as a number, or null for null, "", non-numbers and the negative annotation sentinels. */
export function censusEstimate(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === "") return null;
  const value = typeof raw === "number" ? raw : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The first data row of a Census answer, as header -> value; null when the answer has no data row. */
function firstRow(body: unknown, source: string): Record<string, unknown> | null {
  if (body === null) return null;
  if (!Array.isArray(body) || !body.every(Array.isArray))
    throw new SourceRequestError(`${source} answered in an unexpected shape`);
  const [header, row] = body as unknown[][];
  if (!header || !row) return null;
  return Object.fromEntries(header.map((name, i) => [String(name), row[i]]));
}

const ratePct = (part: number | null, whole: number | null) =>
  part !== null && whole !== null && whole > 0 ? (part / whole) * 100 : null;

async function getAcs(config: CensusConfig, http: HttpContext, year: number, variables: string[], geography: string) {
  const path = `${config.baseUrl}/data/${year}/acs/acs5?get=NAME,${variables.join(",")}&for=${geography}`;
  const source = `Census ACS ${year} (${decodeURIComponent(geography)})`;
  // Built by hand: the API wants the literal "for=zip%20code%20tabulation%20area:60614", not form encoding.
  const row = await getJson(
    http,
    { source, url: `${path}&key=${encodeURIComponent(config.apiKey)}`, cacheKey: path },
    (body) => firstRow(body, source),
  );
  return { row, source };
}

async function getCurrent(config: CensusConfig, http: HttpContext, geography: string): Promise<AcsRow | null> {
  const { row } = await getAcs(config, http, config.acsYear, Object.values(VARIABLES), geography);
  if (!row) return null;
  return Object.fromEntries(Object.entries(VARIABLES).map(([key, code]) => [key, censusEstimate(row[code])])) as AcsRow;
}

/**
 * ACS figures for the ZIP's ZCTA against its state. The ZCTA answer is required (no ZCTA -> an error);
 * the state's and the earlier population are not: a failure there leaves those figures null with a warning.
 */
export async function fetchAcsData(
  config: CensusConfig,
  place: { zip: string; state: StateInfo },
  http: HttpContext,
): Promise<{ data: AcsNeighborhoodData; warnings: string[] }> {
  const zcta = `zip%20code%20tabulation%20area:${place.zip}`;
  const earlierYear = config.acsYear - 5;
  const [zip, state, earlier] = await Promise.allSettled([
    getCurrent(config, http, zcta),
    getCurrent(config, http, `state:${place.state.fips}`),
    getAcs(config, http, earlierYear, [VARIABLES.population], zcta),
  ]);
  if (zip.status === "rejected") throw zip.reason;
  if (!zip.value)
    throw new SourceRequestError(
      `Census ACS ${config.acsYear} has no estimates for ZIP ${place.zip} (not a ZIP Code Tabulation Area)`,
    );
  const warnings: string[] = [];
  if (state.status === "rejected")
    warnings.push(
      `Census ACS state figures for ${place.state.name} failed: ${String(state.reason?.message ?? state.reason)}`,
    );
  if (earlier.status === "rejected")
    warnings.push(`Census ACS ${earlierYear} population failed: ${String(earlier.reason?.message ?? earlier.reason)}`);
  const here = zip.value;
  const there = state.status === "fulfilled" ? state.value : null;
  const earlierRow = earlier.status === "fulfilled" ? earlier.value.row : null;
  return {
    data: {
      year: config.acsYear,
      medianHouseholdIncome: here.medianHouseholdIncome,
      stateMedianHouseholdIncome: there?.medianHouseholdIncome ?? null,
      unemploymentRatePct: ratePct(here.unemployed, here.laborForce),
      stateUnemploymentRatePct: there ? ratePct(there.unemployed, there.laborForce) : null,
      medianGrossRent: here.medianGrossRent,
      stateMedianGrossRent: there?.medianGrossRent ?? null,
      populationNow: here.population,
      populationFiveYearsEarlier: earlierRow ? censusEstimate(earlierRow[VARIABLES.population]) : null,
      povertyRatePct: ratePct(here.belowPoverty, here.povertyUniverse),
      statePovertyRatePct: there ? ratePct(there.belowPoverty, there.povertyUniverse) : null,
    },
    warnings,
  };
}
