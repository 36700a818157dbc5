// The packages `npm ci --omit=dev` installs, read from package-lock.json (lockfile v2/v3) without node_modules.
import fs from "node:fs";

/**
 * Each installed copy of a production package: its name, version and place in the tree. Dev-only entries, the
 * workspaces themselves and their links are left out; "devOptional" entries are kept (a production package's
 * optional dependency that a dev tool also uses is installed without dev too).
 * @param {string} lockPath
 * @returns {{ name: string, version: string, path: string }[]}
 */
export function productionPackages(lockPath) {
  const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
  if (!lock.packages) throw new Error(`${lockPath}: no "packages" map (lockfile v2 or later is needed)`);
  const found = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes("node_modules/") || entry.dev || entry.link) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    found.push({ name, version: entry.version, path });
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The distinct name@version pairs of a list of installed copies, with the places each is installed. */
export function distinctVersions(packages) {
  const byKey = new Map();
  for (const p of packages) {
    const key = `${p.name}@${p.version}`;
    const seen = byKey.get(key) ?? { name: p.name, version: p.version, paths: [] };
    seen.paths.push(p.path);
    byKey.set(key, seen);
  }
  return [...byKey.values()];
}

/** -1, 0 or 1 for two plain semver versions (x.y.z, a prerelease sorts before its release). */
export function compareVersions(a, b) {
  const [coreA, preA] = a.split("-", 2);
  const [coreB, preB] = b.split("-", 2);
  const x = coreA.split(".").map(Number);
  const y = coreB.split(".").map(Number);
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}
