import { beforeAll, describe, expect, it } from "vitest";
import { countyOfCrosswalk, hudFairMarketRents, hudNote, type HudFmr } from "../../src/data-sources/hud-safmr";
import { parseRentSourcesConfig, type HudConfig } from "../../src/data-sources/rent-config";
import { defaultRentHttp } from "../../src/data-sources/rent-http";
import { FAKE_HUD_TOKEN, FAKE_SAFMR, useFakeRentApis } from "../helpers/fake-rent-apis";

const apis = useFakeRentApis();
let config: HudConfig;
beforeAll(() => {
  config = parseRentSourcesConfig(apis.env).hud!;
});

const byBeds = (row: (typeof FAKE_SAFMR)[keyof typeof FAKE_SAFMR]) => ({
  0: row.Efficiency,
  1: row["One-Bedroom"],
  2: row["Two-Bedroom"],
  3: row["Three-Bedroom"],
  4: row["Four-Bedroom"],
});

describe("HUD Fair Market Rents", () => {
  it("goes from the ZIP to its county (USPS crosswalk) to the county's FMRs, and takes the ZIP's Small Area row", async () => {
    const outcome = await hudFairMarketRents(config, "90250");
    expect(apis.requests.map((r) => [r.path, r.query])).toEqual([
      ["/usps", { type: "2", query: "90250" }],
      ["/fmr/data/0603799999", {}],
    ]);
    expect(apis.requests.every((r) => r.headers.authorization === `Bearer ${FAKE_HUD_TOKEN}`)).toBe(true);
    expect(outcome).toEqual({
      status: "ok",
      value: {
        fmrByBeds: byBeds(FAKE_SAFMR["90250"]),
        level: "zip",
        areaName: "Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area",
        year: 2026,
        countyFips: "06037",
      },
    });
  });

  it("uses the area's FMR where HUD has no Small Area FMRs, and says which it is", async () => {
    apis.setHud("area");
    const outcome = await hudFairMarketRents(config, "90250");
    expect(outcome).toMatchObject({
      status: "ok",
      value: { level: "area", fmrByBeds: byBeds(FAKE_SAFMR["MSA level"]), year: 2026 },
    });
    expect(hudNote((outcome as { value: HudFmr }).value, "90250")).toBe(
      "FY2026 Fair Market Rents for Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area: a floor (the 40th percentile gross rent a housing voucher pays), not market rent and not a comp. This product uses the HUD User Data API but is not endorsed or certified by HUD User.",
    );
  });

  it("labels a Small Area FMR as the ZIP's floor, not a comp", () => {
    const fmr: HudFmr = { fmrByBeds: { 2: 2490 }, level: "zip", areaName: null, year: 2026, countyFips: "06037" };
    expect(hudNote(fmr, "90250")).toMatch(
      /^FY2026 Small Area Fair Market Rents for ZIP 90250: a floor .* not market rent and not a comp\./,
    );
  });

  it("a ZIP the crosswalk does not know, or a county without FMRs (404), is no data rather than a failure", async () => {
    apis.setHud("no_county");
    expect(await hudFairMarketRents(config, "90250")).toEqual({
      status: "none",
      message: "HUD has no county for ZIP 90250.",
    });
    apis.setHud("not_found");
    expect(await hudFairMarketRents(config, "90250")).toEqual({
      status: "none",
      message: "HUD publishes no Fair Market Rents for county 06037.",
    });
    expect(await hudFairMarketRents(config, "9025")).toMatchObject({ status: "none" });
  });

  it.each([
    ["unauthorized", "HUD User refused the credentials (HTTP 401): Unauthenticated."],
    ["rate_limited", "HUD User's rate limit was reached (HTTP 429); try again in a minute."],
    ["server_error", "HUD User failed (HTTP 500)."],
  ] as const)("%s becomes an error message, never a throw", async (mode, message) => {
    apis.setHud(mode);
    expect(await hudFairMarketRents(config, "90250")).toEqual({ status: "error", message });
  });

  it("a server that never answers is given up on at the time limit", async () => {
    apis.setHud("hang");
    expect(await hudFairMarketRents(config, "90250", defaultRentHttp({ timeoutMs: 200 }))).toEqual({
      status: "error",
      message: "HUD User (USPS crosswalk) did not answer within 0.2 s.",
    });
  });

  it("a ZIP spanning two counties goes to the one with most of its residential addresses", () => {
    const body = {
      data: {
        results: [
          { zip: "22031", geoid: "51059", res_ratio: "0.35" },
          { zip: "22031", geoid: "51600", res_ratio: "0.65" },
        ],
      },
    };
    expect(countyOfCrosswalk(body)).toBe("51600");
    expect(countyOfCrosswalk({ data: { results: [] } })).toBeNull();
  });
});
