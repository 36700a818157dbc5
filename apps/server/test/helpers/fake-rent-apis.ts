import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { json, listenLocally, type FakeRequest } from "./fake-http-server";

/**
 * RentCast and HUD User on one 127.0.0.1 server, speaking their documented shapes (developers.rentcast.io
 * property-valuation-schema and response-codes; huduser.gov fmr-api and uspszip-api):
 * - /rentcast/v1/avm/rent/long-term (X-Api-Key): { rent, rentRangeLow, rentRangeHigh, latitude, longitude,
 *   comparables: [...] }; 404 "no results"; errors as { status, error, message }.
 * - /hud/usps?type=2&query=<zip> and /hud/fmr/data/<county>99999 (Authorization: Bearer): { data: { results } } and
 *   { data: { smallarea_status, basicdata } }, 404 "No data found".
 * The figures are illustrative, not real HUD or RentCast data. Modes change what it answers between tests.
 */

export type RentcastMode = "ok" | "no_estimate" | "empty" | "unauthorized" | "rate_limited" | "server_error" | "hang";
export type HudMode =
  "ok" | "area" | "no_county" | "not_found" | "unauthorized" | "rate_limited" | "server_error" | "hang";

export type FakeRentRequest = FakeRequest<"rentcast" | "hud">;

export type FakeRentApis = {
  env: Record<string, string>;
  requests: FakeRentRequest[];
  /** Every RentCast answer, or only the one for this bedroom count. */
  setRentcast: (mode: RentcastMode, bedrooms?: number) => void;
  setHud: (mode: HudMode) => void;
  /** Back to "ok" everywhere, and no recorded requests. */
  reset: () => void;
  close: () => Promise<void>;
};

export const FAKE_RENTCAST_KEY = "fake-rentcast-key";
export const FAKE_HUD_TOKEN = "fake-hud-token";
export const FAKE_SUBJECT = { address: "14105 Chadron Ave", zip: "90250", state: "CA", county: "06037" } as const;

/** Three listings per bedroom count: the base rent, +100 and +250, at 0.4, 0.9 and 1.6 miles. */
export const FAKE_LISTING_RENTS: Record<number, number> = { 0: 1500, 1: 1900, 2: 2400, 3: 3100 };

export function fakeRentcastEstimate(bedrooms: number, bathrooms: number) {
  const base = FAKE_LISTING_RENTS[bedrooms] ?? 3500;
  const listing = (n: number, street: string, extra: number, distance: number) => ({
    id: `${street.replaceAll(" ", "-")},-Hawthorne,-CA-90250`,
    formattedAddress: `${street}, Unit ${bedrooms}${n}, Hawthorne, CA 90250`,
    addressLine1: street,
    addressLine2: `Unit ${bedrooms}${n}`,
    city: "Hawthorne",
    state: "CA",
    zipCode: "90250",
    county: "Los Angeles",
    latitude: 33.9,
    longitude: -118.35,
    propertyType: "Apartment",
    bedrooms,
    bathrooms,
    squareFootage: 450 + bedrooms * 300,
    yearBuilt: 1988,
    price: base + extra,
    listingType: "Standard",
    listedDate: "2026-09-01T00:00:00.000Z",
    removedDate: null,
    lastSeenDate: "2026-11-20T13:11:55.018Z",
    daysOnMarket: 80,
    distance,
    daysOld: 2,
    correlation: 0.97,
  });
  return {
    rent: base + 100,
    rentRangeLow: base,
    rentRangeHigh: base + 250,
    latitude: 33.9164,
    longitude: -118.3526,
    comparables: [
      listing(1, "13622 Chadron Ave", 0, 0.4),
      listing(2, "13751 Lemoli Ave", 100, 0.9),
      listing(3, "4433 W 120th St", 250, 1.6),
    ],
  };
}

/** FY2026 Small Area FMRs for two ZIPs of the Los Angeles metro, and its metro-wide row. */
export const FAKE_SAFMR = {
  "MSA level": {
    Efficiency: 1800,
    "One-Bedroom": 2000,
    "Two-Bedroom": 2550,
    "Three-Bedroom": 3250,
    "Four-Bedroom": 3600,
  },
  "90250": { Efficiency: 1750, "One-Bedroom": 1960, "Two-Bedroom": 2490, "Three-Bedroom": 3210, "Four-Bedroom": 3550 },
  "90304": { Efficiency: 1700, "One-Bedroom": 1900, "Two-Bedroom": 2420, "Three-Bedroom": 3120, "Four-Bedroom": 3480 },
} as const;

function refusal(res: ServerResponse, mode: string, api: "rentcast" | "hud"): boolean {
  if (mode === "unauthorized")
    json(
      res,
      401,
      api === "rentcast"
        ? { status: 401, error: "auth/api-key-invalid", message: "Invalid API key" }
        : { error: "Unauthenticated." },
    );
  else if (mode === "rate_limited")
    json(res, 429, { status: 429, error: "rate-limit/exceeded", message: "Too many requests" });
  else if (mode === "server_error") {
    res.writeHead(500, { "content-type": "text/html" });
    res.end("<html><body>Internal Server Error</body></html>");
  } else return false;
  return true;
}

