import http, { type ServerResponse } from "node:http";
import { afterEach } from "vitest";
import { createResponseCache, type HttpContext } from "../../src/data-sources/neighborhood-http";
import { json, listenLocally, type FakeRequest } from "./fake-http-server";

/**
 * The three public APIs behind the neighbourhood ratings, on one 127.0.0.1 server, speaking their real shapes:
 * - /census: the Census Data API (GET /data/{year}/acs/acs5?get=...&for=...&key=): an array of string arrays
 *   with a header row, 204 when the geography has no data, a 302 to an HTML page without a valid key.
 * - /fbi: the FBI Crime Data Explorer (agency list by state; summarized agency and state rates, monthly per
 *   100,000 keyed "MM-YYYY"), 403 with api.data.gov's error body without X-Api-Key.
 * - /edu: the Urban Institute Education Data Portal ({ count, next, previous, results }, paged by `page`).
 * `env` points the app at it (the *_URL overrides and keys). The default fixture is ZIP 60614, Illinois; its
 * ratings, worked by hand, are FAKE_EXPECTED_RATINGS.
 */

export type FakeApiMode = "ok" | "empty" | "error" | "hang";
type Row = Record<string, unknown>;

export type FakeNeighborhoodApisOptions = {
  census?: {
    mode?: FakeApiMode;
    acsYear?: number;
    zcta?: Record<string, string | null>;
    state?: Record<string, string | null>;
    earlierPopulation?: string | null;
  };
  fbi?: { mode?: FakeApiMode; agencies?: unknown; agencyMode?: FakeApiMode };
  education?: { mode?: FakeApiMode; year?: number; directory?: Row[]; assessments?: Row[]; pageSize?: number };
};

export type FakeApiRequest = FakeRequest<"census" | "fbi" | "education">;

export type FakeNeighborhoodApis = {
  env: Record<string, string>;
  requests: FakeApiRequest[];
  close: () => Promise<void>;
};

export const FAKE_PLACE = { zip: "60614", state: "IL" } as const;
export const FAKE_CENSUS_KEY = "fake-census-key";
export const FAKE_FBI_KEY = "fake-fbi-key";

/** ZCTA 60614, 2020-2024: unemployment 1,500 / 50,000 = 3%; poverty 6,800 / 68,000 = 10%. */
export const FAKE_ZCTA: Record<string, string | null> = {
  B19013_001E: "125000",
  B23025_003E: "50000",
  B23025_005E: "1500",
  B25064_001E: "1900",
  B01003_001E: "71000",
  B17001_001E: "68000",
  B17001_002E: "6800",
};
/** Illinois: unemployment 390,000 / 6,500,000 = 6%; poverty 1,488,000 / 12,400,000 = 12%. */
export const FAKE_STATE: Record<string, string | null> = {
  B19013_001E: "80000",
  B23025_003E: "6500000",
  B23025_005E: "390000",
  B25064_001E: "1250",
  B01003_001E: "12700000",
  B17001_001E: "12400000",
  B17001_002E: "1488000",
};
export const FAKE_EARLIER_POPULATION = "70000";

/** Chicago PD is about 6 miles from 60614's centre; Springfield PD and the sheriff are not matched. */
export const FAKE_AGENCIES = {
  COOK: [
    {
      ori: "ILCPD0000",
      agency_name: "Chicago Police Department",
      agency_type_name: "City",
      latitude: 41.8375,
      longitude: -87.6866,
      state_abbr: "IL",
      state_name: "Illinois",
      counties: "COOK",
      is_nibrs: true,
    },
    {
      ori: "IL0160000",
      agency_name: "Cook County Sheriff's Office",
      agency_type_name: "County",
      latitude: 41.9,
      longitude: -87.65,
      state_abbr: "IL",
      state_name: "Illinois",
      counties: "COOK",
      is_nibrs: true,
    },
  ],
  SANGAMON: [
    {
      ori: "IL0840200",
      agency_name: "Springfield Police Department",
      agency_type_name: "City",
      latitude: 39.7817,
      longitude: -89.6501,
      state_abbr: "IL",
      state_name: "Illinois",
      counties: "SANGAMON",
      is_nibrs: true,
    },
  ],
};
/** Monthly rates per 100,000: x 12 = agency 600 / 1,800, Illinois 300 / 1,500, nation 360 / 1,800 a year. */
const MONTHLY_RATES = {
  "violent-crime": { agency: 50, state: 25, national: 30 },
  "property-crime": { agency: 150, state: 125, national: 150 },
} as const;

