/**
 * How the rent sources (RentCast, HUD) call their APIs: one GET with a time limit, answering the status and the
 * parsed body instead of throwing. Both APIs say "nothing here" with a 404 and explain refusals in a JSON body,
 * so the caller needs the status and the body to tell "no estimate" from "bad key" or "rate limited".
 */

export const RENT_SOURCE_TIMEOUT_MS = 10_000;

export type HttpAnswer =
  | { ok: true; status: number; body: unknown }
  /** Timed out, could not connect, or not JSON: the message is ready for the person reading the errors. */
  | { ok: false; message: string };

export type RentHttp = { fetch: typeof fetch; timeoutMs: number };

export const defaultRentHttp = (overrides: Partial<RentHttp> = {}): RentHttp => ({
  fetch: overrides.fetch ?? globalThis.fetch,
  timeoutMs: overrides.timeoutMs ?? RENT_SOURCE_TIMEOUT_MS,
});

export async function getJsonAnswer(
  http: RentHttp,
  source: string,
  url: string,
  headers: Record<string, string>,
): Promise<HttpAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(url, {
      headers: { accept: "application/json", ...headers },
      redirect: "manual",
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    if (timedOut) return { ok: false, message: `${source} did not answer within ${http.timeoutMs / 1000} s.` };
    return {
      ok: false,
      message: `${source} could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  if (text.trim() === "") return { ok: true, status: response.status, body: null };
  try {
    return { ok: true, status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    // An error page in HTML still has a telling status; a 200 that is not JSON is a broken answer.
    if (response.status >= 400) return { ok: true, status: response.status, body: null };
    return { ok: false, message: `${source} answered with something other than JSON (HTTP ${response.status}).` };
  }
}

/** The `message` (or `error`) a JSON error body carries, for quoting in an error string. */
export function bodyMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  const message = record.message ?? record.error;
  return typeof message === "string" && message.trim() ? message.trim().slice(0, 300).replace(/\.$/, "") : null;
}

/** What one source answered: values, "nothing for this query" (not a failure), or a failure to report. */
export type SourceOutcome<T> =
  { status: "ok"; value: T } | { status: "none"; message: string } | { status: "error"; message: string };

/** The usual meaning of a refusal, shared by RentCast and HUD (both document 401, 429 and 5xx alike). */
export function refusalMessage(source: string, status: number, body: unknown): string {
  const detail = bodyMessage(body);
  const quoted = detail ? `: ${detail}` : "";
  if (status === 401 || status === 403) return `${source} refused the credentials (HTTP ${status})${quoted}.`;
  if (status === 429) return `${source}'s rate limit was reached (HTTP 429); try again in a minute.`;
  if (status >= 500) return `${source} failed (HTTP ${status})${quoted}.`;
  return `${source} rejected the request (HTTP ${status})${quoted}.`;
}
