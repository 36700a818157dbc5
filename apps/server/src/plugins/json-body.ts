import type { FastifyInstance } from "fastify";
import { PUBLIC_BODY_LIMIT } from "../auth/session-loader";
import { AppError } from "../errors/app-error";

/**
 * How deep a JSON body may nest. The deepest body the API takes is a property (object, list of units, unit, a
 * value): a handful of levels. 64 leaves room for any client and keeps a body of nested brackets from costing the
 * parser and every walk over the body (the text guard, the schemas) time for everyone.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind two checks that cost one pass over the text:
 * a signed-out request (sign-in, registration, a share link, an unknown route, OPTIONS) may send at most
 * PUBLIC_BODY_LIMIT bytes, whatever the route's own limit; and no body may nest deeper than MAX_JSON_DEPTH.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (!request.session && Buffer.byteLength(text) > PUBLIC_BODY_LIMIT) {
      done(
        new AppError(
          "payload_too_large",
          `The request body is ${Buffer.byteLength(text)} bytes; without signing in at most ${PUBLIC_BODY_LIMIT} bytes are accepted.`,
        ),
        undefined,
      );
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          "validation_failed",
          `The JSON body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep; at most ${MAX_JSON_DEPTH} are accepted.`,
        ),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Whether JSON text opens more than `max` arrays or objects inside each other (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth -= 1;
  }
  return false;
}
