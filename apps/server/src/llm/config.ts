import { z } from "zod";
import { ConfigError } from "../config-error";
import { LLM_PROVIDERS, type LlmConfig, type LlmProviderName } from "./types";

const CLOUD_TIMEOUT_MS = 60_000;
const LOCAL_TIMEOUT_MS = 180_000;

// Compose files and .env templates often set a variable to nothing; that means "not set".
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** The raw AI_* variables. A plain object schema, so the main config can spread `llmEnvSchema.shape` into its own. */
export const llmEnvSchema = z.object({
  AI_PROVIDER: unsetWhenBlank(
    z.enum(LLM_PROVIDERS, { error: `must be one of ${LLM_PROVIDERS.join(", ")} (or empty for none)` }),
  ),
  AI_BASE_URL: unsetWhenBlank(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  AI_API_KEY: unsetWhenBlank(z.string().trim().min(1)),
  AI_MODEL: unsetWhenBlank(z.string().trim().min(1)),
  AI_TIMEOUT_MS: unsetWhenBlank(
    z.coerce
      .number({ error: "must be a whole number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(1000, "must be at least 1000 (1 s)")
      .max(1_800_000, "must be at most 1800000 (30 min)"),
  ),
  AI_MONTHLY_TOKEN_BUDGET: unsetWhenBlank(
    z.coerce
      .number({ error: "must be a positive whole number of tokens" })
      .int("must be a positive whole number of tokens")
      .positive("must be a positive whole number of tokens"),
  ),
});

export type LlmEnv = z.infer<typeof llmEnvSchema>;

/** A problem with one variable, in the shape config.ts reports: `  AI_MODEL: is required when AI_PROVIDER is set`. */
export type LlmEnvIssue = { variable: keyof LlmEnv; message: string };

/** Thrown by `parseLlmConfig`; the message lists every problem with the variable's name. */
export class LlmConfigError extends ConfigError {}

/**
 * The rules between variables, on an env that already passed `llmEnvSchema`.
 * Kept apart from the schema so config.ts can merge them into its own refinements.
 */
export function llmEnvIssues(env: LlmEnv): LlmEnvIssue[] {
  const provider = env.AI_PROVIDER;
  if (!provider) return [];
  const issues: LlmEnvIssue[] = [];
  if (!env.AI_MODEL) issues.push({ variable: "AI_MODEL", message: `is required when AI_PROVIDER=${provider}` });
  if (provider === "openai-compatible" && !env.AI_BASE_URL) {
    issues.push({
      variable: "AI_BASE_URL",
      message: "is required when AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1 for Ollama)",
    });
  }
  if (provider !== "openai-compatible" && !env.AI_API_KEY) {
    issues.push({ variable: "AI_API_KEY", message: `is required when AI_PROVIDER=${provider}` });
  }
  return issues;
}

const defaultTimeoutMs = (provider: LlmProviderName) =>
  provider === "openai-compatible" ? LOCAL_TIMEOUT_MS : CLOUD_TIMEOUT_MS;

/** The config of a validated env with no issues; null when no provider is chosen. */
export function toLlmConfig(env: LlmEnv): LlmConfig | null {
  const provider = env.AI_PROVIDER;
  if (!provider || !env.AI_MODEL) return null;
  return {
    provider,
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS ?? defaultTimeoutMs(provider),
    monthlyTokenBudget: env.AI_MONTHLY_TOKEN_BUDGET ?? null,
  };
}

/** Every problem in the AI_* variables, field errors and cross-field rules alike, as `  NAME: message` lines. */
export function llmConfigProblems(env: Record<string, string | undefined>): string[] {
  const parsed = llmEnvSchema.safeParse(env);
  if (!parsed.success) return parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  return llmEnvIssues(parsed.data).map((issue) => `  ${issue.variable}: ${issue.message}`);
}

/** Reads the AI_* variables; null means no provider (every screen runs on templates). Throws LlmConfigError naming each bad variable. */
export function parseLlmConfig(env: Record<string, string | undefined>): LlmConfig | null {
  const problems = llmConfigProblems(env);
  if (problems.length > 0) throw new LlmConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return toLlmConfig(llmEnvSchema.parse(env));
}
