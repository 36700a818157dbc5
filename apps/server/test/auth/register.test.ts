import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../src/db/schema";
import { hashToken } from "../../src/lib/tokens";
import { parseSetCookies, sessionCookie } from "../helpers/api-client";
import { GOOD_PASSWORD, registerUser, uniqueEmail } from "../helpers/factories";
import { startTestApp, useTestApp } from "../helpers/test-app";

describe("POST /api/register", () => {
  const t = useTestApp();

  it("creates the account, signs it in and returns the user without any hash", async () => {
    const response = await t.api.post("/api/register", {
      email: "  Maria.Lopez@Example.COM ",
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "email", "id"]);
    expect(body.email).toBe("maria.lopez@example.com");
    expect(response.body).not.toContain("argon2");

    const me = await t.api.get("/api/user", { cookie: sessionCookie(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it("stores the password as argon2id with m=19456 KiB, t=2, p=1", async () => {
    const { user } = await registerUser(t.api);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("sets an HttpOnly, SameSite=Lax, Path=/ session cookie and stores only the token's SHA-256", async () => {
    const response = await t.api.post("/api/register", { email: uniqueEmail(), password: GOOD_PASSWORD });
    const [cookie] = parseSetCookies(response);
    expect(cookie?.name).toBe("plexwise_session");
    expect(cookie?.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    expect(cookie?.attributes).not.toContain("Secure");
    expect(Buffer.from(cookie!.value, "base64url")).toHaveLength(32);

    const rows = await t.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(cookie!.value));
    expect(JSON.stringify(rows)).not.toContain(cookie!.value);
  });

  it("answers 409 with a clear message for an email that differs only in case and spaces", async () => {
    await registerUser(t.api, { email: "sam@example.com" });
    const response = await t.api.post("/api/register", {
      email: " SAM@Example.com",
      password: "Another fine password",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("An account with this email already exists.");
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it.each([
    [{ email: "sam@example.com", password: "short7!" }, "password: Password must be at least 8 characters long."],
    [
      { email: "sam@example.com", password: "x".repeat(129) },
      "password: Password must be at most 128 characters long.",
    ],
    [{ email: "sam@example.com", password: "password123" }, "This password is too common"],
    [{ email: "sam@example.com", password: "Baseball" }, "This password is too common"],
    [{ email: "not-an-email", password: GOOD_PASSWORD }, "email: Enter a valid email address."],
    [
      { email: `${"a".repeat(250)}@example.com`, password: GOOD_PASSWORD },
      "email: Email must be at most 254 characters.",
    ],
    [{ email: "", password: GOOD_PASSWORD }, "email: Email is required."],
    [{ password: GOOD_PASSWORD }, "email: Email is required."],
    [{ email: "sam@example.com" }, "password: Password is required."],
    [{ email: 42, password: GOOD_PASSWORD }, "email: Email is required."],
    [{ email: ["sam@example.com"], password: GOOD_PASSWORD }, "email"],
    [{ email: "sam@example.com", password: GOOD_PASSWORD, id: "admin" }, 'Unrecognized key: "id"'],
  ])("rejects %j with a 400 that says why, creating nothing", async (payload, message) => {
    const response = await t.api.post("/api/register", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it("accepts a 128-character password and a long passphrase with unicode", async () => {
    expect(
      (await t.api.post("/api/register", { email: uniqueEmail(), password: "p".repeat(64) + "Ω".repeat(64) }))
        .statusCode,
    ).toBe(201);
  });

  it.each([null, [], "text", 7])("rejects a body of %j with 400", async (payload) => {
    const response = await t.api.post("/api/register", payload);
    expect(response.statusCode).toBe(400);
  });
});

describe("session cookie over https", () => {
  it("uses the __Host- prefix and Secure when APP_URL is https", async () => {
    const app = await startTestApp({ env: { APP_URL: "https://app.plexwise.example" } });
    try {
      const response = await app.api.post("/api/register", { email: uniqueEmail(), password: GOOD_PASSWORD });
      const [cookie] = parseSetCookies(response);
      expect(cookie?.name).toBe("__Host-plexwise_session");
      expect(cookie?.attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]));
      expect(cookie?.raw).not.toMatch(/Domain=/i);
      expect((await app.api.get("/api/user", { cookie: sessionCookie(response) })).statusCode).toBe(200);
      expect(response.headers["strict-transport-security"]).toContain("max-age=");
    } finally {
      await app.close();
    }
  });
});
