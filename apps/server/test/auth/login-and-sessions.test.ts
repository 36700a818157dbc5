import { describe, expect, it } from "vitest";
import { sessions } from "../../src/db/schema";
import { parseSetCookies, sessionCookie } from "../helpers/api-client";
import { DAY, MINUTE } from "../helpers/clock";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

describe("login, logout and the current user", () => {
  const t = useTestApp();

  it("signs in with any capitalisation of the email and returns the user", async () => {
    const { email, password, user } = await registerUser(t.api);
    const response = await t.api.post("/api/login", { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    expect((await t.api.get("/api/user", { cookie: sessionCookie(response) })).json()).toEqual(user);
  });

  it("issues a new token at every login and revokes the one the browser presented", async () => {
    const { email, password, cookie: registrationCookie } = await registerUser(t.api);
    const first = await t.api.post("/api/login", { email, password }, { cookie: registrationCookie });
    const second = await t.api.post("/api/login", { email, password });
    const firstCookie = sessionCookie(first);
    expect(firstCookie).not.toBe(registrationCookie);
    expect(sessionCookie(second)).not.toBe(firstCookie);
    expect((await t.api.get("/api/user", { cookie: registrationCookie })).statusCode).toBe(401);
    expect((await t.api.get("/api/user", { cookie: firstCookie })).statusCode).toBe(200);
  });

  it("answers an unknown email and a wrong password with the same 401 and message", async () => {
    const { email } = await registerUser(t.api);
    const wrong = await t.api.post("/api/login", { email, password: "not the password" });
    const unknown = await t.api.post("/api/login", { email: "nobody@example.com", password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe("Invalid email or password.");
    expect(parseSetCookies(wrong).filter((c) => c.value)).toHaveLength(0);
  });

  it("takes about as long for an unknown email as for a wrong password (both verify an argon2id hash)", async () => {
    const { email } = await registerUser(t.api);
    const time = async (loginEmail: string, ip: string) => {
      const started = performance.now();
      await t.api.post("/api/login", { email: loginEmail, password: "not the password" }, { ip });
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      wrong.push(await time(email, `192.0.2.${i}`));
      unknown.push(await time(`ghost${i}@example.com`, `192.0.2.${i + 100}`));
    }
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("GET /api/user answers 401 without a cookie, and 401 plus a cleared cookie for a forged one", async () => {
    const none = await t.api.get("/api/user");
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe("Please sign in to continue.");
    const forged = await t.api.get("/api/user", { cookie: "plexwise_session=forged-token-value" });
    expect(forged.statusCode).toBe(401);
    expect(parseSetCookies(forged)[0]?.raw).toMatch(/^plexwise_session=;.*Max-Age=0/);
    expect((await t.api.get("/api/user", { cookie: `plexwise_session=${"x".repeat(5000)}` })).statusCode).toBe(401);
  });

  it("logout deletes the session row so the cookie stops working", async () => {
    const { cookie } = await registerUser(t.api);
    const response = await t.api.post("/api/logout", undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(parseSetCookies(response)[0]?.raw).toMatch(/Max-Age=0/);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    expect((await t.api.get("/api/user", { cookie })).statusCode).toBe(401);
  });

  it("logs out other sessions of the same user only when asked by that session", async () => {
    const { email, password, cookie: laptop } = await registerUser(t.api);
    const phone = sessionCookie(await t.api.post("/api/login", { email, password }));
    await t.api.post("/api/logout", undefined, { cookie: phone });
    expect((await t.api.get("/api/user", { cookie: laptop })).statusCode).toBe(200);
  });

  it("ends a session after 7 idle days", async () => {
    const { cookie } = await registerUser(t.api);
    t.clock.advance(7 * DAY - MINUTE);
    expect((await t.api.get("/api/user", { cookie })).statusCode).toBe(200);
    t.clock.advance(7 * DAY);
    expect((await t.api.get("/api/user", { cookie })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it("keeps a session in use alive, but never beyond 30 days after sign-in", async () => {
    const { cookie } = await registerUser(t.api);
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      expect((await t.api.get("/api/user", { cookie })).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.advance(6 * DAY);
    expect((await t.api.get("/api/user", { cookie })).statusCode).toBe(401);
  });

  it.each([
    [{ email: "a@example.com", password: "" }, "password: Password is required."],
    [
      { email: "a@example.com", password: "x".repeat(10_000) },
      "password: Password must be at most 128 characters long.",
    ],
    [{ email: "a@example.com" }, "password"],
    [{ email: "a@example.com", password: { $ne: "" } }, "password"],
  ])("rejects a malformed login %# with 400", async (payload, message) => {
    const response = await t.api.post("/api/login", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
