import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config";
import { parseNeighborhoodSourcesConfig } from "../../src/data-sources/neighborhood-config";

describe("neighbourhood data sources configuration", () => {
  it("leaves every source off without configuration", () => {
    expect(parseNeighborhoodSourcesConfig({})).toEqual({ census: null, fbi: null, education: null });
  });

  it("turns Census and FBI on by their keys and the portal by EDUCATION_DATA_ENABLED, with the public URLs", () => {
    expect(
      parseNeighborhoodSourcesConfig({ CENSUS_API_KEY: "c", FBI_API_KEY: "f", EDUCATION_DATA_ENABLED: "true" }),
    ).toEqual({
      census: { baseUrl: "https://api.census.gov", apiKey: "c", acsYear: 2024 },
      fbi: { baseUrl: "https://api.usa.gov/crime/fbi/cde", apiKey: "f" },
      education: { baseUrl: "https://educationdata.urban.org", year: 2018 },
    });
  });

  it("takes URL and year overrides, without a trailing slash", () => {
    const config = parseNeighborhoodSourcesConfig({
      CENSUS_API_KEY: "c",
      CENSUS_API_URL: "http://127.0.0.1:9/census/",
      CENSUS_ACS_YEAR: "2023",
      EDUCATION_DATA_ENABLED: "1",
      EDUCATION_DATA_YEAR: "2017",
    });
    expect(config.census).toEqual({ baseUrl: "http://127.0.0.1:9/census", apiKey: "c", acsYear: 2023 });
    expect(config.education?.year).toBe(2017);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseNeighborhoodSourcesConfig({ FBI_API_URL: "ftp://example.org" })).toThrow(ConfigError);
    expect(() => parseNeighborhoodSourcesConfig({ FBI_API_URL: "ftp://example.org" })).toThrow(
      "FBI_API_URL: must be an http:// or https:// URL",
    );
    expect(() => parseNeighborhoodSourcesConfig({ EDUCATION_DATA_ENABLED: "yes" })).toThrow("EDUCATION_DATA_ENABLED");
    expect(() => parseNeighborhoodSourcesConfig({ CENSUS_ACS_YEAR: "twenty" })).toThrow("CENSUS_ACS_YEAR");
  });
});
