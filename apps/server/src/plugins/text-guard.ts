import {
  controlCharacterMessage,
  hasControlCharacter,
  hasLoneSurrogate,
  loneSurrogateMessage,
  type ErrorResponse,
} from "@plexwise/core";
import type { FastifyInstance } from "fastify";

type Issue = { path: string; message: string };

/**
 * The last word on text in a JSON body, after the route's schema: no string or key anywhere may carry a control
 * character (PostgreSQL cannot store NUL in text or JSON; the others are never typed) or an unpaired UTF-16
 * surrogate (PostgreSQL refuses it in JSON and turns it into U+FFFD in text). The schemas' text fields refuse them first with the field's own name; this covers every other string
 * (notes, labels, ids in lists, free-form JSON) with its path, so no route can forget.
 */
export function registerTextGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise and a tick.
  app.addHook("preHandler", (request, reply, done) => {
    const body = request.body;
    if (body === undefined || body === null || Buffer.isBuffer(body)) return done();
    const issue = findBadText(body);
    if (!issue) return done();
    const response: ErrorResponse = { error: "validation_failed", message: `${issue.path}: ${issue.message}` };
    // Answered here: done() is not called, so the handler does not run.
    void reply.code(400).send({ ...response, issues: [issue] });
  });
}

function textProblem(text: string, what: string): string | undefined {
  if (hasControlCharacter(text)) return controlCharacterMessage(what);
  if (hasLoneSurrogate(text)) return loneSurrogateMessage(what);
  return undefined;
}

/** A node of the walk: its value and how it was reached, as a link to its parent (the path is built only for an issue). */
type Node = { value: unknown; key: string | null; parent: Node | null };

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let at: Node | null = node; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join(".") || "body";
};

/**
 * Iterative, so a deeply nested body cannot overflow the stack, and linear in the body's size: each node keeps a
 * link to its parent instead of a copy of its path (copying the path made a body nested 40,000 deep cost seconds).
 */
function findBadText(root: unknown): Issue | undefined {
  const pending: Node[] = [{ value: root, key: null, parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value } = node;
    if (typeof value === "string") {
      const message = textProblem(value, "Text");
      if (message) return { path: pathOf(node), message };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      const message = textProblem(key, "A field name");
      if (message) return { path: pathOf(node), message };
      pending.push({ value: item, key, parent: node });
    }
  }
  return undefined;
}
