import { APICallError } from "ai";
import { isTimeout, retryAfterSecondsOf } from "./retry";

export type FailureDescription = { message: string; retryAfterSeconds?: number };

const MAX_MESSAGE = 500;
const clip = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);

/** A message a person (and the usage log) can act on; never the request, the key or a stack. */
export function describeFailure(error: unknown, context: { timeoutMs: number; now: Date }): FailureDescription {
  if (isTimeout(error))
    return { message: `The language model did not answer within ${Math.round(context.timeoutMs / 1000)} s.` };
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined)
      return { message: clip(`Could not reach the language model service: ${error.message}`) };
    const retryAfterSeconds =
      error.statusCode === 429 || error.statusCode === 503 ? retryAfterSecondsOf(error, context.now) : undefined;
    return {
      message: clip(`The language model service answered HTTP ${error.statusCode}: ${error.message}`),
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    };
  }
  return { message: clip(error instanceof Error ? error.message : String(error)) };
}
