import { describe, expect, it } from "vitest";
import { startFakeLlm, useFakeLlm } from "../helpers/fake-llm-server";
import { MEMO, useLlmHarness } from "./llm-harness";

describe("retries and timeouts", () => {
  const t = useLlmHarness();
  const fake = useFakeLlm("openai");
  const env = (extra: Record<string, string> = {}) => ({
    AI_PROVIDER: "openai",
    AI_BASE_URL: fake.server.url,
    AI_API_KEY: "sk-test",
    AI_MODEL: "gpt-4o-mini",
    ...extra,
  });

  it("waits as long as a 429's Retry-After asks (in seconds), then succeeds", async () => {
    fake.server.enqueue(
      { kind: "error", status: 429, headers: { "retry-after": "3" } },
      { kind: "answer", value: MEMO },
    );
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({ ok: true, value: MEMO });
    expect(t.sleeps).toEqual([3000]);
    expect(fake.server.requests).toHaveLength(2);
  });

  it("reads a Retry-After given as an HTTP date against the injected clock", async () => {
    const in5s = new Date(t.clock.now().getTime() + 5000).toUTCString();
    fake.server.enqueue(
      { kind: "error", status: 429, headers: { "retry-after": in5s } },
      { kind: "answer", value: MEMO },
    );
    expect(await t.client(env()).generate(t.memoRequest())).toMatchObject({ ok: true });
    expect(t.sleeps).toEqual([5000]);
  });

  it("does not wait out a Retry-After over 20 s: it fails at once and passes the wait on", async () => {
    fake.server.enqueue({
      kind: "error",
      status: 429,
      headers: { "retry-after": "120" },
      message: "Rate limit reached for requests",
    });
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toEqual({
      ok: false,
      reason: "failed",
      message: "The language model service answered HTTP 429: Rate limit reached for requests",
      retryAfterSeconds: 120,
    });
    expect(t.sleeps).toEqual([]);
    expect(fake.server.requests).toHaveLength(1);
  });

  it("retries a 5xx twice with backoff (1 s, 2 s) and takes the third answer", async () => {
    fake.server.enqueue(
      { kind: "error", status: 500 },
      { kind: "error", status: 502 },
      { kind: "answer", value: MEMO },
    );
    expect(await t.client(env()).generate(t.memoRequest())).toMatchObject({ ok: true, value: MEMO });
    expect(t.sleeps).toEqual([1000, 2000]);
    expect(fake.server.requests).toHaveLength(3);
  });

  it("gives up after two retries", async () => {
    fake.server.enqueue(
      { kind: "error", status: 503 },
      { kind: "error", status: 503 },
      { kind: "error", status: 503, message: "overloaded" },
    );
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({
      ok: false,
      reason: "failed",
      message: "The language model service answered HTTP 503: overloaded",
    });
    expect(fake.server.requests).toHaveLength(3);
  });

  it("retries a 408 request timeout", async () => {
    fake.server.enqueue({ kind: "error", status: 408 }, { kind: "answer", value: MEMO });
    expect(await t.client(env()).generate(t.memoRequest())).toMatchObject({ ok: true });
    expect(fake.server.requests).toHaveLength(2);
  });

  it("does not retry a 400, which would fail the same way again", async () => {
    fake.server.enqueue({ kind: "error", status: 400, message: "Invalid schema for response_format 'deal_memo'" });
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({
      ok: false,
      reason: "failed",
      message: "The language model service answered HTTP 400: Invalid schema for response_format 'deal_memo'",
    });
    expect(fake.server.requests).toHaveLength(1);
    expect(t.sleeps).toEqual([]);
  });

  it("times out a server that never answers, does not retry it, and records the failure", async () => {
    fake.server.enqueue({ kind: "hang" });
    const started = Date.now();
    const result = await t.client(env({ AI_TIMEOUT_MS: "1000" })).generate(t.memoRequest());
    expect(result).toEqual({ ok: false, reason: "failed", message: "The language model did not answer within 1 s." });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fake.server.requests).toHaveLength(1);
    const [row] = await t.usageRows();
    expect(row).toMatchObject({
      ok: false,
      error: "The language model did not answer within 1 s.",
      inputTokens: 0,
      outputTokens: 0,
    });
    expect(row!.latencyMs).toBeGreaterThanOrEqual(900);
  });

  it("retries when nothing listens at the base URL, then fails saying it could not connect", async () => {
    const gone = await startFakeLlm({ protocol: "openai" });
    await gone.close();
    const result = await t.client(env({ AI_BASE_URL: gone.url })).generate(t.memoRequest());
    expect(result).toMatchObject({
      ok: false,
      reason: "failed",
      message: expect.stringMatching(/^Could not reach the language model service: Cannot connect to API/),
    });
    expect(t.sleeps).toEqual([1000, 2000]);
  });
});

describe("retries on Anthropic", () => {
  const t = useLlmHarness();
  const fake = useFakeLlm("anthropic");

  it("retries a 529 overloaded answer after its Retry-After", async () => {
    fake.server.enqueue(
      { kind: "error", status: 529, headers: { "retry-after": "4" }, message: "Overloaded" },
      { kind: "answer", value: MEMO },
    );
    const client = t.client({
      AI_PROVIDER: "anthropic",
      AI_BASE_URL: fake.server.url,
      AI_API_KEY: "k",
      AI_MODEL: "claude-sonnet-4-5",
    });
    expect(await client.generate(t.memoRequest())).toMatchObject({ ok: true, value: MEMO });
    expect(t.sleeps).toEqual([4000]);
  });
});
