import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, registerUser } from "../helpers/factories";
import { APP_URL, startTestApp, useTestApp } from "../helpers/test-app";

describe("bad input", () => {
  const t = useTestApp();

  it("answers a body over 1 MiB with 413", async () => {
    const response = await t.api.post("/api/login", { email: "a@example.com", password: "x".repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The request body is too large.");
  });

  it("answers broken JSON with 400 and a readable message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: APP_URL, "content-type": "application/json" },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request body is not valid JSON.");
  });

  it("answers an unknown API route with a JSON 404", async () => {
    const response = await t.api.get("/api/no-such-thing?x=1");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "not_found", message: "No route for GET /api/no-such-thing." });
  });

  it("survives deeply nested and odd JSON without a 5xx", async () => {
    const nested = "[".repeat(5000) + "]".repeat(5000);
    for (const payload of [
      nested,
      '"\\u0000"',
      "1e999999",
      '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}',
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { origin: APP_URL, "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 30)).toBeLessThan(500);
    }
  });

  it("never writes cookies, passwords or reset tokens to the log", async () => {
    const { email, cookie } = await registerUser(t.api);
    await t.api.post("/api/login", { email, password: "a wrong but secret password" });
    await t.api.get("/api/user", { cookie });
    await t.app.inject({ method: "GET", url: "/reset-password?token=SECRET-TOKEN-VALUE&x=1" });
    await t.api.post("/api/password-reset/reset", { token: "ANOTHER-SECRET-TOKEN", newPassword: GOOD_PASSWORD });
    const log = t.logs.join("");
    expect(log).toContain("/reset-password?token=[REDACTED]&x=1");
    for (const secret of [
      cookie.split("=")[1]!,
      "a wrong but secret password",
      GOOD_PASSWORD,
      "SECRET-TOKEN-VALUE",
      "ANOTHER-SECRET-TOKEN",
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("never writes a share link's or an upload's token in a path to the log", async () => {
    const secrets = ["SHARE-TOKEN-IN-PAGE", "SHARE-TOKEN-IN-API", "SHARE-TOKEN-IN-MEDIA", "UPLOAD-TOKEN-IN-PUT"];
    await t.app.inject({ method: "GET", url: `/s/${secrets[0]}` });
    await t.api.get(`/api/shared/${secrets[1]}`);
    await t.api.get(`/api/shared/${secrets[2]}/media/x/thumb`);
    await t.app.inject({ method: "PUT", url: `/api/objects/put/${secrets[3]}`, payload: "x" });
    const log = t.logs.join("");
    expect(log).toContain("/api/shared/[REDACTED]/media/x/thumb");
    expect(log).toContain("/s/[REDACTED]");
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe("an unexpected failure", () => {
  it("answers 500 with a request id that is in the log, and no stack trace or SQL", async () => {
    const app = await startTestApp();
    const { cookie } = await registerUser(app.api);
    await app.database.close();
    const response = await app.api.get("/api/user", { cookie });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error).toBe("internal_error");
    expect(body.message).toBe("Internal Server Error");
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toMatch(/select|sessions|at .*\.ts|Error:/i);
    expect(response.headers["x-request-id"]).toBe(body.requestId);
    const errorLine = app.logs.find((line) => line.includes('"level":50'));
    expect(errorLine).toContain(body.requestId);
    expect((await app.api.get("/readyz")).statusCode).toBe(503);
    await app.app.close();
  });
});
