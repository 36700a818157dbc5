// A Plexwise server for a benchmark: its own process, as `npm start` runs it (the production build, built first
// when missing or stale), on a temp DATA_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** `nodeArgs`: flags for node itself, before the script (`--cpu-prof`, which NODE_OPTIONS refuses). */
export async function startServer(
  port: number,
  options: { env?: Record<string, string>; dataDir?: string; nodeArgs?: string[] } = {},
) {
  const origin = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-bench-"));
  const startedAt = performance.now();
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), "scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.once("exit", () => (exited = true));
  for (;;) {
    // A server that could not start (its port taken, say) must not leave us measuring another one.
    if (exited) throw new Error(`the server on port ${port} exited before it was ready`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      if (performance.now() - startedAt > 300_000) {
        server.kill("SIGKILL"); // not left behind on the port
        throw new Error("the server did not start in 300 s");
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - startedAt;
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
  /** Stops the server; its data directory is removed unless `keepData` (to start again on existing data). */
  async function stop({ keepData = false } = {}) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  /** Sends `signal` (SIGKILL for a crash, SIGTERM for a deploy) and waits for the process to exit; keeps the data. */
  async function signal(name: NodeJS.Signals) {
    server.kill(name);
    await exit;
  }
  return { origin, headers, register, stop, signal, exit, pid: server.pid ?? 0, readyMs, dataDir };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

/** VmRSS of a process now, in MB (/proc/<pid>/status). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}
