#!/usr/bin/env node
// Deprecated packages in the production tree of package-lock.json (docs/decisions/0021-dependency-checks.md).
//
//   node scripts/check-deprecated.mjs             asks the npm registry (one metadata request per package name)
//   node scripts/check-deprecated.mjs --offline   no network: checks against scripts/deprecated-known.json
//   options: --lock <file> (default package-lock.json), --registry <url> (default: npm's configured registry)
//
// Exit 0: none deprecated. 1: some are (listed with the registry's message and where they sit in the tree).
// 2: cannot tell (the registry does not carry deprecation notices, or did not answer for some packages).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { compareVersions, distinctVersions, productionPackages } from "./production-packages.mjs";

// A package the registry has marked deprecated for good: if its notice is missing, the registry (or a mirror in
// front of it) strips notices, and "no deprecated package" would mean nothing.
const CANARY = { name: "inflight", version: "1.0.6" };
const CONCURRENCY = 6;

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function registryUrl() {
  const configured =
    option("--registry") ??
    process.env.npm_config_registry ??
    execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim();
  return configured.endsWith("/") ? configured : `${configured}/`;
}

async function versionsOf(registry, name) {
  const response = await fetch(`${registry}${name.replace("/", "%2f")}`, {
    headers: { accept: "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8" },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
  const document = await response.json();
  return document.versions ?? {};
}

async function fromRegistry(distinct) {
  const registry = registryUrl();
  const canary = (await versionsOf(registry, CANARY.name))[CANARY.version];
  if (typeof canary?.deprecated !== "string") {
    return {
      unknown: [`${registry} carries no deprecation notices (${CANARY.name}@${CANARY.version} shows none)`],
      deprecated: [],
    };
  }
  const names = [...new Set(distinct.map((p) => p.name))];
  const versionsByName = new Map();
  const unknown = [];
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++];
      try {
        versionsByName.set(name, await versionsOf(registry, name));
      } catch (error) {
        unknown.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const deprecated = [];
  for (const p of distinct) {
    const message = versionsByName.get(p.name)?.[p.version]?.deprecated;
    if (typeof message === "string" && message !== "") deprecated.push({ ...p, message });
  }
  return { unknown, deprecated };
}

function fromKnownList(distinct) {
  const listPath = path.join(import.meta.dirname, "deprecated-known.json");
  const known = JSON.parse(fs.readFileSync(listPath, "utf8")).packages;
  const deprecated = [];
  for (const p of distinct) {
    const notice = known.find((k) => k.name === p.name && (!k.below || compareVersions(p.version, k.below) < 0));
    if (notice) deprecated.push({ ...p, message: notice.message });
  }
  return { unknown: [], deprecated };
}

const lockPath = option("--lock") ?? "package-lock.json";
const offline = process.argv.includes("--offline");
const distinct = distinctVersions(productionPackages(lockPath));
const { unknown, deprecated } = offline ? fromKnownList(distinct) : await fromRegistry(distinct);

const source = offline ? "scripts/deprecated-known.json" : "the registry";
console.log(`${distinct.length} production package versions in ${lockPath}, checked against ${source}`);
for (const p of deprecated) console.log(`deprecated ${p.name}@${p.version}: ${p.message}\n  at ${p.paths.join(", ")}`);
for (const line of unknown) console.log(`unknown: ${line}`);
console.log(`${deprecated.length} deprecated, ${unknown.length} unknown`);
process.exitCode = deprecated.length > 0 ? 1 : unknown.length > 0 ? 2 : 0;
