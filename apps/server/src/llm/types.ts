import type { z } from "zod";

export const LLM_PROVIDERS = ["openai", "anthropic", "openai-compatible"] as const;
export type LlmProviderName = (typeof LLM_PROVIDERS)[number];

/** AI_* environment, validated at start-up. Null config = no provider: every screen runs on templates. */
export type LlmConfig = {
  provider: LlmProviderName;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** 60 s for cloud providers, 180 s for local (openai-compatible) servers. */
  timeoutMs: number;
  /** Tokens (input + output) one user may spend per calendar month (UTC); null = unlimited. */
  monthlyTokenBudget: number | null;
};

export type LlmRequest<T> = {
  userId: string;
  /** What the call is for, recorded with its usage: "performa", "neighborhood", "comps", "summary", "compare", "extraction". */
  purpose: string;
  /** The shared zod schema the answer must satisfy (structured output). */
  schema: z.ZodType<T>;
  schemaName: string;
  system: string;
  prompt: string;
};

export type LlmFailureReason =
  /** The user's monthly token budget is used up; no call was made. */
  | "budget"
  /** The user's per-hour call limit is reached; no call was made. */
  | "rate_limited"
  /** The provider failed after retries: timeout, connection, 4xx/5xx, or an answer that never fit the schema. */
  | "failed";

export type LlmResult<T> =
  | { ok: true; value: T; model: string; inputTokens: number; outputTokens: number; latencyMs: number }
  | { ok: false; reason: LlmFailureReason; message: string; retryAfterSeconds?: number };

/** The one door to a language model. Every call is budgeted, rate-limited, timed out and recorded. */
export interface LlmClient {
  /** "<provider>:<model>", stored with each analysis (part of its hash). */
  readonly modelLabel: string;
  generate<T>(request: LlmRequest<T>): Promise<LlmResult<T>>;
}
