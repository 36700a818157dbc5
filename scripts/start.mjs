// `npm start`: build the web app when its sources are newer than the build, then run the server (web + API) in one process.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "apps/web");
const builtIndex = path.join(webDir, "dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [webDir, path.join(root, "packages/core/src")];
const stale = !fs.existsSync(builtIndex) || sources.some((dir) => newestMtime(dir) > fs.statSync(builtIndex).mtimeMs);
if (stale) {
  console.log("Building the web app...");
  const build = spawnSync("npm", ["run", "build", "-w", "@plexwise/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
