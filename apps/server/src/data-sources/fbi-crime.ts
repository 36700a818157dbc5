import type { CrimeNeighborhoodData } from "@plexwise/core";
import { getJson, SourceRequestError, type HttpContext } from "./neighborhood-http";
import type { StateInfo } from "./state-fips";

/*
 * FBI Crime Data Explorer (CDE) API, via api.data.gov: https://api.usa.gov/crime/fbi/cde
 *
 * Documentation followed:
 * - The CDE API page (https://cde.ucr.cjis.gov/LATEST/webapp/#/pages/docApi) and api.data.gov's developer
 *   manual (https://api.data.gov/docs/developer-manual): the key goes in the X-Api-Key header (or api_key/API_KEY
 *   in the query); the header keeps it out of URLs and logs.
 * - GET /agency/byStateAbbr/{ST}: { "<COUNTY>": [{ ori, agency_name, agency_type_name ("City", "County", ...),
 *   latitude, longitude, state_abbr, state_name, ... }] }.
 * - GET /summarized/agency/{ori}/{offense}?from=MM-YYYY&to=MM-YYYY (and /summarized/state/{ST}/{offense}),
 *   offense violent-crime or property-crime; dates must be MM-YYYY (a bare year is a 400). The answer's
 *   offenses.rates holds monthly rates per 100,000 keyed "MM-YYYY" for "<Agency> Offenses", "<State> Offenses",
 *   "United States Offenses" (older answers drop the " Offenses" suffix) and matching "... Clearances" series.
 *   A year's rate is the sum of its twelve monthly rates.
 * - The CDE API page is a JavaScript app without a written schema; the shapes above are as recorded from real
 *   200 answers by several public clients (and the MM-YYYY rule from the API's own 400 message), so the parsing
 *   is lenient: either key form, numbers or numeric strings, missing months.
 *
 * Geography: a ZIP is not an FBI geography. The agency used is the nearest "City" police agency within
 * MAX_AGENCY_MILES of the ZIP's centre, so the rate is city-wide, not the ZIP's. Without such an agency (or
 * when it did not report all twelve months) the state's own rates are used and compared with the nation's,
 * and the crime formula says so.
 */

export const FBI_ATTRIBUTION = "Source: FBI Crime Data Explorer (Uniform Crime Reporting Program).";

export type FbiConfig = { baseUrl: string; apiKey: string };

const MAX_AGENCY_MILES = 10;
type Agency = { ori: string; name: string; miles: number };
type Series = Record<string, unknown>;
type SummarizedRates = {
  local: Series | null;
  state: Series | null;
  national: Series | null;
  localName: string | null;
};

function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/** The nearest City agency within MAX_AGENCY_MILES of the point, or null. */
export function nearestCityAgency(body: unknown, point: { latitude: number; longitude: number }): Agency | null {
  if (!body || typeof body !== "object") return null;
  let best: Agency | null = null;
  for (const list of Object.values(body)) {
    if (!Array.isArray(list)) continue;
    for (const raw of list as Record<string, unknown>[]) {
      const latitude = Number(raw.latitude);
      const longitude = Number(raw.longitude);
      if (
        raw.agency_type_name !== "City" ||
        typeof raw.ori !== "string" ||
        raw.latitude == null ||
        !Number.isFinite(latitude) ||
        !Number.isFinite(longitude)
      )
        continue;
      const miles = milesBetween(point, { latitude, longitude });
      if (miles <= MAX_AGENCY_MILES && (!best || miles < best.miles))
        best = { ori: raw.ori, name: String(raw.agency_name ?? raw.ori), miles };
    }
  }
  return best;
}

/** Splits offenses.rates into the local (agency), state and national offence series, ignoring clearances. */
function parseRates(body: unknown, state: StateInfo, source: string): SummarizedRates {
  const rates = (body as { offenses?: { rates?: unknown } } | null)?.offenses?.rates;
  if (!rates || typeof rates !== "object") throw new SourceRequestError(`${source} answered without offenses.rates`);
  const result: SummarizedRates = { local: null, state: null, national: null, localName: null };
  for (const [key, series] of Object.entries(rates as Record<string, unknown>)) {
    if (key.endsWith(" Clearances") || !series || typeof series !== "object") continue;
    const name = key.replace(/ Offenses$/, "");
    if (name === "United States") result.national = series as Series;
    else if (name === state.name) result.state = series as Series;
    else if (!result.local) [result.local, result.localName] = [series as Series, name];
  }
  return result;
}

