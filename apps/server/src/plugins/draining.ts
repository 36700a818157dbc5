import type { FastifyInstance } from "fastify";
import type { ErrorResponse } from "@plexwise/core";
import type { Readiness } from "../health/routes";
import { trackConnections } from "../lib/connection-drain";

/** How long a client is told to wait before trying again: another instance, or this one restarted, by then. */
const RETRY_AFTER_SECONDS = 5;

/**
 * How long a connection may sit idle while the process drains before it is closed. Responses say so
 * (Keep-Alive: timeout=4), and a client that honours it stops reusing the connection before the server closes it,
 * so no request is sent on a connection being closed: undici (fetch) keeps a 2 s margin, Node's agent 1 s. Not
 * less: told "timeout=2", undici closes the connection after every answer, which is the churn described below.
 */
const DRAIN_IDLE_MS = 4_000;

/**
 * While the process drains (SIGTERM), it keeps accepting connections and answers each new request 503 with
 * Retry-After, instead of letting the kernel reset them; requests already in flight finish. /healthz and /readyz
 * still answer (readyz says shutting_down), so the load balancer sees why. Registered first: a drained request
 * touches nothing else, not even the database.
 *
 * The 503s keep the connection open until the listener closes. Closing each one (Connection: close) made every
 * client that retries at once open a new connection per request, and the connections that had completed their
 * handshake but were not yet accepted when the listener closed were reset by the kernel ("connect ECONNRESET",
 * 21 to 49 of 50 clients in `npm run bench:faults`). Once the listener is closed, every response carries
 * Connection: close, so each connection is closed right after an answered request, and a new one is refused.
 *
 * What no server can avoid: a client opening a new connection for each request may still be reset at the moment
 * the listener closes. The kernel completes handshakes the process has not accepted yet, and closing a listening
 * socket resets them (Linux); Node offers no way to stop the handshakes and then accept the rest. `bench:faults`
 * measures it: 10 to 40 of 50 such clients reset ("connect ECONNRESET", or "read ECONNRESET" when the client had
 * written its request, which the process never read), as against 0 of 50 on keep-alive connections. A load
 * balancer has stopped sending by then (/readyz), and the request never reached the app, so it can be retried.
 */
export function registerDraining(app: FastifyInstance, readiness: Readiness) {
  const connections = trackConnections(app.server);
  let listenerClosed = false;
  // Callback hooks, not async ones: they run on every request, and an async hook costs a promise and a tick.
  app.addHook("onRequest", (request, reply, done) => {
    if (!readiness.shuttingDown || request.url === "/healthz" || request.url === "/readyz") return done();
    const body: ErrorResponse = {
      error: "unavailable",
      message: "The server is restarting. Please try again in a few seconds.",
    };
    // Answered here: done() is not called, so nothing else runs for this request.
    void reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(body);
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (listenerClosed) reply.header("connection", "close");
    done(null, payload);
  });

  return {
    /** SIGTERM: new requests are answered 503, and idle connections are closed after DRAIN_IDLE_MS, saying so. */
    start() {
      readiness.shuttingDown = true;
      app.server.keepAliveTimeout = DRAIN_IDLE_MS;
    },
    /** Closes the listener, then each connection once it has answered its request or sat idle, by `deadlineMs`. */
    async closeConnections(deadlineMs: number) {
      listenerClosed = true;
      await connections.closeGracefully({ idleMs: DRAIN_IDLE_MS, deadlineMs });
    },
  };
}
