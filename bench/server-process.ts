// A Plexwise server for a benchmark: its own process, as `npm start` runs it, on a temp DATA_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export async function startServer(port: number) {
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  server.once("exit", () => (exited = true));
  for (let i = 0; ; i++) {
    // A server that could not start (its port taken, say) must not leave us measuring another one.
    if (exited) throw new Error(`the server on port ${port} exited before it was ready`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      if (i > 300) throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const headers = { "content-type": "application/json", origin };
  /** A new account's session cookie ("name=value"). */
  async function register(): Promise<string> {
    const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const response = await fetch(`${origin}/api/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: "Sixplex by the park 2024" }),
    });
    return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }
  async function stop() {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { origin, headers, register, stop };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
