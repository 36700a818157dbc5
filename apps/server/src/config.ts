import path from "node:path";
import { z } from "zod";
import { ConfigError } from "./config-error";
import { serverRoot } from "./lib/server-root";
import { parseNeighborhoodSourcesConfig, type NeighborhoodSourcesConfig } from "./data-sources/neighborhood-config";
import { parseRentSourcesConfig, type RentSourcesConfig } from "./data-sources/rent-config";
import { parseLlmConfig } from "./llm/config";
import type { LlmConfig } from "./llm/types";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    APP_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().min(3).default("Plexwise <no-reply@plexwise.local>"),
    RESET_LINK_IN_RESPONSE: booleanFlag,
    TRUST_PROXY: booleanFlag,
    REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(200),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(8_000).default(2_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().min(1).optional(),
    OBJECT_SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag,
    // Each person's photos and pending uploads: 1 GB is about 80 properties with all 35 photos (display and
    // thumbnail sizes, some 12 MB a property).
    STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
    EXTRACTION_IN_PROCESS: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
  })
  .refine((env) => !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    path: ["S3_BUCKET"],
    message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well",
  })
  .refine((env) => env.EXTRACTION_IN_PROCESS || env.DATABASE_URL, {
    path: ["EXTRACTION_IN_PROCESS"],
    message: "can be false only with DATABASE_URL (separate extraction workers share the app's PostgreSQL)",
  })
  .refine((env) => !(env.NODE_ENV === "production" && env.RESET_LINK_IN_RESPONSE), {
    path: ["RESET_LINK_IN_RESPONSE"],
    message: "must not be true when NODE_ENV=production (it would hand reset links to anyone who asks)",
  });

export type Config = {
  env: "development" | "test" | "production";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The app's own origin, e.g. "http://localhost:3000": the only origin allowed to call the API, and the base of emailed links. */
  appUrl: string;
  /** Cookies get `Secure` and the `__Host-` prefix when the app is served over https. */
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  resetLinkInResponse: boolean;
  trustProxy: boolean;
  /** New accounts per hour from one address and from everyone (ADR 0012): bounds what registration tells. */
  registrationLimits: RegistrationLimits;
  /** After SIGTERM, how long new requests are answered 503 (Retry-After) before the listener closes. */
  shutdownGraceMs: number;
  logLevel: string;
  webDistDir: string;
  /** Where photos are kept: files under DATA_DIR/objects, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Each person's share of the object storage (photos and pending uploads), in bytes. */
  storageQuotaBytesPerUser: number;
  /** False: this instance only queues extractions, and separate worker processes (npm run worker) read them. */
  extractionInProcess: boolean;
  /** Signs local upload URLs; without it a random key is kept in DATA_DIR. */
  objectSigningSecret: string | undefined;
  /** The language model (AI_*); null = none, every analysis is the plain deterministic one. */
  ai: LlmConfig | null;
  /** Public data behind the neighbourhood ratings (Census ACS, FBI, Urban Institute); each null when off. */
  neighborhoodSources: NeighborhoodSourcesConfig;
  /** Rent data behind the comps (RentCast, HUD SAFMR); each null when off. */
  rentSources: RentSourcesConfig;
};

export type RegistrationLimits = { perIpPerHour: number; perHour: number };

export type StorageConfig =
  | { kind: "local" }
  | {
      kind: "s3";
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export { ConfigError };

const repoRoot = path.resolve(serverRoot, "../..");

/** Parses the environment once; every problem is reported with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  const ai = section(lines, () => parseLlmConfig(env));
  const neighborhoodSources = section(lines, () => parseNeighborhoodSourcesConfig(env));
  const rentSources = section(lines, () => parseRentSourcesConfig(env));
  if (!parsed.success || !neighborhoodSources || !rentSources || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl,
    secureCookies: appUrl.startsWith("https://"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    resetLinkInResponse: e.RESET_LINK_IN_RESPONSE,
    trustProxy: e.TRUST_PROXY,
    registrationLimits: { perIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR, perHour: e.REGISTRATIONS_PER_HOUR },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist")),
    storage:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: "s3",
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: "local" },
    objectSigningSecret: e.OBJECT_SIGNING_SECRET,
    extractionInProcess: e.EXTRACTION_IN_PROCESS,
    storageQuotaBytesPerUser: e.STORAGE_QUOTA_MB * 1024 * 1024,
    ai: ai ?? null,
    neighborhoodSources,
    rentSources,
  };
}

/** Parses one feature's variables; its problems join the list (each starts "  NAME: ..."), so all are reported at once. */
function section<T>(lines: string[], parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    lines.push(
      ...String((error as Error).message)
        .split("\n")
        .filter((line) => line.startsWith("  ")),
    );
    return undefined;
  }
}

/** `npm run seed`'s account: SEED_EMAIL and SEED_PASSWORD, or the demo defaults. */
export function loadSeedConfig(env: Record<string, string | undefined> = process.env) {
  return {
    email: (env.SEED_EMAIL ?? "demo@plexwise.local").trim().toLowerCase(),
    password: env.SEED_PASSWORD ?? "Plexwise demo portfolio",
  };
}