/** Schools in 60614 (C has no assessment row) and ten Illinois schools' 2018-19 proficiency midpoints. */
export const FAKE_DIRECTORY: Row[] = [
  { ncessch: "170993000001", school_name: "School A", fips: 17, zip_location: "60614", state_location: "IL" },
  { ncessch: "170993000002", school_name: "School B", fips: 17, zip_location: "60614", state_location: "IL" },
  { ncessch: "170993000003", school_name: "School C", fips: 17, zip_location: "60614", state_location: "IL" },
  { ncessch: "170993000009", school_name: "Elsewhere", fips: 17, zip_location: "60601", state_location: "IL" },
];
const assessment = (ncessch: string, read: number, math: number): Row => ({
  ncessch,
  fips: 17,
  leaid: ncessch.slice(0, 7),
  year: 2018,
  grade_edfacts: 99,
  race: 99,
  sex: 99,
  lep: 99,
  homeless: 99,
  migrant: 99,
  disability: 99,
  econ_disadvantaged: 99,
  foster_care: 99,
  military_connected: 99,
  read_test_num_valid: 300,
  read_test_pct_prof_midpt: read,
  math_test_num_valid: 300,
  math_test_pct_prof_midpt: math,
});
export const FAKE_ASSESSMENTS: Row[] = [
  ...[10, 20, 30, 40, 50, 60, 70, 80].map((score, i) => assessment(`17000000000${i}`, score, score)),
  assessment("170993000001", 85, 95), // A: 90
  assessment("170993000002", 55, -3), // B: maths suppressed, 55
  assessment("170000000099", -1, -3), // no figure: not ranked
];

/**
 * The ratings the default fixture yields, by the formulas in neighborhood-ratings.ts:
 * - schools: A = 90 ranks (9 below + 0.5) / 10 = 95th, B = 55 ranks (5 + 0.5) / 10 = 55th; mean 75 -> 7.5.
 * - crime (Chicago PD, vs Illinois and the nation): violent 600 vs 300 -> 0, vs 360 -> 5 - 5 log2(1.667) = 1.3152;
 *   property 1800 vs 1500 -> 5 - 5 log2(1.2) = 3.6848, vs 1800 -> 5.
 *   0.3 x 0 + 0.3 x 1.3152 + 0.2 x 3.6848 + 0.2 x 5 = 2.1315 -> 2.1.
 * - jobs: unemployment 3% vs 6% -> 10; income 125,000 vs 80,000 -> 5 + 5 log2(1.5625) = 8.2193.
 *   0.6 x 10 + 0.4 x 8.2193 = 9.2877 -> 9.3.
 * - neighbourhood: income 8.2193; growth 71,000 / 70,000 = +1.4286% -> 6.4286; poverty 10% vs 12% -> 5 - 5 log2(0.8333) = 6.3152.
 *   0.4 x 8.2193 + 0.3 x 6.4286 + 0.3 x 6.3152 = 7.1108 -> 7.1.
 */
export const FAKE_EXPECTED_RATINGS = { schools: 7.5, crime: 2.1, jobs: 9.3, neighborhood: 7.1 } as const;

