import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/server-process";

const serverDir = path.resolve(import.meta.dirname, "../..");

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const started = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Plexwise is running")) resolve();
    }, 50);
    void exited.then(() => reject(new Error(`server exited early:\n${output}`))).finally(() => clearInterval(timer));
  });
  return { child, exited, started, output: () => output };
}

describe("the server process", () => {
  let dataDir: string;
  let port: number;
  let server: ReturnType<typeof startServer>;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "plexwise-process-"));
    port = await freePort();
    server = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" });
    await server.started;
  }, 90_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("serves /healthz and /readyz once started", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toEqual({ status: "ready" });
  });

  it("refuses a second process on the same DATA_DIR with a clear message", async () => {
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: "127.0.0.1" });
    second.started.catch(() => undefined);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Plexwise process (pid ${server.child.pid}) is already using the data directory`,
    );
    expect(second.output()).toContain("different DATA_DIR");
  }, 60_000);

  it("on SIGTERM finishes the request in flight, then exits 0 within 10 s and releases the lock", async () => {
    const payload = JSON.stringify({ email: "inflight@example.com", password: "Slow request body 1" });
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/login",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
            origin: `http://localhost:${port}`,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.write(payload.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(payload.slice(10)), 300);
      }, 200);
    });
    const stoppedBy = Date.now() + 10_000;
    expect(await response).toBe(401);
    expect(await server.exited).toBe(0);
    expect(Date.now()).toBeLessThan(stoppedBy);
    await expect(fs.access(path.join(dataDir, "plexwise.lock"))).rejects.toThrow();
  }, 30_000);

  it("starts again on the same DATA_DIR after a clean stop, keeping the data", async () => {
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" });
    await again.started;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      again.child.kill("SIGTERM");
      expect(await again.exited).toBe(0);
    }
  }, 60_000);
});
