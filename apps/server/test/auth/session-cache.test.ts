import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_CACHE_TTL_MS } from "../../src/auth/session-cache";
import { sessions } from "../../src/db/schema";
import { sessionCookie } from "../helpers/api-client";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * The session cache (ADR 0016, the API near its ceiling): a session this instance has just checked is not looked up
 * again for SESSION_CACHE_TTL_MS, but every revocation made here is refused at the next request.
 */
describe("sessions checked a moment ago", () => {
  const t = useTestApp();
  const status = async (cookie: string) => (await t.api.get("/api/user", { cookie })).statusCode;

  it("are answered without the database for a few seconds: a row deleted by another instance is seen within the bound", async () => {
    const { cookie, user } = await registerUser(t.api);
    expect(await status(cookie)).toBe(200);
    // Another app instance (another process on the same PostgreSQL) revokes it: this one does not hear of it.
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    t.clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(await status(cookie)).toBe(200);
    t.clock.advance(1);
    expect(await status(cookie)).toBe(401);
  });

  it("are refused at once after a logout here, though cached", async () => {
    const { email, password, cookie } = await registerUser(t.api);
    const phone = sessionCookie(await t.api.post("/api/login", { email, password }));
    expect([await status(cookie), await status(phone)]).toEqual([200, 200]);
    expect((await t.api.post("/api/logout", undefined, { cookie })).statusCode).toBe(200);
    expect(await status(cookie)).toBe(401);
    expect(await status(phone)).toBe(200);
  });

  it("are refused at once after a password reset here signs the user out everywhere", async () => {
    const { email, password, cookie } = await registerUser(t.api);
    const phone = sessionCookie(await t.api.post("/api/login", { email, password }));
    const stranger = await registerUser(t.api);
    expect([await status(cookie), await status(phone), await status(stranger.cookie)]).toEqual([200, 200, 200]);
    await t.api.post("/api/password-reset/request", { email });
    await expect.poll(() => t.mail.sent.length).toBe(1);
    const token = new URL(t.mail.linkTo(email)).searchParams.get("token");
    const reset = await t.api.post("/api/password-reset/reset", { token, newPassword: "Fourplex near the river 7" });
    expect(reset.statusCode).toBe(200);
    expect([await status(cookie), await status(phone), await status(stranger.cookie)]).toEqual([401, 401, 200]);
  });

  it("are refused at once after a new login replaces the session the browser presented", async () => {
    const { email, password, cookie } = await registerUser(t.api);
    expect(await status(cookie)).toBe(200);
    expect((await t.api.post("/api/login", { email, password }, { cookie })).statusCode).toBe(200);
    expect(await status(cookie)).toBe(401);
  });
});