function censusAnswer(
  res: ServerResponse,
  query: Record<string, string>,
  year: number,
  options: NonNullable<FakeNeighborhoodApisOptions["census"]>,
) {
  if (query.key !== FAKE_CENSUS_KEY) {
    res.writeHead(302, { location: "https://api.census.gov/data/invalid_key.html", "x-datawebapi-keyerror": "true" });
    return res.end();
  }
  const acsYear = options.acsYear ?? 2024;
  const variables = (query.get ?? "").split(",");
  const [geography, code] = (query.for ?? "").split(":");
  let values: Record<string, string | null> | null = null;
  if (geography === "zip code tabulation area" && code === FAKE_PLACE.zip) {
    if (year === acsYear) values = { NAME: `ZCTA5 ${code}`, ...FAKE_ZCTA, ...options.zcta };
    if (year === acsYear - 5)
      values = {
        NAME: `ZCTA5 ${code}`,
        B01003_001E: options.earlierPopulation === undefined ? FAKE_EARLIER_POPULATION : options.earlierPopulation,
      };
  }
  if (geography === "state" && code === "17" && year === acsYear)
    values = { NAME: "Illinois", ...FAKE_STATE, ...options.state };
  if (!values) {
    res.writeHead(204);
    return res.end();
  }
  json(res, 200, [
    [...variables, geography],
    [...variables.map((v) => values[v] ?? null), code],
  ]);
}

/** Monthly series over from..to; the last year stops in June, as a year not yet fully published does. */
function monthly(from: string, to: string, rate: number): Record<string, number> {
  const [first, last] = [Number(from.slice(3)), Number(to.slice(3))];
  const series: Record<string, number> = {};
  for (let year = first; year <= last; year++)
    for (let m = 1; m <= (year === last ? 6 : 12); m++) series[`${String(m).padStart(2, "0")}-${year}`] = rate;
  return series;
}

function fbiAnswer(
  res: ServerResponse,
  path: string,
  query: Record<string, string>,
  options: NonNullable<FakeNeighborhoodApisOptions["fbi"]>,
  mode: FakeApiMode,
) {
  const agencies = mode === "empty" ? {} : (options.agencies ?? FAKE_AGENCIES);
  if (path === "/agency/byStateAbbr/IL") return json(res, 200, agencies);
  const match = /^\/summarized\/(agency\/[A-Z0-9]{9}|state\/IL)\/(violent-crime|property-crime)$/.exec(path);
  if (!match) return json(res, 404, { message: "Not found" });
  if (!/^\d\d-\d{4}$/.test(query.from ?? "") || !/^\d\d-\d{4}$/.test(query.to ?? ""))
    return json(res, 400, { message: "From year and month date is not valid, expected format MM-YYYY." });
  const isAgency = match[1]!.startsWith("agency/");
  if (isAgency && options.agencyMode === "error") return json(res, 500, { message: "Internal Server Error" });
  const offense = match[2] as keyof typeof MONTHLY_RATES;
  const rates = MONTHLY_RATES[offense];
  const series = (rate: number) => monthly(query.from!, query.to!, rate);
  const agency = Object.values(agencies as Record<string, Row[]>)
    .flat()
    .find((a) => `agency/${a.ori}` === match[1]);
  const offenses: Record<string, Record<string, number>> = mode === "empty"
    ? {}
    : {
        ...(isAgency && agency
          ? {
              [`${agency.agency_name} Offenses`]: series(rates.agency),
              [`${agency.agency_name} Clearances`]: series(rates.agency / 2),
            }
          : {}),
        "Illinois Offenses": series(rates.state),
        "Illinois Clearances": series(rates.state / 2),
        "United States Offenses": series(rates.national),
        "United States Clearances": series(rates.national / 2),
      };
  json(res, 200, {
    offenses: { rates: offenses, actuals: {} },
    tooltips: {},
    populations: { population: {}, participated_population: {} },
    cde_properties: {},
  });
}

