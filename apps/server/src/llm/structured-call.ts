import {
  generateText,
  NoObjectGeneratedError,
  Output,
  tool,
  ToolChoiceViolationError,
  wrapLanguageModel,
  type CallWarning,
  type LanguageModelMiddleware,
} from "ai";
import { parseJsonLoosely } from "./extract-json";
import type { BaseModel } from "./providers";
import { withRetries, type RetryPolicy } from "./retry";
import type { LlmRequest } from "./types";

export type TokenUsage = { inputTokens: number; outputTokens: number };

export type StructuredOutcome<T> =
  { ok: true; value: T; usage: TokenUsage; viaToolCall: boolean } | { ok: false; error: unknown; usage: TokenUsage };

export type StructuredCallOptions = {
  timeoutMs: number;
  retry: RetryPolicy;
  onWarnings?: (warnings: CallWarning[]) => void;
};

/** The model answered, but neither its structured output nor its forced tool call fit the schema. */
export class UnusableAnswerError extends Error {
  override name = "UnusableAnswerError";
}

/** Adds up the tokens of every response the provider sent, including answers the SDK then rejects. */
function countingTokens(usage: TokenUsage): LanguageModelMiddleware {
  return {
    specificationVersion: "v3",
    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      usage.inputTokens += result.usage.inputTokens.total ?? 0;
      usage.outputTokens += result.usage.outputTokens.total ?? 0;
      return result;
    },
  };
}

/** Providers accept [a-zA-Z0-9_-]{1,64} as a tool or schema name. */
export const toolNameOf = (schemaName: string) => schemaName.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64) || "answer";

function validate<T>(request: LlmRequest<T>, candidate: unknown): { ok: true; value: T } | { ok: false } {
  const input = typeof candidate === "string" ? parseJsonLoosely(candidate) : candidate;
  const parsed = request.schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

/**
 * One answer that satisfies `request.schema`: first as structured output (response_format json_schema,
 * or the provider's own mechanism); when the server ignores the schema, once more as a single forced
 * tool call whose input schema is the answer's schema. Each HTTP call has its own timeout and retries.
 */
export async function generateStructured<T>(
  baseModel: BaseModel,
  request: LlmRequest<T>,
  options: StructuredCallOptions,
): Promise<StructuredOutcome<T>> {
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  const model = wrapLanguageModel({ model: baseModel, middleware: countingTokens(usage) });
  const name = toolNameOf(request.schemaName);
  const common = { model, system: request.system, prompt: request.prompt, maxRetries: 0 } as const;

  try {
    const result = await withRetries(
      () =>
        generateText({
          ...common,
          output: Output.object({ schema: request.schema, name }),
          abortSignal: AbortSignal.timeout(options.timeoutMs),
        }),
      options.retry,
    );
    options.onWarnings?.(result.warnings ?? []);
    // No output at all (the server answered with a tool call of its own): fall back as for a wrong one.
    if (result.finishReason !== "tool-calls") return { ok: true, value: result.output, usage, viaToolCall: false };
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error)) return { ok: false, error, usage };
  }

  const unusable = (toolCallMade: boolean): StructuredOutcome<T> => ({
    ok: false,
    usage,
    error: new UnusableAnswerError(
      `The model's answer did not fit the ${request.schemaName} format: it ignored the JSON schema, and its forced tool call ${toolCallMade ? "did not match the schema either" : "was not made"}.`,
    ),
  });

  try {
    const result = await withRetries(
      () =>
        generateText({
          ...common,
          tools: {
            [name]: tool({ description: `Record the ${request.schemaName} answer.`, inputSchema: request.schema }),
          },
          toolChoice: { type: "tool", toolName: name },
          abortSignal: AbortSignal.timeout(options.timeoutMs),
        }),
      options.retry,
    );
    options.onWarnings?.(result.warnings ?? []);
    const call = result.toolCalls.find((c) => c.toolName === name);
    const checked = validate(request, call ? call.input : result.text);
    return checked.ok ? { ok: true, value: checked.value, usage, viaToolCall: true } : unusable(call !== undefined);
  } catch (error) {
    if (!ToolChoiceViolationError.isInstance(error)) return { ok: false, error, usage };
    // Some servers answer a forced tool call with the JSON as text instead.
    const text = error.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");
    const checked = validate(request, text);
    return checked.ok ? { ok: true, value: checked.value, usage, viaToolCall: true } : unusable(false);
  }
}
