import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { describeFailure } from "./describe-failure";
import { createLanguageModel } from "./providers";
import { defaultRetryPolicy, realSleep } from "./retry";
import { generateStructured } from "./structured-call";
import type { LlmClient, LlmConfig, LlmRequest, LlmResult } from "./types";
import { insertLlmUsage, tokensUsedSince } from "./usage-repository";

export type LlmLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export type LlmClientDeps = {
  config: LlmConfig | null;
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  log: LlmLog;
  /** Waits before a retry; tests pass one that records the wait and returns at once. */
  sleep?: (ms: number) => Promise<void>;
};

type Refusal = Extract<LlmResult<never>, { ok: false }>;

const startOfUtcMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const startOfNextUtcMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));

/** The one door to the configured model; null when no provider is configured (every screen then runs on templates). */
export function createLlmClient(deps: LlmClientDeps): LlmClient | null {
  return deps.config ? clientFor(deps.config, deps) : null;
}

function clientFor(config: LlmConfig, deps: LlmClientDeps): LlmClient {
  const { db, now, limiter, log } = deps;
  // The SDK would print its warnings with console.warn; we log the ones each call returns instead.
  globalThis.AI_SDK_LOG_WARNINGS = false;
  const model = createLanguageModel(config);
  const retry = defaultRetryPolicy(now, deps.sleep ?? realSleep);
  const modelLabel = `${config.provider}:${config.model}`;

  /** Budget before rate limit, so a user who is out of tokens does not also burn their hourly calls. */
  async function refusal(userId: string): Promise<Refusal | undefined> {
    const budget = config.monthlyTokenBudget;
    if (budget !== null) {
      const used = await tokensUsedSince(db, userId, startOfUtcMonth(now()));
      if (used >= budget) {
        const renews = startOfNextUtcMonth(now()).toISOString().slice(0, 10);
        return {
          ok: false,
          reason: "budget",
          message: `This month's AI allowance is used up (${used} of ${budget} tokens). It renews on ${renews}.`,
        };
      }
    }
    const state = await limiter.consume(limits.aiCallsPerUser(userId));
    if (state.limited) {
      return {
        ok: false,
        reason: "rate_limited",
        message: "Too many AI requests. Please wait and try again.",
        retryAfterSeconds: state.retryAfterSeconds,
      };
    }
    return undefined;
  }

  async function generate<T>(request: LlmRequest<T>): Promise<LlmResult<T>> {
    const refused = await refusal(request.userId);
    if (refused) return refused;

    const started = performance.now();
    const outcome = await generateStructured(model, request, {
      timeoutMs: config.timeoutMs,
      retry,
      onWarnings: (warnings) => {
        if (warnings.length > 0)
          log.warn({ purpose: request.purpose, model: modelLabel, warnings }, "language model warnings");
      },
    });
    const latencyMs = Math.round(performance.now() - started);
    const failure = outcome.ok
      ? undefined
      : describeFailure(outcome.error, { timeoutMs: config.timeoutMs, now: now() });

    try {
      await insertLlmUsage(db, {
        userId: request.userId,
        purpose: request.purpose,
        provider: config.provider,
        model: config.model,
        inputTokens: outcome.usage.inputTokens,
        outputTokens: outcome.usage.outputTokens,
        latencyMs,
        ok: outcome.ok,
        error: failure?.message ?? null,
        createdAt: now(),
      });
    } catch (error) {
      // The answer is paid for already; losing one usage row is better than losing the answer.
      log.error({ err: error, purpose: request.purpose }, "could not record language model usage");
    }

    if (outcome.ok) {
      log.info(
        { purpose: request.purpose, model: modelLabel, latencyMs, ...outcome.usage, viaToolCall: outcome.viaToolCall },
        "language model call",
      );
      return { ok: true, value: outcome.value, model: config.model, ...outcome.usage, latencyMs };
    }
    const description = failure ?? { message: "The language model call failed." };
    log.warn(
      { purpose: request.purpose, model: modelLabel, latencyMs, error: description.message },
      "language model call failed",
    );
    return { ok: false, reason: "failed", ...description };
  }

  return { modelLabel, generate };
}
