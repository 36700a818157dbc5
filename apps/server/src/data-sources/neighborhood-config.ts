import { z } from "zod";
import { ConfigError } from "../config-error";
import type { CensusConfig } from "./census-acs";
import type { EducationConfig } from "./education-data";
import type { FbiConfig } from "./fbi-crime";

/**
 * The public data sources behind the neighbourhood ratings. Each is off until configured: Census and FBI by
 * their API keys, the (keyless) Education Data Portal by EDUCATION_DATA_ENABLED=true. The *_URL variables point
 * a source elsewhere (a proxy, or the fake servers in tests). Merged into config.ts's schema by the lead.
 */

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });
const year = z.coerce.number().int("must be a year").min(2009).max(2100);
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1");

export const neighborhoodEnvSchema = z.object({
  CENSUS_API_KEY: z.string().trim().min(1).optional(),
  CENSUS_API_URL: httpUrl.default("https://api.census.gov"),
  /** The 5-year ACS release to read, by its last year (2024 = 2020-2024, published December 2025). */
  CENSUS_ACS_YEAR: year.default(2024),
  FBI_API_KEY: z.string().trim().min(1).optional(),
  FBI_API_URL: httpUrl.default("https://api.usa.gov/crime/fbi/cde"),
  EDUCATION_DATA_ENABLED: booleanFlag,
  EDUCATION_DATA_URL: httpUrl.default("https://educationdata.urban.org"),
  /** School year by its fall; EDFacts assessments in the portal end with 2018-19 as the last full pre-COVID year. */
  EDUCATION_DATA_YEAR: year.default(2018),
});

export type NeighborhoodSourcesConfig = {
  census: CensusConfig | null;
  fbi: FbiConfig | null;
  education: EducationConfig | null;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** Builds the sources' config from parsed env (e.g. from the merged schema in config.ts). */
export function neighborhoodSourcesConfig(env: z.infer<typeof neighborhoodEnvSchema>): NeighborhoodSourcesConfig {
  return {
    census: env.CENSUS_API_KEY
      ? { baseUrl: withoutTrailingSlash(env.CENSUS_API_URL), apiKey: env.CENSUS_API_KEY, acsYear: env.CENSUS_ACS_YEAR }
      : null,
    fbi: env.FBI_API_KEY ? { baseUrl: withoutTrailingSlash(env.FBI_API_URL), apiKey: env.FBI_API_KEY } : null,
    education: env.EDUCATION_DATA_ENABLED
      ? { baseUrl: withoutTrailingSlash(env.EDUCATION_DATA_URL), year: env.EDUCATION_DATA_YEAR }
      : null,
  };
}

/** Parses the environment; every problem is reported with the variable's name. */
export function parseNeighborhoodSourcesConfig(env: Record<string, string | undefined>): NeighborhoodSourcesConfig {
  const parsed = neighborhoodEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return neighborhoodSourcesConfig(parsed.data);
}
