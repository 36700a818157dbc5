import { lookupZip } from "../lib/zip-lookup";
import { CENSUS_ATTRIBUTION, fetchAcsData } from "./census-acs";
import { educationAttribution, fetchSchoolsData } from "./education-data";
import { FBI_ATTRIBUTION, fetchCrimeData } from "./fbi-crime";
import type { NeighborhoodSourcesConfig } from "./neighborhood-config";
import { sharedResponseCache, type FetchLike, type HttpContext, type ResponseCache } from "./neighborhood-http";
import type { NeighborhoodData } from "@plexwise/core";
import { stateByAbbr } from "./state-fips";

export type NeighborhoodDataResult = {
  data: NeighborhoodData;
  /** The sources that answered, for the analysis's data_sources. */
  sources: string[];
  /** The attribution line each answering source requires. */
  attributions: string[];
  /** Why a configured source gave nothing (failure, timeout, bad input). */
  errors: string[];
  /** Degraded but usable answers and sources left off (e.g. "used statewide crime rates", "not configured"). */
  notes: string[];
};

export type FetchNeighborhoodOptions = { fetch?: FetchLike; timeoutMs?: number; cache?: ResponseCache; now?: Date };

const DEFAULT_TIMEOUT_MS = 10_000;

/** Runs `task` with its own abort signal; rejects after `timeoutMs` even if the task ignores the signal. */
async function withTimeout<T>(
  source: string,
  timeoutMs: number,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`${source} did not answer within ${timeoutMs / 1000} s`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([task(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Public data for a ZIP: Census ACS, FBI crime and school proficiency, each source run in parallel under its own
 * timeout. A source that is off, fails or times out leaves its part null with a message; this never throws.
 */
export async function fetchNeighborhoodData(
  config: NeighborhoodSourcesConfig,
  place: { zip: string | null; state: string | null },
  options: FetchNeighborhoodOptions = {},
): Promise<NeighborhoodDataResult> {
  const result: NeighborhoodDataResult = {
    data: { acs: null, crime: null, schools: null },
    sources: [],
    attributions: [],
    errors: [],
    notes: [],
  };
  if (!config.census)
    result.notes.push("Census ACS is not configured (set CENSUS_API_KEY): no jobs or neighbourhood figures.");
  if (!config.fbi) result.notes.push("FBI Crime Data Explorer is not configured (set FBI_API_KEY): no crime figures.");
  if (!config.education)
    result.notes.push("The Education Data Portal is not enabled (set EDUCATION_DATA_ENABLED=true): no school figures.");
  if (!config.census && !config.fbi && !config.education) return result;

  const zip = place.zip?.trim().slice(0, 5) ?? "";
  const state = place.state ? stateByAbbr(place.state) : null;
  if (!/^\d{5}$/.test(zip) || !state) {
    result.errors.push(
      `Neighbourhood data needs a 5-digit ZIP and a US state (got ${place.zip ?? "no ZIP"}, ${place.state ?? "no state"}).`,
    );
    return result;
  }
  const now = options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const run = async <T>(
    source: string,
    task: (http: HttpContext) => Promise<{ data: T; warnings: string[] }>,
  ): Promise<T | null> => {
    try {
      const { data, warnings } = await withTimeout(source, timeoutMs, (signal) =>
        task({ fetch: options.fetch ?? fetch, signal, cache: options.cache ?? sharedResponseCache }),
      );
      result.notes.push(...warnings);
      return data;
    } catch (error) {
      const message = messageOf(error);
      result.errors.push(message.startsWith(source) ? message : `${source}: ${message}`);
      return null;
    }
  };

  const found = lookupZip(zip);
  const point = found ? { latitude: found.latitude, longitude: found.longitude } : null;
  const { census, fbi, education } = config;
  const [acs, crime, schools] = await Promise.all([
    census ? run("Census ACS", (http) => fetchAcsData(census, { zip, state }, http)) : null,
    fbi ? run("FBI Crime Data Explorer", (http) => fetchCrimeData(fbi, { state, point, now }, http)) : null,
    education ? run("Education Data Portal", (http) => fetchSchoolsData(education, { zip, state }, http)) : null,
  ]);
  result.data = { acs, crime, schools };
  if (acs && census) {
    result.sources.push(
      `U.S. Census Bureau, American Community Survey 5-year estimates ${census.acsYear - 4}-${census.acsYear} (api.census.gov)`,
    );
    result.attributions.push(CENSUS_ATTRIBUTION);
  }
  if (crime) {
    result.sources.push(
      `FBI Crime Data Explorer, ${crime.year} (${crime.geography === "agency" ? crime.agencyName : `${crime.stateName} statewide`})`,
    );
    result.attributions.push(FBI_ATTRIBUTION);
  }
  if (schools) {
    result.sources.push(
      `Urban Institute Education Data Portal: NCES CCD directory and EDFacts assessments, ${schools.year}-${String((schools.year + 1) % 100).padStart(2, "0")}`,
    );
    result.attributions.push(educationAttribution(now));
  }
  return result;
}
