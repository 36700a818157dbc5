import { describe, expect, it } from "vitest";
import { forcedToolName, useFakeLlm } from "../helpers/fake-llm-server";
import { MEMO, useLlmHarness } from "./llm-harness";

describe("answers from servers that do not follow the schema", () => {
  const t = useLlmHarness();
  const fake = useFakeLlm("openai");
  const env = () => ({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.server.url, AI_MODEL: "qwen2.5:7b" });

  it("reads JSON wrapped in ```json fences and a sentence, in one request", async () => {
    fake.server.enqueue({ kind: "fenced", value: MEMO });
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({ ok: true, value: MEMO });
    expect(fake.server.requests).toHaveLength(1);
  });

  it("falls back to one forced tool call when the server answers prose, and counts the tokens of both calls", async () => {
    fake.server.enqueue(
      { kind: "text", text: "Sure! This duplex looks like a great deal.", usage: { input: 100, output: 10 } },
      { kind: "answer", value: MEMO, usage: { input: 110, output: 20 } },
    );
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({ ok: true, value: MEMO, inputTokens: 210, outputTokens: 30 });

    const [first, second] = fake.server.requests;
    expect(first?.body.tools).toBeUndefined();
    expect(second?.body.response_format).toBeUndefined();
    expect(second?.body.tool_choice).toEqual({ type: "function", function: { name: "deal_memo" } });
    expect(second?.body.tools).toMatchObject([
      {
        type: "function",
        function: { name: "deal_memo", parameters: { required: ["headline", "narrative", "score"] } },
      },
    ]);
    expect(forcedToolName(second!)).toBe("deal_memo");
  });

  it("falls back to the tool call when the JSON does not fit the schema", async () => {
    fake.server.enqueue(
      { kind: "answer", value: { headline: "Solid duplex", score: "seven" } },
      { kind: "tool-call", input: MEMO },
    );
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({ ok: true, value: MEMO });
    expect(fake.server.requests).toHaveLength(2);
  });

  it("fails with a clear message when neither the answer nor the tool call is valid JSON, and records the failure", async () => {
    fake.server.enqueue({ kind: "malformed-json" }, { kind: "malformed-json", text: "I cannot use tools." });
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toEqual({
      ok: false,
      reason: "failed",
      message:
        "The model's answer did not fit the deal_memo format: it ignored the JSON schema, and its forced tool call was not made.",
    });
    expect(fake.server.requests).toHaveLength(2);
    const [row] = await t.usageRows();
    expect(row).toMatchObject({
      ok: false,
      inputTokens: 240,
      outputTokens: 60,
      error: expect.stringContaining("did not fit the deal_memo format"),
    });
  });

  it("fails when the forced tool call's arguments do not match the schema either", async () => {
    fake.server.enqueue({ kind: "text", text: "A fine building." }, { kind: "tool-call", input: { headline: 3 } });
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({
      ok: false,
      reason: "failed",
      message: expect.stringContaining("did not match the schema either"),
    });
  });

  it("fails without retrying when the HTTP body itself is not JSON", async () => {
    fake.server.enqueue({ kind: "broken-body" });
    const result = await t.client(env()).generate(t.memoRequest());
    expect(result).toMatchObject({
      ok: false,
      reason: "failed",
      message: expect.stringContaining("Invalid JSON response"),
    });
    expect(fake.server.requests).toHaveLength(1);
  });
});

describe("the tool-call fallback on Anthropic", () => {
  const t = useLlmHarness();
  const fake = useFakeLlm("anthropic");

  it("forces the answer's own tool when the model wrote prose instead of the schema", async () => {
    fake.server.enqueue({ kind: "text", text: "What a lovely fourplex." }, { kind: "answer", value: MEMO });
    const client = t.client({
      AI_PROVIDER: "anthropic",
      AI_BASE_URL: fake.server.url,
      AI_API_KEY: "k",
      AI_MODEL: "claude-sonnet-4-5",
    });
    const result = await client.generate(t.memoRequest());
    expect(result).toMatchObject({ ok: true, value: MEMO });
    expect(fake.server.requests[1]?.body).toMatchObject({
      tool_choice: { type: "tool", name: "deal_memo" },
      tools: [{ name: "deal_memo" }],
    });
  });
});
