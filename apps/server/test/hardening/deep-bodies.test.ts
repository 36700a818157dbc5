import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../../src/plugins/json-body";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { APP_URL, useTestApp } from "../helpers/test-app";

/** `[[[...1...]]]` nested `depth` deep: 2 bytes a level. */
const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

describe("nesting depth of JSON text", () => {
  it("counts arrays and objects inside each other, not brackets inside strings", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan("[1],[2],[3],[4]", 1)).toBe(false);
  });
});

describe("a deeply nested or malformed JSON body", () => {
  const t = useTestApp();

  const send = (method: "POST" | "PATCH" | "OPTIONS", url: string, payload: string, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { origin: APP_URL, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    });

  it("from a signed-out client is refused at 16 KB on every route it can reach, at once", async () => {
    const body = nested(40_000); // 80 KB: it used to hold the server for about 19 s.
    for (const [method, url] of [
      ["POST", "/s/x"],
      ["POST", "/no/such/route"],
      ["POST", "/api/no-such-route"],
      ["OPTIONS", "/api/properties"],
      ["POST", "/api/shared/abc"],
      ["POST", "/api/login"],
    ] as const) {
      const started = performance.now();
      const response = await send(method, url, body);
      expect(performance.now() - started, `${method} ${url}`).toBeLessThan(2_000);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
    }
    expect((await send("POST", "/api/login", body)).statusCode).toBe(413);
    const page = await send("POST", "/s/x", body);
    expect(page.statusCode).toBe(413);
    expect(page.json().message).toMatch(/without signing in at most 16384 bytes/);
  });

  it(`from a signed-in user is refused with a 400 beyond ${MAX_JSON_DEPTH} levels, quickly`, async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie });
    const id = (created.json() as { id: string }).id;
    for (const depth of [MAX_JSON_DEPTH + 1, 40_000, 400_000]) {
      const started = performance.now();
      const response = await send("PATCH", `/api/properties/${id}`, `{"notes":${nested(depth)}}`, cookie);
      expect(performance.now() - started, `depth ${depth}`).toBeLessThan(2_000);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/more than 64 levels deep/);
    }
    const shallow = await send("PATCH", `/api/properties/${id}`, `{"notes":"fine"}`, cookie);
    expect(shallow.statusCode, shallow.body).toBe(200);
  });

  it("with many strings is checked in linear time by the text guard", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie });
    const id = (created.json() as { id: string }).id;
    // 60 levels (the most allowed) with wide lists of strings at each: the guard used to copy each node's path.
    let body = '"end\\u0000"';
    for (let level = 0; level < 60; level += 1) body = `{"k${level}":[${'"x",'.repeat(2_000)}${body}]}`;
    const started = performance.now();
    const response = await send("POST", `/api/properties/${id}/comps/run`, body, cookie);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe("an unpaired UTF-16 surrogate", () => {
  const t = useTestApp();

  it("in a unit's number is refused with a 400 naming the field, never a 500", async () => {
    const { cookie } = await registerUser(t.api);
    const property = fourplex();
    const units = (property.units ?? []).map((u, i) => (i === 0 ? { ...u, unitNumber: "a\ud800b" } : u));
    const response = await t.api.post("/api/properties", { ...property, units }, { cookie });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^units\.0\.unitNumber: .*unpaired UTF-16 surrogate/);
  });

  it("in any other string of a body (notes, a line's label) is refused with its path, not stored as U+FFFD", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie });
    const id = (created.json() as { id: string }).id;
    for (const [body, path] of [
      [{ notes: "roof \udc00 new" }, "notes"],
      [{ nickname: "\ud83d" }, "nickname"],
    ] as const) {
      const response = await t.api.patch(`/api/properties/${id}`, body, { cookie });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${path}: .*unpaired UTF-16 surrogate`));
    }
    const stored = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as { notes: string | null };
    expect(stored.notes ?? "").not.toContain("\ufffd");
    // A whole pair (an emoji) is text like any other.
    const emoji = await t.api.patch(`/api/properties/${id}`, { notes: "roof \ud83d\ude00 new" }, { cookie });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });
});