function educationAnswer(
  res: ServerResponse,
  origin: string,
  path: string,
  query: Record<string, string>,
  options: NonNullable<FakeNeighborhoodApisOptions["education"]>,
  mode: FakeApiMode,
) {
  const year = options.year ?? 2018;
  let rows: Row[];
  if (path === `/api/v1/schools/ccd/directory/${year}/`) rows = options.directory ?? FAKE_DIRECTORY;
  else if (path === `/api/v1/schools/edfacts/assessments/${year}/grade-99/`)
    rows = options.assessments ?? FAKE_ASSESSMENTS;
  else return json(res, 404, { detail: "Not found." });
  if (mode === "empty") rows = [];
  rows = rows.filter(
    (row) =>
      (!query.fips || String(row.fips) === query.fips) &&
      (!query.zip_location || row.zip_location === query.zip_location),
  );
  const pageSize = options.pageSize ?? 4;
  const page = Number(query.page ?? "1");
  const pageUrl = (n: number) => `${origin}/edu${path}?${new URLSearchParams({ ...query, page: String(n) })}`;
  json(res, 200, {
    count: rows.length,
    next: page * pageSize < rows.length ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(page - 1) : null,
    results: rows.slice((page - 1) * pageSize, page * pageSize),
  });
}

export async function startFakeNeighborhoodApis(
  options: FakeNeighborhoodApisOptions = {},
): Promise<FakeNeighborhoodApis> {
  const requests: FakeApiRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    const [, prefix] = url.pathname.split("/");
    const api = prefix === "census" ? "census" : prefix === "fbi" ? "fbi" : prefix === "edu" ? "education" : null;
    if (!api) return json(res, 404, { message: "unknown API" });
    const path = url.pathname.slice(prefix!.length + 1);
    requests.push({ api, path, query, headers: req.headers });
    const mode = options[api]?.mode ?? "ok";
    if (mode === "hang") return;
    if (mode === "error") {
      res.writeHead(500, { "content-type": "text/html" });
      return res.end("<html><body>Internal Server Error</body></html>");
    }
    if (api === "census") {
      const year = /^\/data\/(\d{4})\/acs\/acs5$/.exec(path)?.[1];
      if (!year) return json(res, 404, { error: "unknown dataset" });
      if (mode === "empty" && query.key === FAKE_CENSUS_KEY) {
        res.writeHead(204);
        return res.end();
      }
      return censusAnswer(res, query, Number(year), options.census ?? {});
    }
    if (api === "fbi") {
      if (req.headers["x-api-key"] !== FAKE_FBI_KEY)
        return json(res, 403, {
          error: { code: "API_KEY_MISSING", message: "No api_key was supplied. Get one at https://api.data.gov:443" },
        });
      return fbiAnswer(res, path, query, options.fbi ?? {}, mode);
    }
    educationAnswer(res, origin, path, query, options.education ?? {}, mode);
  });
  const { origin, close } = await listenLocally(server);
  return {
    env: {
      CENSUS_API_KEY: FAKE_CENSUS_KEY,
      CENSUS_API_URL: `${origin}/census`,
      CENSUS_ACS_YEAR: String(options.census?.acsYear ?? 2024),
      FBI_API_KEY: FAKE_FBI_KEY,
      FBI_API_URL: `${origin}/fbi`,
      EDUCATION_DATA_ENABLED: "true",
      EDUCATION_DATA_URL: `${origin}/edu`,
      EDUCATION_DATA_YEAR: String(options.education?.year ?? 2018),
    },
    requests,
    close,
  };
}

/**
 * For a test file: `start(options)` starts the fake APIs for the running test, and they are closed after it.
 * `env` and `requests` are those of the last started.
 */
export function useFakeNeighborhoodApis() {
  let started: FakeNeighborhoodApis[] = [];
  afterEach(async () => {
    const closing = started;
    started = [];
    await Promise.all(closing.map((fake) => fake.close()));
  });
  const last = (): FakeNeighborhoodApis => {
    const fake = started.at(-1);
    if (!fake) throw new Error("The fake neighbourhood APIs are not started: call start() in the test first.");
    return fake;
  };
  return {
    start: async (options: FakeNeighborhoodApisOptions = {}): Promise<FakeNeighborhoodApis> => {
      const fake = await startFakeNeighborhoodApis(options);
      started.push(fake);
      return fake;
    },
    get env() {
      return last().env;
    },
    get requests() {
      return last().requests;
    },
  };
}

/** What the data-source fetchers take: the global fetch, a signal never aborted and an empty cache. */
export const testHttpContext = (): HttpContext => ({
  fetch,
  signal: new AbortController().signal,
  cache: createResponseCache(),
});
