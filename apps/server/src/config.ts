import path from "node:path";
import { z } from "zod";

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
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    APP_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().min(3).default("Plexwise <no-reply@plexwise.local>"),
    RESET_LINK_IN_RESPONSE: booleanFlag,
    TRUST_PROXY: booleanFlag,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().min(1).optional(),
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
  logLevel: string;
  webDistDir: string;
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Parses the environment once; every problem is reported with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
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
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist")),
  };
}
