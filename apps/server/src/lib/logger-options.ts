import { randomUUID } from "node:crypto";
import type { FastifyServerOptions } from "fastify";

/** Query parameters whose values are secrets (the reset page's token) never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|password)=)[^&#]*/gi, "$1[REDACTED]");
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
