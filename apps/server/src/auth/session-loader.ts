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
}

/** Resolves the session cookie once per API request; a stale cookie is cleared in the same response. */
export function registerSessionLoader(app: FastifyInstance, deps: { db: Db; now: () => Date; secureCookies: boolean }) {
  app.decorateRequest("session", null);
  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const token = readSessionCookie(request, deps.secureCookies);
    if (!token) return;
    request.session = token.length > 100 ? null : await validateSession(deps.db, token, deps.now());
    if (!request.session) clearSessionCookie(reply, deps.secureCookies);
  });
}

export function requireSession(request: FastifyRequest): ValidSession {
  if (!request.session) throw new AppError("unauthenticated", "Please sign in to continue.");
  return request.session;
}
