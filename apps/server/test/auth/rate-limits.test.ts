import { describe, expect, it } from "vitest";
import { MINUTE } from "../helpers/clock";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

const retryAfter = (headers: Record<string, unknown>) => Number(headers["retry-after"]);

describe("rate limits", () => {
  const t = useTestApp();

  it("allows 10 logins per 3 minutes per IP, then 429 with Retry-After; other IPs are unaffected", async () => {
    const { email, password } = await registerUser(t.api);
    const ip = "203.0.113.50";
    for (let i = 0; i < 10; i++) {
      expect((await t.api.post("/api/login", { email, password }, { ip })).statusCode).toBe(200);
    }
    const limited = await t.api.post("/api/login", { email, password }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(retryAfter(limited.headers)).toBeGreaterThan(0);
    expect(retryAfter(limited.headers)).toBeLessThanOrEqual(180);
    expect(limited.json().message).toBe("Too many login attempts. Please wait and try again.");
    expect((await t.api.post("/api/login", { email, password }, { ip: "203.0.113.51" })).statusCode).toBe(200);

    t.clock.advance(3 * MINUTE);
    expect((await t.api.post("/api/login", { email, password }, { ip })).statusCode).toBe(200);
  });

  it("backs an account off after 5 failed logins, even from different IPs and with the right password", async () => {
    const { email, password } = await registerUser(t.api);
    for (let i = 0; i < 5; i++) {
      const r = await t.api.post("/api/login", { email, password: "wrong password" }, { ip: `198.51.100.${i + 10}` });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.api.post("/api/login", { email, password }, { ip: "198.51.100.99" });
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked.headers)).toBeGreaterThan(0);
    expect(blocked.json().message).toContain("Too many failed logins");

    t.clock.advance(15 * MINUTE);
    expect((await t.api.post("/api/login", { email, password }, { ip: "198.51.100.99" })).statusCode).toBe(200);
  });

  it("forgets earlier failures after a successful login", async () => {
    const { email, password } = await registerUser(t.api);
    for (let i = 0; i < 4; i++) await t.api.post("/api/login", { email, password: "wrong password" });
    expect((await t.api.post("/api/login", { email, password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      await t.api.post("/api/login", { email, password: "wrong password" }, { ip: "192.0.2.77" });
    expect((await t.api.post("/api/login", { email, password }, { ip: "192.0.2.78" })).statusCode).toBe(200);
  });

  it("allows 3 reset requests per hour per account", async () => {
    const { email } = await registerUser(t.api);
    for (let i = 0; i < 3; i++) {
      expect((await t.api.post("/api/password-reset/request", { email }, { ip: `192.0.2.${i}` })).statusCode).toBe(200);
    }
    const limited = await t.api.post("/api/password-reset/request", { email }, { ip: "192.0.2.9" });
    expect(limited.statusCode).toBe(429);
    expect(retryAfter(limited.headers)).toBeLessThanOrEqual(3600);
    expect(t.mail.sent).toHaveLength(3);
    t.clock.advance(60 * MINUTE);
    expect((await t.api.post("/api/password-reset/request", { email }, { ip: "192.0.2.9" })).statusCode).toBe(200);
  });

  it("allows 10 reset requests per hour per IP, whatever the emails", async () => {
    const ip = "192.0.2.200";
    for (let i = 0; i < 10; i++) {
      expect((await t.api.post("/api/password-reset/request", { email: `x${i}@example.com` }, { ip })).statusCode).toBe(
        200,
      );
    }
    const limited = await t.api.post("/api/password-reset/request", { email: "x11@example.com" }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
