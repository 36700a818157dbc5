import { randomUUID } from "node:crypto";
import type { FastifyServerOptions } from "fastify";

/**
 * Path segments that are bearer secrets: a share link's token (its page and its API) and a photo upload's token.
 * The database keeps only their hashes; the log must not keep them in clear either.
 */
const SECRET_PATH = /^((?:\/api)?\/(?:s|shared|objects\/put)\/)[^/?#]+/i;

/** Query parameters whose values are secrets (the reset page's token) and token path segments never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, "$1[REDACTED]").replace(/([?&](?:token|code|password)=)[^&#]*/gi, "$1[REDACTED]");
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.newPassword",
        "*.token",
      ],
      censor: "[REDACTED]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export const genReqId = () => randomUUID();