function rentcastAnswer(
  res: ServerResponse,
  path: string,
  query: Record<string, string>,
  headers: IncomingHttpHeaders,
  mode: RentcastMode,
) {
  if (headers["x-api-key"] !== FAKE_RENTCAST_KEY) return refusal(res, "unauthorized", "rentcast");
  if (refusal(res, mode, "rentcast")) return;
  if (path !== "/v1/avm/rent/long-term")
    return json(res, 404, { status: 404, error: "resource/not-found", message: "Not found" });
  if (!query.address)
    return json(res, 400, {
      status: 400,
      error: "resource/bad-request",
      message: "Missing address or latitude/longitude parameters",
    });
  if (mode === "no_estimate") {
    return json(res, 404, {
      status: 404,
      error: "resource/not-found",
      message: "No comparable rental listings found to calculate a rent estimate",
    });
  }
  if (mode === "empty")
    return json(res, 200, {
      rent: null,
      rentRangeLow: null,
      rentRangeHigh: null,
      latitude: 33.9164,
      longitude: -118.3526,
      comparables: [],
    });
  json(res, 200, fakeRentcastEstimate(Number(query.bedrooms ?? 2), Number(query.bathrooms ?? 1)));
}

function hudAnswer(
  res: ServerResponse,
  path: string,
  query: Record<string, string>,
  headers: IncomingHttpHeaders,
  mode: HudMode,
) {
  if (headers.authorization !== `Bearer ${FAKE_HUD_TOKEN}`) return refusal(res, "unauthorized", "hud");
  if (refusal(res, mode, "hud")) return;
  if (path === "/usps") {
    if (query.type !== "2" || !/^\d{5}$/.test(query.query ?? ""))
      return json(res, 400, { error: "Invalid value for type or query" });
    const known = query.query === FAKE_SUBJECT.zip && mode !== "no_county";
    const results = known
      ? [
          {
            zip: FAKE_SUBJECT.zip,
            geoid: FAKE_SUBJECT.county,
            res_ratio: 1,
            bus_ratio: 1,
            oth_ratio: 1,
            tot_ratio: 1,
            city: "HAWTHORNE",
            state: "CA",
          },
        ]
      : [];
    return json(res, 200, {
      data: { year: "2026", quarter: "2", input: query.query, crosswalk_type: "zip-county", results },
    });
  }
  if (path !== `/fmr/data/${FAKE_SUBJECT.county}99999` || mode === "not_found")
    return json(res, 404, { error: `No data found using '${path.split("/").at(-1)}'` });
  const area = {
    county_name: "Los Angeles County",
    counties_msa: "Los Angeles County, CA",
    town_name: null,
    metro_status: "1",
    metro_name: "Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area",
    area_name: "Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area",
    year: "2026",
  };
  if (mode === "area")
    return json(res, 200, {
      data: { ...area, smallarea_status: "0", basicdata: { ...FAKE_SAFMR["MSA level"], year: "2026" } },
    });
  const basicdata = Object.entries(FAKE_SAFMR).map(([zip, fmr]) => ({ zip_code: zip, ...fmr }));
  json(res, 200, { data: { ...area, smallarea_status: "1", basicdata } });
}

export async function startFakeRentApis(): Promise<FakeRentApis> {
  const requests: FakeRentRequest[] = [];
  let rentcastModes: { all: RentcastMode; byBeds: Map<number, RentcastMode> } = { all: "ok", byBeds: new Map() };
  let hudMode: HudMode = "ok";
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    const [, prefix] = url.pathname.split("/");
    if (prefix !== "rentcast" && prefix !== "hud") return json(res, 404, { message: "unknown API" });
    const path = url.pathname.slice(prefix.length + 1);
    requests.push({ api: prefix, path, query, headers: req.headers });
    if (prefix === "rentcast") {
      const mode = rentcastModes.byBeds.get(Number(query.bedrooms)) ?? rentcastModes.all;
      if (mode !== "hang") rentcastAnswer(res, path, query, req.headers, mode);
      return;
    }
    if (hudMode !== "hang") hudAnswer(res, path, query, req.headers, hudMode);
  });
  const { origin, close } = await listenLocally(server);
  return {
    env: {
      RENTCAST_API_KEY: FAKE_RENTCAST_KEY,
      RENTCAST_API_URL: `${origin}/rentcast/v1`,
      HUD_API_TOKEN: FAKE_HUD_TOKEN,
      HUD_API_URL: `${origin}/hud`,
    },
    requests,
    setRentcast: (mode, bedrooms) => {
      if (bedrooms === undefined) rentcastModes = { all: mode, byBeds: new Map() };
      else rentcastModes.byBeds.set(bedrooms, mode);
    },
    setHud: (mode) => {
      hudMode = mode;
    },
    reset: () => {
      rentcastModes = { all: "ok", byBeds: new Map() };
      hudMode = "ok";
      requests.length = 0;
    },
    close,
  };
}

/**
 * For a test file: one fake started before its tests, reset before each test and closed after the last. The
 * object answers for the running fake, so it can be kept in a const at the top of the file.
 */
export function useFakeRentApis(): FakeRentApis {
  let apis: FakeRentApis | undefined;
  const running = (): FakeRentApis => {
    if (!apis) throw new Error("The fake rent APIs start in beforeAll: use them inside a hook or a test.");
    return apis;
  };
  beforeAll(async () => {
    apis = await startFakeRentApis();
  });
  beforeEach(() => running().reset());
  afterAll(() => apis?.close());
  return {
    get env() {
      return running().env;
    },
    get requests() {
      return running().requests;
    },
    setRentcast: (mode, bedrooms) => running().setRentcast(mode, bedrooms),
    setHud: (mode) => running().setHud(mode),
    reset: () => running().reset(),
    close: () => running().close(),
  };
}
