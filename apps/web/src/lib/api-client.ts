/**
 * The one HTTP client of the web app. Every call sends the session cookie, bodies travel as JSON,
 * and any non-OK answer becomes an ApiError whose message is `${status}: ${bodyText || statusText}`.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body when the server sent JSON, otherwise the raw text (or undefined if empty). */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = parseJson(bodyText) ?? (bodyText || undefined);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save sent while the tab closes or reloads). */
  keepalive?: boolean;
}

export async function apiRequest<T>(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const init: RequestInit = {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    keepalive: options.keepalive,
  };
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  // 204 and other empty answers resolve to undefined; a JSON null is null; a body that is not JSON stays text.
  if (!text) return undefined as T;
  const parsed = parseJson(text);
  return (parsed === undefined ? text : parsed) as T;
}

/** PUT a file's bytes as they are (a photo to the upload URL the server issued); errors as for every call. */
export async function apiUploadFile(url: string, file: Blob): Promise<void> {
  const response = await fetch(url, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
}

/** POST a JSON body for a file (a PDF report): its bytes, or an ApiError as for every call. */
export async function apiPostForFile(url: string, body: unknown): Promise<Blob> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response.blob();
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>("GET", url, { signal }),
  post: <T>(url: string, body?: unknown) => apiRequest<T>("POST", url, { body }),
  put: <T>(url: string, body?: unknown) => apiRequest<T>("PUT", url, { body }),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>("PATCH", url, { body }),
  delete: <T>(url: string) => apiRequest<T>("DELETE", url),
};

/** The `message` the server put in a JSON error body, if any. */
export function bodyMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string" &&
    body.message
  ) {
    return body.message;
  }
  return undefined;
}

/** Text for a toast: the server's own message when it sent one, else the error's message. */
export function serverMessage(error: unknown): string {
  const fromBody = bodyMessage(error);
  if (fromBody) return fromBody;
  if (error instanceof Error) return error.message;
  return String(error);
}
