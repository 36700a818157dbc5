import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { clearSessionCookie, readSessionCookie } from "./session-cookie";
import { type ValidSession, validateSession } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session for /api requests, or null. */
    session: ValidSession | null;
  }
  interface FastifyContextConfig {
    /** Answers without a session (sign-in, registration, password reset, the API reference). */
    public?: boolean;
    /** Never reads nor clears the session cookie: a shared link's routes, whose visitor's account gives no rights. */
    sessionless?: boolean;
  }
}

/** What an API route that answers without a session may receive: an email and a password, with room to spare. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Resolves the session cookie once per API request, before the body is read; a stale cookie is cleared in
 * the same response. A route that needs a session is refused here, so a stranger's 80 MB upload is never
 * parsed: the connection is closed after the 401 instead of reading the rest of the body.
 */
export function registerSessionLoader(app: FastifyInstance, deps: { db: Db; now: () => Date; secureCookies: boolean }) {
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.routeOptions.config.sessionless) return;
    const token = readSessionCookie(request, deps.secureCookies);
    if (token) {
      request.session = token.length > 100 ? null : await validateSession(deps.db, token, deps.now());
      if (!request.session) clearSessionCookie(reply, deps.secureCookies);
    }
    if (request.session || request.is404 || request.routeOptions.config.public) return;
    if (hasBody(request)) reply.header("connection", "close");
    throw signInRequired();
  });
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;

const signInRequired = () => new AppError("unauthenticated", "Please sign in to continue.");

export function requireSession(request: FastifyRequest): ValidSession {
  if (!request.session) throw signInRequired();
  return request.session;
}
