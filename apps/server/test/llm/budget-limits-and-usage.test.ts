import { describe, expect, it } from "vitest";
import { limits } from "../../src/rate-limit/limits";
import { insertLlmUsage } from "../../src/llm/usage-repository";
import { HOUR } from "../helpers/clock";
import { useFakeLlm } from "../helpers/fake-llm-server";
import { MEMO, useLlmHarness } from "./llm-harness";

describe("the monthly token budget, the hourly call limit and the usage log", () => {
  const t = useLlmHarness();
  const fake = useFakeLlm("openai", () => ({ kind: "answer", value: MEMO, usage: { input: 100, output: 50 } }));
  const env = (extra: Record<string, string> = {}) => ({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.server.url,
    AI_MODEL: "llama3.1:8b",
    ...extra,
  });

  const spent = (userId: string, tokens: number, at: Date) =>
    insertLlmUsage(t.database.db, {
      userId,
      purpose: "summary",
      provider: "openai",
      model: "m",
      inputTokens: tokens,
      outputTokens: 0,
      latencyMs: 10,
      ok: true,
      createdAt: at,
    });

  it("refuses a user at the budget without calling the model, and says when it renews", async () => {
    await spent(t.userId, 600, new Date("2026-06-01T00:00:00Z"));
    await spent(t.userId, 400, t.clock.now());
    const result = await t.client(env({ AI_MONTHLY_TOKEN_BUDGET: "1000" })).generate(t.memoRequest());
    expect(result).toEqual({
      ok: false,
      reason: "budget",
      message: "This month's AI allowance is used up (1000 of 1000 tokens). It renews on 2026-07-01.",
    });
    expect(fake.server.requests).toHaveLength(0);
  });

  it("counts only this UTC month's tokens and only the user's own", async () => {
    await spent(t.userId, 5000, new Date("2026-05-31T23:59:59Z"));
    await spent(await t.addUser(), 5000, t.clock.now());
    expect(await t.client(env({ AI_MONTHLY_TOKEN_BUDGET: "1000" })).generate(t.memoRequest())).toMatchObject({
      ok: true,
    });
  });

  it("lets the call that crosses the budget finish, and refuses the next", async () => {
    const client = t.client(env({ AI_MONTHLY_TOKEN_BUDGET: "200" }));
    expect(await client.generate(t.memoRequest())).toMatchObject({ ok: true });
    expect(await client.generate(t.memoRequest())).toMatchObject({ ok: true });
    expect(await client.generate(t.memoRequest())).toMatchObject({ ok: false, reason: "budget" });
    expect(fake.server.requests).toHaveLength(2);
  });

  it("has no budget when AI_MONTHLY_TOKEN_BUDGET is unset", async () => {
    await spent(t.userId, 50_000_000, t.clock.now());
    expect(await t.client(env()).generate(t.memoRequest())).toMatchObject({ ok: true });
  });

  it("refuses the 61st call in an hour without calling the model, with the wait, and allows it an hour later", async () => {
    const limiter = t.limiter();
    for (let i = 0; i < 60; i++) await limiter.consume(limits.aiCallsPerUser(t.userId));
    const client = t.client(env());
    expect(await client.generate(t.memoRequest())).toEqual({
      ok: false,
      reason: "rate_limited",
      message: "Too many AI requests. Please wait and try again.",
      retryAfterSeconds: 3600,
    });
    expect(fake.server.requests).toHaveLength(0);
    t.clock.advance(HOUR);
    expect(await client.generate(t.memoRequest())).toMatchObject({ ok: true });
  });

  it("counts each call against the hourly limit, and a refusal for budget not at all", async () => {
    const client = t.client(env({ AI_MONTHLY_TOKEN_BUDGET: "100" }));
    await client.generate(t.memoRequest());
    await client.generate(t.memoRequest());
    const state = await t.limiter().check({ ...limits.aiCallsPerUser(t.userId), max: 2 });
    expect(state.limited).toBe(false);
  });

  it("records each call with its purpose, provider, model, tokens, latency and outcome", async () => {
    const client = t.client(env());
    await client.generate(t.memoRequest({ purpose: "neighborhood" }));
    fake.server.enqueue({ kind: "error", status: 401, message: "Invalid API key" });
    await client.generate(t.memoRequest({ purpose: "comps" }));

    const rows = await t.usageRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: t.userId,
      purpose: "neighborhood",
      provider: "openai-compatible",
      model: "llama3.1:8b",
      inputTokens: 100,
      outputTokens: 50,
      ok: true,
      error: null,
      createdAt: t.clock.now(),
    });
    expect(rows[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(rows[1]).toMatchObject({
      purpose: "comps",
      ok: false,
      inputTokens: 0,
      outputTokens: 0,
      error: "The language model service answered HTTP 401: Invalid API key",
    });
  });

  it("logs a failed call as a warning with its purpose and message", async () => {
    fake.server.enqueue({ kind: "error", status: 400, message: "bad request" });
    await t.client(env()).generate(t.memoRequest());
    expect(t.logs).toContainEqual({
      level: "warn",
      fields: expect.objectContaining({
        purpose: "summary",
        model: "openai-compatible:llama3.1:8b",
        error: "The language model service answered HTTP 400: bad request",
      }),
      message: "language model call failed",
    });
  });
});
