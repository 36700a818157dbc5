import { beforeAll, describe, expect, it } from "vitest";
import { parseRentSourcesConfig, type RentcastConfig } from "../../src/data-sources/rent-config";
import { defaultRentHttp } from "../../src/data-sources/rent-http";
import {
  rentcastComps,
  rentcastPropertyType,
  rentcastRentEstimate,
  type RentcastEstimateRequest,
} from "../../src/data-sources/rentcast";
import { FAKE_RENTCAST_KEY, useFakeRentApis } from "../helpers/fake-rent-apis";

const apis = useFakeRentApis();
let config: RentcastConfig;
beforeAll(() => {
  config = parseRentSourcesConfig(apis.env).rentcast!;
});

const twoBed: RentcastEstimateRequest = {
  address: "14105 Chadron Ave, Hawthorne, CA 90250",
  bedrooms: 2,
  bathrooms: 1,
  squareFootage: 830,
  propertyType: "Apartment",
  maxRadiusMiles: 3,
};

describe("RentCast rent estimates", () => {
  it("asks for one unit's long-term rent with the key in X-Api-Key, and turns the listings into comps", async () => {
    const outcome = await rentcastRentEstimate(config, twoBed);
    expect(apis.requests).toHaveLength(1);
    const [request] = apis.requests;
    expect(request!.path).toBe("/v1/avm/rent/long-term");
    expect(request!.headers["x-api-key"]).toBe(FAKE_RENTCAST_KEY);
    expect(request!.query).toEqual({
      address: "14105 Chadron Ave, Hawthorne, CA 90250",
      propertyType: "Apartment",
      bedrooms: "2",
      bathrooms: "1",
      squareFootage: "830",
      maxRadius: "3",
      compCount: "10",
    });

    expect(outcome.status).toBe("ok");
    if (outcome.status !== "ok") return;
    expect(outcome.value).toMatchObject({ rent: 2500, rentRangeLow: 2400, rentRangeHigh: 2650 });
    expect(rentcastComps(outcome.value)).toEqual([
      {
        source: "rentcast",
        unit_type: "2 Bed / 1 Bath",
        beds: 2,
        baths: 1,
        sqft: 1050,
        rent: 2400,
        address: "13622 Chadron Ave, Unit 21, Hawthorne, CA 90250",
        distance_miles: 0.4,
        note: "RentCast listing, last seen 2026-11-20",
      },
      expect.objectContaining({ rent: 2500, distance_miles: 0.9 }),
      expect.objectContaining({ rent: 2650, distance_miles: 1.6 }),
    ]);
  });

  it("leaves out what it does not know: no bedrooms, baths or size for a unit type without them", async () => {
    await rentcastRentEstimate(config, { ...twoBed, bedrooms: 0, bathrooms: null, squareFootage: null });
    expect(apis.requests[0]!.query).not.toHaveProperty("bathrooms");
    expect(apis.requests[0]!.query).not.toHaveProperty("squareFootage");
    expect(apis.requests[0]!.query.bedrooms).toBe("0");
  });

  it("a 404 (RentCast's 'no results') is no estimate, not a failure", async () => {
    apis.setRentcast("no_estimate");
    expect(await rentcastRentEstimate(config, twoBed)).toEqual({
      status: "none",
      message:
        "RentCast has no rent estimate for this unit type (No comparable rental listings found to calculate a rent estimate).",
    });
  });

  it("a 200 with no rent and no comparables is no estimate either", async () => {
    apis.setRentcast("empty");
    expect(await rentcastRentEstimate(config, twoBed)).toMatchObject({ status: "none" });
  });

  it.each([
    ["unauthorized", "RentCast refused the credentials (HTTP 401): Invalid API key."],
    ["rate_limited", "RentCast's rate limit was reached (HTTP 429); try again in a minute."],
    ["server_error", "RentCast failed (HTTP 500)."],
  ] as const)("%s becomes an error message, never a throw", async (mode, message) => {
    apis.setRentcast(mode);
    expect(await rentcastRentEstimate(config, twoBed)).toEqual({ status: "error", message });
  });

  it("a server that never answers is given up on at the time limit", async () => {
    apis.setRentcast("hang");
    const outcome = await rentcastRentEstimate(config, twoBed, defaultRentHttp({ timeoutMs: 200 }));
    expect(outcome).toEqual({ status: "error", message: "RentCast did not answer within 0.2 s." });
  });

  it("a wrong key is refused by the fake as RentCast does", async () => {
    const outcome = await rentcastRentEstimate({ ...config, apiKey: "wrong" }, twoBed);
    expect(outcome).toMatchObject({ status: "error", message: expect.stringContaining("HTTP 401") });
  });

  it("asks about a 2-4 unit building as Multi-Family, and anything else as Apartment", () => {
    expect([rentcastPropertyType(4), rentcastPropertyType(5), rentcastPropertyType(null)]).toEqual([
      "Multi-Family",
      "Apartment",
      "Apartment",
    ]);
  });
});
