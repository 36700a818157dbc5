import { describe, expect, it } from "vitest";
import { passwordResetTokens, sessions } from "../../src/db/schema";
import { hashToken } from "../../src/lib/tokens";
import { parseSetCookies, sessionCookie } from "../helpers/api-client";
import { MINUTE } from "../helpers/clock";
import { registerUser } from "../helpers/factories";
import { APP_URL, startTestApp, useTestApp } from "../helpers/test-app";

const NEW_PASSWORD = "Fourplex near the river 7";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("password reset", () => {
  const t = useTestApp();

  it("answers a known and an unknown email identically, and mails only the known one", async () => {
    const { email } = await registerUser(t.api);
    const known = await t.api.post("/api/password-reset/request", { email });
    const unknown = await t.api.post("/api/password-reset/request", { email: "stranger@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).not.toHaveProperty("resetLink");
    await expect.poll(() => t.mail.sent.length).toBe(1);
    expect(t.mail.sent[0]?.to).toBe(email);
  });

  it("builds the link from APP_URL, never from the Host header, and stores only the token's hash", async () => {
    const { email } = await registerUser(t.api);
    await t.api.post(
      "/api/password-reset/request",
      { email },
      { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } },
    );
    await expect.poll(() => t.mail.sent.length).toBe(1);
    const link = t.mail.linkTo(email);
    expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    expect(Buffer.from(tokenOf(link), "base64url")).toHaveLength(32);
    const [row] = await t.db.select().from(passwordResetTokens);
    expect(row?.tokenHash).toBe(hashToken(tokenOf(link)));
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(60 * MINUTE);
  });

  it("sets the new password, signs out every session, and does not sign in", async () => {
    const { email, password, cookie } = await registerUser(t.api);
    const other = sessionCookie(await t.api.post("/api/login", { email, password }));
    await t.api.post("/api/password-reset/request", { email });
    await expect.poll(() => t.mail.sent.length).toBe(1);

    const reset = await t.api.post("/api/password-reset/reset", {
      token: tokenOf(t.mail.linkTo(email)),
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(parseSetCookies(reset)).toHaveLength(0);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    expect((await t.api.get("/api/user", { cookie })).statusCode).toBe(401);
    expect((await t.api.get("/api/user", { cookie: other })).statusCode).toBe(401);

    expect((await t.api.post("/api/login", { email, password })).statusCode).toBe(401);
    expect((await t.api.post("/api/login", { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a token a second time", async () => {
    const { email } = await registerUser(t.api);
    await t.api.post("/api/password-reset/request", { email });
    await expect.poll(() => t.mail.sent.length).toBe(1);
    const token = tokenOf(t.mail.linkTo(email));
    expect((await t.api.post("/api/password-reset/reset", { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await t.api.post("/api/password-reset/reset", { token, newPassword: "Yet another passphrase 9" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This reset link is invalid or has expired.");
  });

  it("refuses a token after one hour", async () => {
    const { email, password } = await registerUser(t.api);
    await t.api.post("/api/password-reset/request", { email });
    await expect.poll(() => t.mail.sent.length).toBe(1);
    t.clock.advance(60 * MINUTE + 1000);
    const late = await t.api.post("/api/password-reset/reset", {
      token: tokenOf(t.mail.linkTo(email)),
      newPassword: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect((await t.api.post("/api/login", { email, password })).statusCode).toBe(200);
  });

  it("keeps one live token per user: a new request voids the previous link", async () => {
    const { email } = await registerUser(t.api);
    await t.api.post("/api/password-reset/request", { email });
    await expect.poll(() => t.mail.sent.length).toBe(1);
    const first = tokenOf(t.mail.linkTo(email));
    await t.api.post("/api/password-reset/request", { email });
    await expect.poll(() => t.mail.sent.length).toBe(2);
    const second = tokenOf(t.mail.linkTo(email));
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(1);
    expect(
      (await t.api.post("/api/password-reset/reset", { token: first, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await t.api.post("/api/password-reset/reset", { token: second, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ token: "abc", newPassword: "short" }, "newPassword: Password must be at least 8 characters long."],
    [{ token: "abc", newPassword: "x".repeat(129) }, "newPassword: Password must be at most 128"],
    [{ token: "", newPassword: NEW_PASSWORD }, "token: Reset token is required."],
    [{ token: "x".repeat(5000), newPassword: NEW_PASSWORD }, "token: Reset token is invalid."],
    [{ newPassword: NEW_PASSWORD }, "token"],
    [{ token: "made-up-token", newPassword: NEW_PASSWORD }, "This reset link is invalid or has expired."],
    [{ token: "made-up-token", newPassword: "iloveyou123" }, "too common"],
  ])("rejects %j with a 400 that says why", async (payload, message) => {
    const response = await t.api.post("/api/password-reset/reset", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("rejects a malformed email on request with 400", async () => {
    const response = await t.api.post("/api/password-reset/request", { email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("email: Enter a valid email address.");
  });
});

describe("resetLink in the response", () => {
  it("is included for a known email only when RESET_LINK_IN_RESPONSE=true", async () => {
    const app = await startTestApp({ env: { RESET_LINK_IN_RESPONSE: "true" } });
    try {
      const { email } = await registerUser(app.api);
      const known = await app.api.post("/api/password-reset/request", { email });
      expect(known.json().resetLink).toMatch(new RegExp(`^${APP_URL}/reset-password\\?token=`));
      const unknown = await app.api.post("/api/password-reset/request", { email: "nobody@example.com" });
      expect(unknown.json()).not.toHaveProperty("resetLink");
    } finally {
      await app.close();
    }
  });
});
