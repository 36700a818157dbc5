import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

describe("the account lockout under parallel guesses", () => {
  const t = useTestApp();

  it("checks at most 5 of 40 parallel wrong passwords from 40 addresses; the rest are told to wait", async () => {
    const { email } = await registerUser(t.api);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.api.post("/api/login", { email, password: `wrong guess ${i}` }, { ip: `192.0.2.${i + 1}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it("still signs in with the right password after a few failures, and forgets them", async () => {
    const { email, password } = await registerUser(t.api);
    for (let i = 0; i < 4; i++) {
      expect((await t.api.post("/api/login", { email, password: "nope nope" })).statusCode).toBe(401);
    }
    expect((await t.api.post("/api/login", { email, password })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await t.api.post("/api/login", { email, password: "nope nope" }, { ip: "192.0.2.200" })).statusCode).toBe(
        401,
      );
    }
  });
});
