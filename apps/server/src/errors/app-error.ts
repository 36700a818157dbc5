/** Every error the API means to return, and the one table mapping it to an HTTP status. */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>;

  /** The fields at fault, as a schema validation names them ({ path, message }), when there are several. */
  readonly issues: readonly { path: string; message: string }[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    issues?: readonly { path: string; message: string }[],
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.headers = headers;
    this.issues = issues;
  }
}

/** A 400 naming each field at fault, first one in the message, as a schema validation error reads. */
export const invalidFields = (issues: readonly { path: string; message: string }[]) =>
  new AppError("validation_failed", issues.map((i) => `${i.path}: ${i.message}`).join(" "), {}, issues);

export const rateLimited = (retryAfterSeconds: number, message = "Too many attempts. Please wait and try again.") =>
  new AppError("rate_limited", message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
