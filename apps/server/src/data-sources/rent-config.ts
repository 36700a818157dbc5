import { z } from "zod";
import { ConfigError } from "../config-error";

/**
 * The rent data sources' environment. A source without its key is simply not consulted (comps then come from the
 * documents and the owner's other properties). The URL overrides exist for tests, which run local fake servers.
 */
const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const httpUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ""));

export const RENTCAST_DEFAULT_URL = "https://api.rentcast.io/v1";
export const HUD_DEFAULT_URL = "https://www.huduser.gov/hudapi/public";

export const rentSourcesEnvSchema = z.object({
  RENTCAST_API_KEY: optionalSecret,
  RENTCAST_API_URL: httpUrl(RENTCAST_DEFAULT_URL),
  HUD_API_TOKEN: optionalSecret,
  HUD_API_URL: httpUrl(HUD_DEFAULT_URL),
});

export type RentcastConfig = { apiKey: string; baseUrl: string };
export type HudConfig = { token: string; baseUrl: string };

/** Null for a source that is not configured. */
export type RentSourcesConfig = { rentcast: RentcastConfig | null; hud: HudConfig | null };

/** Reads RENTCAST_* and HUD_*; a malformed URL is reported with the variable's name. */
export function parseRentSourcesConfig(env: Record<string, string | undefined>): RentSourcesConfig {
  const parsed = rentSourcesEnvSchema.safeParse({
    ...env,
    // An empty override means "the default", as for the keys.
    RENTCAST_API_URL: env.RENTCAST_API_URL?.trim() || undefined,
    HUD_API_URL: env.HUD_API_URL?.trim() || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    rentcast: e.RENTCAST_API_KEY ? { apiKey: e.RENTCAST_API_KEY, baseUrl: e.RENTCAST_API_URL } : null,
    hud: e.HUD_API_TOKEN ? { token: e.HUD_API_TOKEN, baseUrl: e.HUD_API_URL } : null,
  };
}
