import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing API request must come from our own origin, proven by the
 * browser's Sec-Fetch-Site header or by an Origin equal to APP_URL. Bodies must be JSON, which
 * a cross-site HTML form cannot send.
 */
/**
 * Why a request was refused. A page served by this very server at another address than APP_URL (a LAN address,
 * 127.0.0.1 for localhost) is not an attack but a misconfiguration, and is told how to fix it.
 */
function rejection(appOrigin: string, origin: string | undefined, host: string | undefined): string {
  const openedAt = origin && URL.canParse(origin) && new URL(origin).host === host ? origin : null;
  if (!openedAt) return "Cross-site request rejected: the API accepts requests from this app only.";
  return (
    `Cross-site request rejected: this app was opened at ${openedAt}, but the server accepts requests from ` +
    `${appOrigin} (APP_URL) only. Open ${appOrigin}, or restart the server with APP_URL=${openedAt}.`
  );
}

export function registerSameOriginGuard(
  app: FastifyInstance,
  appOrigin: string,
  options: { rawBodyPaths?: string[] } = {},
) {
  const rawBody = (url: string) => (options.rawBodyPaths ?? []).some((prefix) => url.startsWith(prefix));
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise and a tick.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return done();
    const fetchSite = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    const sameOrigin = fetchSite ? fetchSite === "same-origin" : origin === appOrigin;
    if (!sameOrigin) return done(new AppError("forbidden", rejection(appOrigin, origin, request.headers.host)));

    const hasBody =
      Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
    const contentType = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    // The upload route takes a photo's bytes as they are; it is still same-origin only.
    if (hasBody && contentType !== "application/json" && !rawBody(request.url)) {
      return done(
        new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)."),
      );
    }
    done();
  });
}
