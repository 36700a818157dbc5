/**
 * The one way the neighbourhood data clients call their public APIs: GET, JSON, no redirects, an abort signal,
 * and an in-process cache of the parsed answer keyed by URL (public statistics change yearly; 24 h is plenty).
 */

export type FetchLike = typeof fetch;

export type ResponseCache = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  clear(): void;
};

export function createResponseCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): ResponseCache {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // Maps iterate in insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
  };
}

/** Shared by every request in the process unless a caller (a test) brings its own. */
export const sharedResponseCache = createResponseCache();

export type HttpContext = { fetch: FetchLike; signal: AbortSignal; cache: ResponseCache };

export class SourceRequestError extends Error {}

/**
 * GETs `url` and returns `parse(body)`, cached under `cacheKey` (the URL without secrets). A 204 No Content
 * reaches `parse` as null. Any other non-2xx answer, a redirect (the Census API redirects a missing or bad key
 * to an HTML page) or a body that is not JSON throws a SourceRequestError naming `source`.
 */
export async function getJson<T>(
  http: HttpContext,
  request: { source: string; url: string; cacheKey: string; headers?: Record<string, string> },
  parse: (body: unknown) => T,
): Promise<T> {
  const cached = http.cache.get(request.cacheKey);
  if (cached !== undefined) return cached as T;
  const response = await http.fetch(request.url, {
    headers: { accept: "application/json", ...request.headers },
    redirect: "manual",
    signal: http.signal,
  });
  if (response.status === 204) {
    await response.body?.cancel();
    return parse(null);
  }
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel();
    const redirect =
      response.status >= 300 && response.status < 400 ? " (a redirect: usually a missing or invalid API key)" : "";
    throw new SourceRequestError(`${request.source} answered HTTP ${response.status}${redirect}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SourceRequestError(`${request.source} answered with something other than JSON`);
  }
  const value = parse(body);
  http.cache.set(request.cacheKey, value);
  return value;
}
