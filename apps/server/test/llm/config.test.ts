import { describe, expect, it } from "vitest";
import { llmConfigProblems, llmEnvSchema, parseLlmConfig } from "../../src/llm/config";

describe("AI_* configuration", () => {
  it("has no provider when AI_PROVIDER is absent or empty, whatever else is set", () => {
    expect(parseLlmConfig({})).toBeNull();
    expect(parseLlmConfig({ AI_PROVIDER: "", AI_MODEL: "gpt-4o-mini", AI_BASE_URL: "" })).toBeNull();
  });

  it("reads a cloud provider with the 60 s default timeout and no budget", () => {
    expect(parseLlmConfig({ AI_PROVIDER: "openai", AI_API_KEY: "sk-1", AI_MODEL: "gpt-4o-mini" })).toEqual({
      provider: "openai",
      baseUrl: undefined,
      apiKey: "sk-1",
      model: "gpt-4o-mini",
      timeoutMs: 60_000,
      monthlyTokenBudget: null,
    });
    expect(
      parseLlmConfig({ AI_PROVIDER: "anthropic", AI_API_KEY: "k", AI_MODEL: "claude-sonnet-4-5" })?.timeoutMs,
    ).toBe(60_000);
  });

  it("gives a local server 180 s and needs no key", () => {
    expect(
      parseLlmConfig({
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: "http://localhost:11434/v1",
        AI_MODEL: "llama3.1:8b",
      }),
    ).toEqual({
      provider: "openai-compatible",
      baseUrl: "http://localhost:11434/v1",
      apiKey: undefined,
      model: "llama3.1:8b",
      timeoutMs: 180_000,
      monthlyTokenBudget: null,
    });
  });

  it("takes the timeout and the monthly budget when given", () => {
    const config = parseLlmConfig({
      AI_PROVIDER: "anthropic",
      AI_API_KEY: "k",
      AI_MODEL: "m",
      AI_TIMEOUT_MS: "90000",
      AI_MONTHLY_TOKEN_BUDGET: "2000000",
    });
    expect(config).toMatchObject({ timeoutMs: 90_000, monthlyTokenBudget: 2_000_000 });
  });

  it("names each variable that is missing for the chosen provider", () => {
    expect(() => parseLlmConfig({ AI_PROVIDER: "openai" })).toThrow(
      "Invalid configuration:\n  AI_MODEL: is required when AI_PROVIDER=openai\n  AI_API_KEY: is required when AI_PROVIDER=openai",
    );
    expect(llmConfigProblems({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toEqual([
      "  AI_BASE_URL: is required when AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1 for Ollama)",
    ]);
  });

  it("names each variable with a bad value", () => {
    expect(
      llmConfigProblems({
        AI_PROVIDER: "gemini",
        AI_BASE_URL: "localhost:11434",
        AI_TIMEOUT_MS: "soon",
        AI_MONTHLY_TOKEN_BUDGET: "-5",
      }),
    ).toEqual([
      "  AI_PROVIDER: must be one of openai, anthropic, openai-compatible (or empty for none)",
      "  AI_BASE_URL: must be an http:// or https:// URL",
      "  AI_TIMEOUT_MS: must be a whole number of milliseconds",
      "  AI_MONTHLY_TOKEN_BUDGET: must be a positive whole number of tokens",
    ]);
    expect(llmConfigProblems({ AI_MONTHLY_TOKEN_BUDGET: "1.5" })).toEqual([
      "  AI_MONTHLY_TOKEN_BUDGET: must be a positive whole number of tokens",
    ]);
  });

  it("is a plain object schema whose fields the main config can spread into its own", () => {
    expect(Object.keys(llmEnvSchema.shape)).toEqual([
      "AI_PROVIDER",
      "AI_BASE_URL",
      "AI_API_KEY",
      "AI_MODEL",
      "AI_TIMEOUT_MS",
      "AI_MONTHLY_TOKEN_BUDGET",
    ]);
  });
});
