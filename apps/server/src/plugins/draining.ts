import type { FastifyInstance } from "fastify";
import type { ErrorResponse } from "@plexwise/core";
import type { Readiness } from "../health/routes";

/** How long a client is told to wait before trying again: another instance, or this one restarted, by then. */
const RETRY_AFTER_SECONDS = 5;

/**
 * While the process drains (SIGTERM), it keeps accepting connections and answers each new request 503 with
 * Retry-After and Connection: close, instead of letting the kernel reset them; requests already in flight
 * finish. /healthz and /readyz still answer (readyz says shutting_down), so the load balancer sees why.
 * Registered first: a drained request touches nothing else, not even the database.
 */
export function registerDraining(app: FastifyInstance, readiness: Readiness) {
  app.addHook("onRequest", async (request, reply) => {
    if (!readiness.shuttingDown || request.url === "/healthz" || request.url === "/readyz") return;
    const body: ErrorResponse = {
      error: "unavailable",
      message: "The server is restarting. Please try again in a few seconds.",
    };
    return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("connection", "close").send(body);
  });
}
