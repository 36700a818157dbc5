import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

describe("configuration", () => {
  it("has working defaults: port 3000, ./data, APP_URL on localhost, plain cookies", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.secureCookies).toBe(false);
    expect(config.resetLinkInResponse).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("uses secure cookies when APP_URL is https, and keeps only its origin", () => {
    const config = loadConfig({ APP_URL: "https://plexwise.example/some/path" });
    expect(config.appUrl).toBe("https://plexwise.example");
    expect(config.secureCookies).toBe(true);
  });

  it("refuses RESET_LINK_IN_RESPONSE=true in production, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production", RESET_LINK_IN_RESPONSE: "true" })).toThrow(
      /RESET_LINK_IN_RESPONSE: must not be true when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: "development", RESET_LINK_IN_RESPONSE: "true" }).resetLinkInResponse).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    [{ APP_URL: "ftp://x" }, "APP_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ RESET_LINK_IN_RESPONSE: "yes" }, "RESET_LINK_IN_RESPONSE"],
  ])("fails fast on %j with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
