import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

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
