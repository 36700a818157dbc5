/**
 * Errors that mean "the database did not answer in time or at all", not "this request is wrong": the API
 * answers them 503 with Retry-After, so clients and load balancers wait and retry instead of seeing a 500.
 */
const TRANSIENT_SQLSTATES = new Set([
  "57014", // query_canceled: statement_timeout
  "55P03", // lock_not_available: lock_timeout
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "53300", // too_many_connections
  "08000", // connection_exception and its kinds
  "08001",
  "08003",
  "08004",
  "08006",
]);

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
]);

/** node-postgres says these in words: the pool's acquire timeout, and a connection that died under a query. */
const PG_MESSAGES = /timeout exceeded when trying to connect|connection terminated|connection error|not queryable/i;

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; a few levels are enough.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (TRANSIENT_SQLSTATES.has(code) || NETWORK_CODES.has(code))) return true;
    if (PG_MESSAGES.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
