#!/usr/bin/env node
// Security advisories for the production tree (docs/decisions/0021-dependency-checks.md).
//
//   node scripts/check-advisories.mjs [--audit-level high] [--since <git ref>] [--lock package-lock.json]
//
// Asks `npm audit --omit=dev`, which posts the tree to the registry's bulk advisory endpoint. Exit 0: no advisory
// at or above the level (default high). 1: some. 2: the endpoint did not answer (some registries and mirrors
// refuse it), so nothing is known: the script then lists the production packages that the lock adds or changes
// since --since (default HEAD), the ones to review by hand before the change is merged.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { distinctVersions, productionPackages } from "./production-packages.mjs";

const LEVELS = ["info", "low", "moderate", "high", "critical"];

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const lockPath = option("--lock", "package-lock.json");
const level = option("--audit-level", "high");
if (!LEVELS.includes(level)) throw new Error(`--audit-level must be one of ${LEVELS.join(", ")}`);

function audit() {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    cwd: path.dirname(path.resolve(lockPath)),
    encoding: "utf8",
    timeout: 120_000,
  });
  try {
    return JSON.parse(run.stdout);
  } catch {
    return { message: `npm audit printed no JSON (exit ${run.status}): ${run.stderr.trim().split("\n").at(-1)}` };
  }
}

/** Production name@version pairs in the lock that the lock at `ref` does not have. */
function changedSince(ref) {
  const relative = path.relative(process.cwd(), path.resolve(lockPath));
  const before = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "package-lock.json");
  fs.writeFileSync(before, execFileSync("git", ["show", `${ref}:${relative}`], { maxBuffer: 64 << 20 }));
  const known = new Set(distinctVersions(productionPackages(before)).map((p) => `${p.name}@${p.version}`));
  return distinctVersions(productionPackages(lockPath)).filter((p) => !known.has(`${p.name}@${p.version}`));
}

const report = audit();
if (report.metadata?.vulnerabilities) {
  const counts = report.metadata.vulnerabilities;
  const blocking = LEVELS.slice(LEVELS.indexOf(level)).reduce((sum, l) => sum + (counts[l] ?? 0), 0);
  console.log(`npm audit --omit=dev: ${LEVELS.map((l) => `${counts[l] ?? 0} ${l}`).join(", ")}`);
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (LEVELS.indexOf(v.severity) >= LEVELS.indexOf(level)) console.log(`  ${v.severity} ${name} ${v.range}`);
  }
  process.exitCode = blocking > 0 ? 1 : 0;
} else {
  const since = option("--since", "HEAD");
  console.log(`advisories unknown: ${report.message ?? "npm audit gave no report"}`);
  const changed = changedSince(since);
  console.log(`${changed.length} production package versions added or changed since ${since}, to review by hand:`);
  for (const p of changed) console.log(`  ${p.name}@${p.version}`);
  process.exitCode = 2;
}
