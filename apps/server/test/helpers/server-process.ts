import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = { output: () => string; stop: () => Promise<void>; process: ChildProcess };

/**
 * One of the app's own entry points (`main.ts`, `extraction-worker.ts`) as a real process, as an operator
 * would start it. Resolves once `ready` matches what it printed; fails with its output if it exits first.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("apps/server/src", entry)], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start in time:\n${output}`)), timeoutMs);
    const check = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout.off("data", check);
        resolve();
      }
    };
    child.stdout.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });
  return { output: () => output, stop, process: child };
}

/**
 * The real server (main.ts) on a PGlite directory of its own, with a short shutdown grace, started before the
 * suite's tests and stopped after them: for tests that signal the process.
 */
export function useDrainableServer(graceMs: number) {
  let dataDir = "";
  let port = 0;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "plexwise-drain-"));
    port = await freePort();
    server = await startServerProcess(
      "main.ts",
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        SHUTDOWN_GRACE_MS: String(graceMs),
      },
      /Plexwise is running/,
      90_000,
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return {
    port: () => port,
    process: (): ChildProcess => {
      if (!server) throw new Error("the server process has not started");
      return server.process;
    },
  };
}
