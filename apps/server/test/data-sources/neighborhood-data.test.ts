import { describe, expect, it } from "vitest";
import { rateNeighborhood } from "@plexwise/core";
import { parseNeighborhoodSourcesConfig } from "../../src/data-sources/neighborhood-config";
import { fetchNeighborhoodData } from "../../src/data-sources/neighborhood-data";
import { createResponseCache } from "../../src/data-sources/neighborhood-http";
import {
  FAKE_EXPECTED_RATINGS,
  FAKE_PLACE,
  useFakeNeighborhoodApis,
  type FakeNeighborhoodApisOptions,
} from "../helpers/fake-data-apis";

const fake = useFakeNeighborhoodApis();

async function fetchFrom(options: FakeNeighborhoodApisOptions = {}, timeoutMs = 2_000) {
  await fake.start(options);
  return fetchNeighborhoodData(parseNeighborhoodSourcesConfig(fake.env), FAKE_PLACE, {
    cache: createResponseCache(),
    timeoutMs,
  });
}

describe("fetchNeighborhoodData", () => {
  it("rates ZIP 60614 from the three public APIs: schools 7.5, crime 2.1, jobs 9.3, neighbourhood 7.1 (worked in fake-data-apis.ts)", async () => {
    const result = await fetchFrom();
    expect(result.errors).toEqual([]);
    expect(result.data.acs).toMatchObject({
      year: 2024,
      medianHouseholdIncome: 125_000,
      unemploymentRatePct: 3,
      stateUnemploymentRatePct: 6,
      povertyRatePct: 10,
      statePovertyRatePct: 12,
    });
    expect(result.data.crime).toMatchObject({
      geography: "agency",
      agencyName: "Chicago Police Department",
      violentPer100k: 600,
      stateViolentPer100k: 300,
      nationalPropertyPer100k: 1_800,
    });
    expect(result.data.schools).toEqual({ proficiencyPercentileInState: 75, schoolCount: 2, year: 2018 });
    const rated = rateNeighborhood(result.data);
    expect(rated.ratings).toEqual(FAKE_EXPECTED_RATINGS);
    expect(rated.rating_basis).toBe("data");
    expect(result.attributions).toEqual([
      "This product uses the Census Bureau Data API but is not endorsed or certified by the Census Bureau.",
      "Source: FBI Crime Data Explorer (Uniform Crime Reporting Program).",
      expect.stringMatching(
        /^Source: Common Core of Data \(CCD\) school directory and EDFacts state assessments, Education Data Portal, Urban Institute, accessed \w+ \d+, \d{4}, https:\/\/educationdata\.urban\.org\/documentation\/, made available under the ODC Attribution License\.$/,
      ),
    ]);
    expect(result.sources).toHaveLength(3);
  });

  it("sends the Census key as key= and the FBI key as X-Api-Key, never the FBI key in a URL", async () => {
    await fetchFrom();
    const census = fake.requests.filter((r) => r.api === "census");
    expect(census.map((r) => r.query.for).sort()).toEqual([
      "state:17",
      "zip code tabulation area:60614",
      "zip code tabulation area:60614",
    ]);
    expect(census.every((r) => r.query.key === fake.env.CENSUS_API_KEY)).toBe(true);
    const fbi = fake.requests.filter((r) => r.api === "fbi");
    expect(
      fbi.every(
        (r) =>
          r.headers["x-api-key"] === fake.env.FBI_API_KEY && !JSON.stringify(r.query).includes(fake.env.FBI_API_KEY!),
      ),
    ).toBe(true);
  });

  it("a source that answers 500 leaves its part null with an error; the others still rate", async () => {
    const result = await fetchFrom({ census: { mode: "error" } });
    expect(result.data.acs).toBeNull();
    expect(result.errors).toEqual(["Census ACS 2024 (zip code tabulation area:60614) answered HTTP 500"]);
    const rated = rateNeighborhood(result.data);
    expect(rated.ratings).toEqual({ ...FAKE_EXPECTED_RATINGS, jobs: null, neighborhood: null });
    expect(result.attributions).not.toContain(
      "This product uses the Census Bureau Data API but is not endorsed or certified by the Census Bureau.",
    );
  });

  it("a source that hangs is given up on after the timeout and the rest answer", async () => {
    const started = Date.now();
    const result = await fetchFrom({ education: { mode: "hang" } }, 300);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.data.schools).toBeNull();
    expect(result.errors).toEqual(["Education Data Portal did not answer within 0.3 s"]);
    expect(result.data.acs).not.toBeNull();
    expect(result.data.crime).not.toBeNull();
  });

  it("empty answers everywhere give no data and no guess: every rating null, basis 'none'", async () => {
    const result = await fetchFrom({ census: { mode: "empty" }, fbi: { mode: "empty" }, education: { mode: "empty" } });
    expect(result.data.acs).toBeNull();
    expect(result.data.crime).toBeNull();
    // The portal answered (no schools in the ZIP): a figure-less part, not a failure.
    expect(result.data.schools).toEqual({ proficiencyPercentileInState: null, schoolCount: 0, year: 2018 });
    expect(result.errors).toEqual([
      "Census ACS 2024 has no estimates for ZIP 60614 (not a ZIP Code Tabulation Area)",
      expect.stringMatching(/^FBI Crime Data Explorer has no complete year \(\d{4} or \d{4}\) for Illinois$/),
    ]);
    expect(result.notes).toContain("The Education Data Portal lists no public schools in ZIP 60614 for 2018");
    const rated = rateNeighborhood(result.data);
    expect(rated.ratings).toEqual({ schools: null, crime: null, jobs: null, neighborhood: null });
    expect(rated.rating_basis).toBe("none");
  });

  it("with no source configured it asks nothing and says how to turn each on", async () => {
    const result = await fetchNeighborhoodData(parseNeighborhoodSourcesConfig({}), FAKE_PLACE);
    expect(result.data).toEqual({ acs: null, crime: null, schools: null });
    expect(result.errors).toEqual([]);
    expect(result.notes).toEqual([
      "Census ACS is not configured (set CENSUS_API_KEY): no jobs or neighbourhood figures.",
      "FBI Crime Data Explorer is not configured (set FBI_API_KEY): no crime figures.",
      "The Education Data Portal is not enabled (set EDUCATION_DATA_ENABLED=true): no school figures.",
    ]);
  });

  it("refuses a property without a 5-digit ZIP or a US state before asking anyone", async () => {
    await fake.start();
    const config = parseNeighborhoodSourcesConfig(fake.env);
    const result = await fetchNeighborhoodData(config, { zip: "6061", state: "IL" }, { cache: createResponseCache() });
    expect(result.errors).toEqual(["Neighbourhood data needs a 5-digit ZIP and a US state (got 6061, IL)."]);
    expect((await fetchNeighborhoodData(config, { zip: "60614", state: "ZZ" })).errors).toHaveLength(1);
    expect(fake.requests).toEqual([]);
  });

  it("answers a second run for the same ZIP from the cache, without a request", async () => {
    await fake.start();
    const config = parseNeighborhoodSourcesConfig(fake.env);
    const cache = createResponseCache();
    const first = await fetchNeighborhoodData(config, FAKE_PLACE, { cache });
    const asked = fake.requests.length;
    const second = await fetchNeighborhoodData(config, FAKE_PLACE, { cache });
    expect(fake.requests).toHaveLength(asked);
    expect(second.data).toEqual(first.data);
  });
});