/** The sum of a year's twelve monthly rates, or null when any month is missing. */
function annualRate(series: Series | null, year: number): number | null {
  if (!series) return null;
  let sum = 0;
  for (let month = 1; month <= 12; month++) {
    const raw = series[`${String(month).padStart(2, "0")}-${year}`];
    const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return null;
    sum += value;
  }
  return Math.round(sum * 100) / 100;
}

type Summaries = { violent: SummarizedRates; property: SummarizedRates };

async function getSummarized(
  config: FbiConfig,
  http: HttpContext,
  path: string,
  state: StateInfo,
  years: number[],
): Promise<Summaries> {
  const range = `from=01-${Math.min(...years)}&to=12-${Math.max(...years)}`;
  const get = (offense: "violent-crime" | "property-crime") => {
    const url = `${config.baseUrl}${path}/${offense}?${range}`;
    const source = `FBI Crime Data Explorer (${path}/${offense})`;
    return getJson(http, { source, url, cacheKey: url, headers: { "x-api-key": config.apiKey } }, (body) =>
      parseRates(body, state, source),
    );
  };
  const [violent, property] = await Promise.all([get("violent-crime"), get("property-crime")]);
  return { violent, property };
}

/** The latest of `years` in which the state's and the nation's series have all twelve months. */
const completeYear = (s: Summaries | null, years: number[]) =>
  s
    ? years.find((y) =>
        [s.violent.state, s.violent.national, s.property.state, s.property.national].every(
          (series) => annualRate(series, y) !== null,
        ),
      )
    : undefined;

async function nearestAgency(
  config: FbiConfig,
  http: HttpContext,
  state: StateInfo,
  point: { latitude: number; longitude: number },
) {
  const url = `${config.baseUrl}/agency/byStateAbbr/${state.abbr}`;
  const source = "FBI Crime Data Explorer agency list";
  return getJson(http, { source, url, cacheKey: url, headers: { "x-api-key": config.apiKey } }, (body) =>
    nearestCityAgency(body, point),
  );
}

/**
 * Violent and property crime per 100,000 for the last complete year (last year, else the year before), for the
 * agency nearest the ZIP when there is one, with the state's and the nation's rates.
 */
export async function fetchCrimeData(
  config: FbiConfig,
  place: { state: StateInfo; point: { latitude: number; longitude: number } | null; now: Date },
  http: HttpContext,
): Promise<{ data: CrimeNeighborhoodData; warnings: string[] }> {
  const warnings: string[] = [];
  const { state, point } = place;
  const years = [place.now.getUTCFullYear() - 1, place.now.getUTCFullYear() - 2];
  const fallBack = (what: string) => (error: Error) => {
    warnings.push(`${what} failed (${error.message}); using statewide rates`);
    return null;
  };
  const agency = point ? await nearestAgency(config, http, state, point).catch(fallBack("The FBI agency list")) : null;
  const agencyRates = agency
    ? await getSummarized(config, http, `/summarized/agency/${agency.ori}`, state, years).catch(
        fallBack(`FBI rates for ${agency.name}`),
      )
    : null;
  // The agency answer carries the state's and the nation's series too; the state's own answer is the fallback.
  let benchmarks = agencyRates;
  let year = completeYear(benchmarks, years);
  if (year === undefined) {
    benchmarks = await getSummarized(config, http, `/summarized/state/${state.abbr}`, state, years);
    year = completeYear(benchmarks, years);
  }
  if (year === undefined || !benchmarks)
    throw new SourceRequestError(
      `FBI Crime Data Explorer has no complete year (${years.join(" or ")}) for ${state.name}`,
    );

  const localViolent = annualRate(agencyRates?.violent.local ?? null, year);
  const localProperty = annualRate(agencyRates?.property.local ?? null, year);
  const atAgency = agency !== null && localViolent !== null && localProperty !== null;
  if (agency && agencyRates && !atAgency)
    warnings.push(`${agency.name} did not report all of ${year} to the FBI; using statewide rates`);
  const stateViolent = annualRate(benchmarks.violent.state, year);
  const stateProperty = annualRate(benchmarks.property.state, year);
  return {
    data: {
      geography: atAgency ? "agency" : "state",
      agencyName: atAgency ? (agencyRates?.violent.localName ?? agency.name) : null,
      stateName: state.name,
      year,
      violentPer100k: atAgency ? localViolent : stateViolent,
      propertyPer100k: atAgency ? localProperty : stateProperty,
      stateViolentPer100k: stateViolent,
      statePropertyPer100k: stateProperty,
      nationalViolentPer100k: annualRate(benchmarks.violent.national, year),
      nationalPropertyPer100k: annualRate(benchmarks.property.national, year),
    },
    warnings,
  };
}
