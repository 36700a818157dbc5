import http from "node:http";
import { describe, expect, it } from "vitest";
import { useDrainableServer } from "../helpers/server-process";

function get(port: number, urlPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: urlPath, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on("error", reject);
  });
}

/** Before: SIGTERM closed the listener at once, and a connection arriving then was refused or reset. */
describe("a server process draining after SIGTERM", () => {
  const server = useDrainableServer(1500);

  it("answers a new connection 503 with Retry-After, says shutting_down on /readyz, then exits 0", async () => {
    expect((await get(server.port(), "/api/user")).status).toBe(401);
    const exited = new Promise<number | null>((resolve) => server.process().once("exit", resolve));
    server.process().kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));

    const drained = await get(server.port(), "/api/user");
    expect(drained.status).toBe(503);
    expect(drained.headers["retry-after"]).toBe("5");
    expect(drained.headers.connection).toBe("close");
    expect(JSON.parse(drained.body)).toMatchObject({ error: "unavailable" });
    const ready = await get(server.port(), "/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: "shutting_down" });

    expect(await exited).toBe(0);
  }, 30_000);
});
