import type { FastifyReply, FastifyRequest } from "fastify";

/** Over https the cookie is `__Host-` prefixed (Secure, Path=/, no Domain), so no subdomain can set or read it. */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-plexwise_session" : "plexwise_session");

export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: "lax", path: "/", secure });
}

export const readSessionCookie = (request: FastifyRequest, secure: boolean): string | undefined =>
  request.cookies[sessionCookieName(secure)];
