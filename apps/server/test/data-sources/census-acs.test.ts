import { describe, expect, it } from "vitest";
import { rateNeighborhood } from "@plexwise/core";
import { censusEstimate, fetchAcsData, type CensusConfig } from "../../src/data-sources/census-acs";
import { stateByAbbr } from "../../src/data-sources/state-fips";
import { testHttpContext, useFakeNeighborhoodApis, type FakeNeighborhoodApisOptions } from "../helpers/fake-data-apis";

const fake = useFakeNeighborhoodApis();

const illinois = stateByAbbr("IL")!;

async function acsFrom(census: FakeNeighborhoodApisOptions["census"], apiKey?: string) {
  await fake.start({ census });
  const config: CensusConfig = {
    baseUrl: fake.env.CENSUS_API_URL!,
    apiKey: apiKey ?? fake.env.CENSUS_API_KEY!,
    acsYear: 2024,
  };
  return fetchAcsData(config, { zip: "60614", state: illinois }, testHttpContext());
}

describe("Census ACS 5-year by ZCTA", () => {
  it("reads each estimate from the header row's position and derives the rates (1,500 / 50,000 unemployed = 3%)", async () => {
    const { data, warnings } = await acsFrom({});
    expect(warnings).toEqual([]);
    expect(data).toEqual({
      year: 2024,
      medianHouseholdIncome: 125_000,
      stateMedianHouseholdIncome: 80_000,
      unemploymentRatePct: 3,
      stateUnemploymentRatePct: 6,
      medianGrossRent: 1_900,
      stateMedianGrossRent: 1_250,
      populationNow: 71_000,
      populationFiveYearsEarlier: 70_000,
      povertyRatePct: 10,
      statePovertyRatePct: 12,
    });
    expect(fake.requests.map((r) => r.path).sort()).toEqual([
      "/data/2019/acs/acs5",
      "/data/2024/acs/acs5",
      "/data/2024/acs/acs5",
    ]);
  });

  it("treats the 'no estimate' sentinels (-666666666, -999999999) and nulls as missing, and rates without them", async () => {
    const { data } = await acsFrom({
      zcta: { B19013_001E: "-666666666", B25064_001E: "-999999999", B17001_002E: null },
    });
    expect(data).toMatchObject({
      medianHouseholdIncome: null,
      medianGrossRent: null,
      povertyRatePct: null,
      unemploymentRatePct: 3,
    });
    // jobs: unemployment alone, 3% vs 6% -> 10. neighbourhood: growth alone, 5 + 1.4286 = 6.4286 -> 6.4.
    const { ratings } = rateNeighborhood({ acs: data, crime: null, schools: null });
    expect(ratings).toMatchObject({ jobs: 10, neighborhood: 6.4 });
  });

  it("a labour force of 0 gives no unemployment rate rather than a division by zero", async () => {
    const { data } = await acsFrom({ zcta: { B23025_003E: "0", B23025_005E: "0" } });
    expect(data.unemploymentRatePct).toBeNull();
  });

  it("without the earlier population (-666666666) growth is missing, with no warning: the answer was valid", async () => {
    const { data, warnings } = await acsFrom({ earlierPopulation: "-666666666" });
    expect(data.populationFiveYearsEarlier).toBeNull();
    expect(warnings).toEqual([]);
  });

  it("a ZIP that is not a ZCTA (HTTP 204) is an error, not a row of nulls", async () => {
    await expect(acsFrom({ mode: "empty" })).rejects.toThrow(
      "Census ACS 2024 has no estimates for ZIP 60614 (not a ZIP Code Tabulation Area)",
    );
  });

  it("a bad key (the API redirects to an HTML page) is reported as such", async () => {
    await expect(acsFrom({}, "not-the-key")).rejects.toThrow(
      "Census ACS 2024 (zip code tabulation area:60614) answered HTTP 302 (a redirect: usually a missing or invalid API key)",
    );
  });

  it("censusEstimate: numbers and numeric strings pass; negatives, blanks and junk are null", () => {
    expect([censusEstimate("71250"), censusEstimate(12.5), censusEstimate("0")]).toEqual([71_250, 12.5, 0]);
    for (const raw of ["-666666666", "-999999999", "-888888888", "-555555555", "-222222222", null, undefined, "", "N"])
      expect(censusEstimate(raw)).toBeNull();
  });
});
