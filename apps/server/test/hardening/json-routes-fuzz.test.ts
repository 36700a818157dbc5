import {
  attachImageSchema,
  compareRequestSchema,
  compsRunRequestSchema,
  createPropertySchema,
  extractRequestSchema,
  favoriteSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  reorderImagesSchema,
  updatePropertySchema,
} from "@plexwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { APP_URL, useTestApp } from "../helpers/test-app";

/** The field names of a zod object, through preprocess/pipe/default wrappers; none for anything else. */
function keysOf(schema: unknown, depth = 0): string[] {
  if (depth > 6 || typeof schema !== "object" || schema === null) return [];
  const { shape } = schema as { shape?: unknown };
  if (typeof shape === "object" && shape !== null) return Object.keys(shape);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  for (const inner of [def.out, def.innerType, def.in, def.schema]) {
    const keys = keysOf(inner, depth + 1);
    if (keys.length > 0) return keys;
  }
  return [];
}

type Route = { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; path: string; body?: unknown };

/** Every JSON route; `:id` and `:imageId` are filled per request. */
const ROUTES: Route[] = [
  { method: "GET", path: "/api/user" },
  { method: "POST", path: "/api/register", body: registerSchema },
  { method: "POST", path: "/api/login", body: loginSchema },
  { method: "POST", path: "/api/password-reset/request", body: passwordResetRequestSchema },
  { method: "POST", path: "/api/password-reset/reset", body: passwordResetSchema },
  { method: "GET", path: "/api/properties" },
  { method: "POST", path: "/api/properties", body: createPropertySchema },
  { method: "GET", path: "/api/properties/:id" },
  { method: "PATCH", path: "/api/properties/:id", body: updatePropertySchema },
  { method: "POST", path: "/api/properties/:id/favorite", body: favoriteSchema },
  { method: "GET", path: "/api/realtors/suggestions" },
  { method: "GET", path: "/api/properties/:id/images" },
  { method: "POST", path: "/api/properties/:id/images", body: attachImageSchema },
  { method: "PUT", path: "/api/properties/:id/images/reorder", body: reorderImagesSchema },
  { method: "DELETE", path: "/api/properties/:id/images/:imageId" },
  { method: "GET", path: "/api/media/:imageId/thumb" },
  { method: "POST", path: "/api/objects/upload" },
  { method: "GET", path: "/api/properties/:id/analyses" },
  { method: "GET", path: "/api/properties/:id/comps" },
  { method: "POST", path: "/api/properties/:id/comps/run", body: compsRunRequestSchema },
  { method: "POST", path: "/api/compare", body: compareRequestSchema },
  { method: "POST", path: "/api/properties/extract-from-document", body: extractRequestSchema },
  { method: "POST", path: "/api/extraction-jobs", body: extractRequestSchema },
  { method: "GET", path: "/api/extraction-jobs/:id" },
  { method: "POST", path: "/api/extraction-jobs/:id/cancel" },
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom("a\u0000b", "\u0000", "\u0007\u001b[31m", "\ud800", "Ω≈ç√", "$1,200.00", "1e309", "-0", ""),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => "A".repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  hostileString,
  fc.jsonValue(),
  fc.constantFrom(null, true, 0, -1, 1e308, 2 ** 53, 0.1),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, fc.jsonValue(), { maxKeys: 4 }),
);

/** A body as raw JSON text: keys from the route's contract with hostile values, or something else entirely. */
function bodyFor(schema: unknown): fc.Arbitrary<string> {
  const keys = keysOf(schema);
  const shaped =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }).map((o) => JSON.stringify(o))
      : fc.constant("{}");
  const nest = (depth: number, open: string, close: string) => open.repeat(depth) + "1" + close.repeat(depth);
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        `{"${keys[0] ?? "a"}":{"__proto__":{"x":1}}}`,
        '{"a":1,"a":2}',
        "{",
        "nul\u0000",
        '"\\u0000"',
        "[]",
        "null",
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(100, 5_000, 100_000)
        .chain((d) => fc.constantFrom(nest(d, "[", "]"), nest(d, '{"a":', "}"))),
    },
  );
}

const pathPart = fc.oneof(
  fc.uuid(),
  fc.constantFrom("%00", "a%00b", "..%2F..%2Fetc", "%E0%A4%A", "__proto__", "constructor", "-1", "0"),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s) || "x"),
);

describe("every JSON route under fuzzing", () => {
  const t = useTestApp();

  it("never answers 500 or more, whatever the body or the ids", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie });
    expect(created.statusCode).toBe(201);
    const propertyId = (created.json() as { id: string }).id;
    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};
    const started = Date.now();

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.oneof(fc.constant(propertyId), pathPart),
        pathPart,
        // Mostly signed in: a request without a session stops at the 401.
        fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
        fc.nat(),
        async (route, id, imageId, signedIn, seed) => {
          const url = route.path.replace(":id", id).replace(":imageId", imageId);
          const payload =
            route.body === undefined ? undefined : fc.sample(bodyFor(route.body), { numRuns: 1, seed })[0];
          const response = await t.app.inject({
            method: route.method,
            url,
            remoteAddress: `10.${seed % 250}.0.1`,
            headers: {
              origin: APP_URL,
              ...(signedIn ? { cookie } : {}),
              ...(payload === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          sent += 1;
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          if (response.statusCode >= 500)
            failures.push(
              `${route.method} ${url} ${payload?.slice(0, 200)} -> ${response.statusCode} ${response.body}`,
            );
          expect(response.statusCode, failures.at(-1)).toBeLessThan(500);
        },
      ),
      { numRuns: 2_500, interruptAfterTimeLimit: 50_000, markInterruptAsFailure: false },
    );
    expect(failures).toEqual([]);
    // Enough requests to mean something, even on a slow machine.
    expect(sent, `${sent} requests in ${Date.now() - started} ms: ${JSON.stringify(statuses)}`).toBeGreaterThan(500);
  }, 90_000);
});
