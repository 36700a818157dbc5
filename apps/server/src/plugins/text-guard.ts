import { controlCharacterMessage, hasControlCharacter, type ErrorResponse } from "@plexwise/core";
import type { FastifyInstance } from "fastify";

type Issue = { path: string; message: string };

/**
 * The last word on text in a JSON body, after the route's schema: no string or key anywhere may carry a
 * control character (PostgreSQL cannot store NUL in text or JSON; the others are never typed). The schemas'
 * text fields refuse them first with the field's own name; this covers every other string (notes, labels,
 * ids in lists, free-form JSON) with its path, so no route can forget.
 */
export function registerTextGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise and a tick.
  app.addHook("preHandler", (request, reply, done) => {
    if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body)) return done();
    const issue = findControlCharacter(request.body);
    if (!issue) return done();
    const response: ErrorResponse = { error: "validation_failed", message: `${issue.path}: ${issue.message}` };
    // Answered here: done() is not called, so the handler does not run.
    void reply.code(400).send({ ...response, issues: [issue] });
  });
}

/** Iterative, so a deeply nested body cannot overflow the stack. */
function findControlCharacter(body: unknown): Issue | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    const where = path.join(".") || "body";
    if (typeof value === "string") {
      if (hasControlCharacter(value)) return { path: where, message: controlCharacterMessage("Text") };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return { path: where, message: controlCharacterMessage("A field name") };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}
