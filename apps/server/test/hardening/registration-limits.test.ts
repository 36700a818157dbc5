import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, uniqueEmail } from "../helpers/factories";
import { startTestApp, useTestApp } from "../helpers/test-app";

describe("registration limits (ADR 0012)", () => {
  const t = useTestApp();
  const register = (email: string, ip: string) =>
    t.api.post("/api/register", { email, password: GOOD_PASSWORD }, { ip });

  it("creates 10 accounts an hour from one address, then answers 429 with Retry-After; other addresses go on", async () => {
    for (let i = 0; i < 10; i++) expect((await register(uniqueEmail(), "192.0.2.10")).statusCode).toBe(201);
    const refused = await register(uniqueEmail(), "192.0.2.10");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register(uniqueEmail(), "192.0.2.11")).statusCode).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await register(uniqueEmail(), "192.0.2.10")).statusCode).toBe(201);
  });

  it("counts the answers for a taken email too, so probing which emails exist stops at the same limit", async () => {
    const taken = uniqueEmail();
    expect((await register(taken, "192.0.2.20")).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 40 }, () => register(taken, "192.0.2.21")));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});

describe("the service-wide registration limit", () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp({ env: { REGISTRATIONS_PER_HOUR: "3" } });
  });
  afterAll(async () => app.close());

  it("stops a script that uses many addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.api.post(
        "/api/register",
        { email: uniqueEmail(), password: GOOD_PASSWORD },
        { ip: `198.18.0.${i + 1}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
