import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config";
import { parseRentSourcesConfig } from "../../src/data-sources/rent-config";

describe("rent sources configuration", () => {
  it("enables a source only with its key, at the public URL unless overridden", () => {
    expect(parseRentSourcesConfig({})).toEqual({ rentcast: null, hud: null });
    expect(
      parseRentSourcesConfig({ RENTCAST_API_KEY: "rc", HUD_API_TOKEN: "hud", RENTCAST_API_URL: "", HUD_API_URL: " " }),
    ).toEqual({
      rentcast: { apiKey: "rc", baseUrl: "https://api.rentcast.io/v1" },
      hud: { token: "hud", baseUrl: "https://www.huduser.gov/hudapi/public" },
    });
  });

  it("treats an empty key as no key, and drops a trailing slash from an override", () => {
    const config = parseRentSourcesConfig({
      RENTCAST_API_KEY: "  ",
      HUD_API_TOKEN: "t",
      HUD_API_URL: "http://127.0.0.1:9/hud/",
    });
    expect(config).toEqual({ rentcast: null, hud: { token: "t", baseUrl: "http://127.0.0.1:9/hud" } });
  });

  it("names the variable when an override is not an http(s) URL", () => {
    expect(() => parseRentSourcesConfig({ RENTCAST_API_URL: "ftp://example.com" })).toThrow(ConfigError);
    expect(() => parseRentSourcesConfig({ RENTCAST_API_URL: "ftp://example.com" })).toThrow(
      /RENTCAST_API_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
  });
});
