import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { extractJsonMiddleware, wrapLanguageModel } from "ai";
import { extractJsonText } from "./extract-json";
import type { LlmConfig } from "./types";

/** A provider's model object (LanguageModelV3), the kind middleware wraps. */
export type BaseModel = Parameters<typeof wrapLanguageModel>[0]["model"];

function providerModel(config: LlmConfig): BaseModel {
  switch (config.provider) {
    case "openai":
      // Chat Completions rather than the Responses API: any base URL that speaks chat completions works.
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.model);
    case "anthropic":
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl }).messages(config.model);
    case "openai-compatible":
      // Sends the schema as response_format json_schema; without this flag the SDK falls back to bare JSON mode.
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.baseUrl ?? "http://localhost:11434/v1",
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(config.model);
  }
}

/** The configured model, with ```json fences and chatter around the JSON stripped before the SDK parses it. */
export function createLanguageModel(config: LlmConfig): BaseModel {
  return wrapLanguageModel({
    model: providerModel(config),
    middleware: extractJsonMiddleware({ transform: extractJsonText }),
  });
}
