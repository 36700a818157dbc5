import type { SchoolsNeighborhoodData } from "@plexwise/core";
import { getJson, SourceRequestError, type HttpContext } from "./neighborhood-http";
import type { StateInfo } from "./state-fips";

/*
 * Urban Institute Education Data Portal API (no key): https://educationdata.urban.org/documentation/
 *
 * Documentation followed:
 * - https://educationdata.urban.org/documentation/schools.html and the portal's R package
 *   (github.com/UrbanInstitute/education-data-package-r, construct-url.R and get-page-data.R): GET
 *   /api/v1/{level}/{source}/{topic}/{year}/[{grade}/]?{filter}={value}&...; answers are
 *   { count, next, previous, results: [...] }, paged (up to 10,000 rows a page), `next` the next page's URL.
 * - /api/v1/schools/ccd/directory/{year}/?fips=17&zip_location=60614: one row per school, with ncessch and
 *   zip_location. The ZIP is also checked here, in case the filter is not applied.
 * - /api/v1/schools/edfacts/assessments/{year}/grade-99/?fips=17: one row per school (all grades, all
 *   students) with read_test_pct_prof_midpt and math_test_pct_prof_midpt, the midpoints (0-100) of the
 *   proficiency ranges EDFacts publishes to protect privacy. Negative numbers are the portal's codes for missing
 *   (-1), not applicable (-2) and suppressed (-3).
 * - Portal guidance: state assessments differ, so proficiency is not comparable across states; only within-state
 *   ranks are used. `year` is the fall of the school year (2018 = 2018-19, the last full pre-COVID year).
 * - Citation (Data Policy and Terms of Use, ODC Attribution License): "[dataset names], Education Data Portal
 *   (Version X), Urban Institute, accessed Month DD, YYYY, https://educationdata.urban.org/documentation/,
 *   made available under the ODC Attribution License."
 *
 * Percentile: every school in the state with a figure scores the mean of its reading and maths midpoints; a
 * school's percentile is (schools below it + half of those tied with it) / all of them x 100. The ZIP's figure
 * is the plain mean of its schools' percentiles.
 */

export type EducationConfig = { baseUrl: string; year: number };

export function educationAttribution(accessedOn: Date): string {
  const accessed = accessedOn.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Source: Common Core of Data (CCD) school directory and EDFacts state assessments, Education Data Portal, Urban Institute, accessed ${accessed}, https://educationdata.urban.org/documentation/, made available under the ODC Attribution License.`;
}

const MAX_DIRECTORY_PAGES = 3;
const MAX_ASSESSMENT_PAGES = 10;

type Page<T> = { rows: T[]; next: string | null };

/** Follows `next` links from `firstUrl`, at most `maxPages` pages; the links are re-based on the configured host. */
async function getAllPages<T>(
  config: EducationConfig,
  http: HttpContext,
  source: string,
  firstUrl: string,
  maxPages: number,
  mapRow: (row: Record<string, unknown>) => T | null,
) {
  const rows: T[] = [];
  let url: string | null = firstUrl;
  for (let page = 1; url; page++) {
    if (page > maxPages)
      throw new SourceRequestError(
        `${source} has more than ${maxPages} pages; stopped rather than rank on part of the state`,
      );
    const answer: Page<T> = await getJson(http, { source, url, cacheKey: url }, (body) => {
      const results = (body as { results?: unknown } | null)?.results;
      if (!Array.isArray(results)) throw new SourceRequestError(`${source} answered without results`);
      const next = (body as { next?: unknown }).next;
      return {
        rows: results.flatMap((row: Record<string, unknown>) => mapRow(row) ?? []),
        next: typeof next === "string" && next ? rebase(config.baseUrl, next) : null,
      };
    });
    rows.push(...answer.rows);
    url = answer.next;
  }
  return rows;
}

/** The portal may answer with http:// or its own host behind a proxy: keep its path and query, use our base. */
function rebase(baseUrl: string, next: string): string {
  const link = new URL(next, baseUrl);
  return `${new URL(baseUrl).origin}${link.pathname}${link.search}`;
}

function validPct(raw: unknown): number | null {
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
}

/** NCES school ids are 12 digits; a numeric one has lost its leading zero (Alabama is 01...). */
function schoolId(raw: unknown): string | null {
  if (typeof raw === "number" && Number.isInteger(raw)) return String(raw).padStart(12, "0");
  return typeof raw === "string" && /^\d{12}$/.test(raw) ? raw : null;
}

/** A school's proficiency: the mean of its reading and maths midpoints that exist; null with neither. */
export function schoolProficiency(row: Record<string, unknown>): number | null {
  const scores = [validPct(row.read_test_pct_prof_midpt), validPct(row.math_test_pct_prof_midpt)].filter(
    (s) => s !== null,
  );
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
}

/** (schools below + half the ties) / all x 100. */
export function percentileInState(score: number, stateScores: number[]): number {
  const below = stateScores.filter((s) => s < score).length;
  const tied = stateScores.filter((s) => s === score).length;
  return ((below + tied / 2) / stateScores.length) * 100;
}

const isTotal = (value: unknown) => value === undefined || value === null || value === 99;

export async function fetchSchoolsData(
  config: EducationConfig,
  place: { zip: string; state: StateInfo },
  http: HttpContext,
): Promise<{ data: SchoolsNeighborhoodData; warnings: string[] }> {
  const api = `${config.baseUrl}/api/v1/schools`;
  const fips = Number(place.state.fips);
  const [zipSchools, stateScores] = await Promise.all([
    getAllPages(
      config,
      http,
      `Education Data Portal directory ${config.year}`,
      `${api}/ccd/directory/${config.year}/?fips=${fips}&zip_location=${place.zip}`,
      MAX_DIRECTORY_PAGES,
      (row) => (String(row.zip_location ?? "").padStart(5, "0") === place.zip ? schoolId(row.ncessch) : null),
    ),
    getAllPages(
      config,
      http,
      `Education Data Portal assessments ${config.year}`,
      `${api}/edfacts/assessments/${config.year}/grade-99/?fips=${fips}`,
      MAX_ASSESSMENT_PAGES,
      (row) => {
        // Only the all-students rows: the grade-99 endpoint has no subgroups, but a row carrying one is skipped.
        const ncessch = schoolId(row.ncessch);
        if (!ncessch || ![row.race, row.sex, row.disability, row.econ_disadvantaged].every(isTotal)) return null;
        const score = schoolProficiency(row);
        return score === null ? null : { ncessch, score };
      },
    ),
  ]);
  const byId = new Map(stateScores.map((s) => [s.ncessch, s.score]));
  const allScores = [...byId.values()];
  const percentiles = [...new Set(zipSchools)].flatMap((id) => {
    const score = byId.get(id);
    return score === undefined ? [] : [percentileInState(score, allScores)];
  });
  const warnings: string[] = [];
  if (zipSchools.length === 0)
    warnings.push(`The Education Data Portal lists no public schools in ZIP ${place.zip} for ${config.year}`);
  else if (percentiles.length === 0)
    warnings.push(
      `None of the ${zipSchools.length} public schools in ZIP ${place.zip} has published proficiency for ${config.year}`,
    );
  return {
    data: {
      proficiencyPercentileInState: percentiles.length
        ? percentiles.reduce((a, b) => a + b, 0) / percentiles.length
        : null,
      schoolCount: percentiles.length,
      year: config.year,
    },
    warnings,
  };
}
