import type { FastifyInstance } from "fastify";

// Scripts only from our own origin; inline styles are allowed because Radix positions popovers with them.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // The Snapshot's map is a maps service's embed of the address.
  "frame-src https://www.google.com",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise and a tick.
  app.addHook("onSend", (request, reply, payload, done) => {
    const path = request.url.split("?")[0] ?? "";
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    // The reset page carries its token in the URL: no Referer may leak it to another site.
    // So does a shared link's page (/s/<token>) and its API: never indexed, never cached, never in a Referer.
    const shared = path.startsWith("/s/") || path.startsWith("/api/shared/");
    reply.header(
      "referrer-policy",
      path.startsWith("/reset-password") || shared ? "no-referrer" : "strict-origin-when-cross-origin",
    );
    if (shared) reply.header("x-robots-tag", "noindex, nofollow").header("cache-control", "no-store");
    reply.header("content-security-policy", contentSecurityPolicy);
    if (options.https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    // API answers are never cached, unless a route says otherwise (an owner's photos, cached privately).
    if ((path.startsWith("/api/") || path === "/healthz" || path === "/readyz") && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
    reply.header("x-request-id", String(request.id));
    done(null, payload);
  });
}
