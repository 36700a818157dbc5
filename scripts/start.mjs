// `npm start` (and `npm run worker`, `npm run seed`): run the production build with plain node. A build that is
// missing, or older than its sources, is built first, saying so; an up-to-date one starts at once.
// Usage: node scripts/start.mjs [main|worker|seed]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const rel = (file) => path.relative(root, file);
const entries = { main: "main.js", worker: "extraction-worker.js", seed: "seed.js" };
const target = process.argv[2] ?? "main";
if (!(target in entries)) {
  console.error(`Unknown entry "${target}": use ${Object.keys(entries).join(", ")}.`);
  process.exit(1);
}

const shared = [path.join(root, "packages/core/src"), path.join(root, "package-lock.json")];
const builds = [
  {
    name: "server",
    workspace: "@plexwise/server",
    output: path.join(root, "apps/server/dist", entries[target]),
    sources: [path.join(root, "apps/server/src"), path.join(root, "apps/server/scripts"), ...shared],
  },
  // The extraction worker and the seed script serve no pages.
  ...(target === "main"
    ? [
        {
          name: "web app",
          workspace: "@plexwise/web",
          output: path.join(root, "apps/web/dist/index.html"),
          sources: [path.join(root, "apps/web"), ...shared],
        },
      ]
    : []),
];

/** The newest file under `file` (skipping node_modules and build output), as [mtime, path]. */
function newest(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [0, file];
  if (!stat.isDirectory()) return [stat.mtimeMs, file];
  let found = [0, file];
  for (const entry of fs.readdirSync(file, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const candidate = newest(path.join(file, entry.name));
    if (candidate[0] > found[0]) found = candidate;
  }
  return found;
}

/** Why a build must run, or undefined when it is up to date. */
function staleness({ output, sources }) {
  const built = fs.statSync(output, { throwIfNoEntry: false });
  if (!built) return `${rel(output)} is missing`;
  for (const source of sources) {
    const [mtime, file] = newest(source);
    if (mtime > built.mtimeMs) return `${rel(file)} is newer than ${rel(output)}`;
  }
  return undefined;
}

for (const build of builds) {
  const reason = staleness(build);
  if (!reason) continue;
  console.log(`Building the ${build.name} (${reason})...`);
  const result = spawnSync("npm", ["run", "build", "-w", build.workspace], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// In this process, not a child: one process to signal and to measure. Stack traces point at the TypeScript.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "apps/server/dist", entries[target])).href);
