import { describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/test-app";

describe("health endpoints", () => {
  const t = useTestApp();

  it("GET /healthz answers while the process is up", async () => {
    const response = await t.api.get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz answers 200 when the database answers, 503 while shutting down", async () => {
    expect((await t.api.get("/readyz")).json()).toEqual({ status: "ready" });
    t.readiness.shuttingDown = true;
    const response = await t.api.get("/readyz");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "shutting_down" });
    t.readiness.shuttingDown = false;
  });
});
