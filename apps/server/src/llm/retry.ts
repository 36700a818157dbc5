import { APICallError } from "ai";

export type RetryPolicy = {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** The longest we wait before a retry; a server asking for more is not retried (its Retry-After is reported instead). */
  maxWaitMs: number;
  /** Waits before retry n (1-based) when the server gives no Retry-After: 1 s, then 2 s. */
  backoffMs: (retry: number) => number;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
};

export const defaultRetryPolicy = (now: () => Date, sleep: (ms: number) => Promise<void>): RetryPolicy => ({
  maxRetries: 2,
  maxWaitMs: 20_000,
  backoffMs: (retry) => 1000 * 2 ** (retry - 1),
  sleep,
  now,
});

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Our own timeout (AbortSignal.timeout) or any abort: the server did not answer in time, and would likely not on a retry either. */
export const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/** 408, 429, 5xx, and failures to connect at all (no status). A 400 or 401 will fail the same way again. */
export function isRetryable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  if (status === undefined) return error.isRetryable;
  return status === 408 || status === 429 || status >= 500;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); also OpenAI's retry-after-ms. */
export function retryAfterMs(headers: Record<string, string> | undefined, now: Date): number | undefined {
  if (!headers) return undefined;
  const ms = headers["retry-after-ms"];
  if (ms !== undefined && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const value = headers["retry-after"]?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/** What the server asked for, in whole seconds, when it was more than we are willing to wait. */
export function retryAfterSecondsOf(error: unknown, now: Date): number | undefined {
  if (!APICallError.isInstance(error)) return undefined;
  const ms = retryAfterMs(error.responseHeaders, now);
  return ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
}

/** Runs `attempt` and retries what a retry can fix, waiting as the server asks. Throws the last error. */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry > policy.maxRetries || !isRetryable(error)) throw error;
      const asked = APICallError.isInstance(error) ? retryAfterMs(error.responseHeaders, policy.now()) : undefined;
      if (asked !== undefined && asked > policy.maxWaitMs) throw error;
      await policy.sleep(asked ?? policy.backoffMs(retry));
    }
  }
}
