import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/check-deprecated.mjs (docs/decisions/0021-dependency-checks.md): offline against the notices the project
 * has recorded, or against a registry, here one served on loopback so the test needs no network.
 */
const root = path.resolve(import.meta.dirname, "../../../..");
const script = path.join(root, "scripts/check-deprecated.mjs");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deprecated-check-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function check(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], { cwd: root });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, out: failed.stdout ?? "" };
  }
}

/** A lock (v3) whose production tree holds fstream 1.0.12 and glob 7.2.3 under it, with a deprecated dev tool. */
function lockWithDeprecatedPackages() {
  const file = path.join(dir, "package-lock.json");
  const packages = {
    "": { name: "fixture", workspaces: ["apps/server"] },
    "apps/server": { name: "@fixture/server", dependencies: { fstream: "1.0.12", uuid: "11.1.1" } },
    "node_modules/@fixture/server": { resolved: "apps/server", link: true },
    "node_modules/fstream": { version: "1.0.12", dependencies: { glob: "^7.1.3" } },
    "node_modules/fstream/node_modules/glob": { version: "7.2.3" },
    "node_modules/glob": { version: "13.0.7" },
    "node_modules/uuid": { version: "11.1.1" },
    "node_modules/rimraf": { version: "2.7.1", dev: true },
  };
  fs.writeFileSync(file, JSON.stringify({ name: "fixture", lockfileVersion: 3, packages }));
  return file;
}

/** A registry on loopback serving package documents; `notices` says whether it carries deprecation notices. */
async function fakeRegistry(notices: boolean) {
  const deprecated: Record<string, Record<string, string>> = {
    inflight: { "1.0.6": "This module is not supported, and leaks memory." },
    fstream: { "1.0.12": "This package is no longer supported." },
    glob: { "7.2.3": "Glob versions prior to v9 are no longer supported" },
  };
  const versions: Record<string, string[]> = { glob: ["7.2.3", "13.0.7"], uuid: ["11.1.1"] };
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? "/").slice(1));
    const known = [...(versions[name] ?? []), ...Object.keys(deprecated[name] ?? {})];
    if (known.length === 0) return void response.writeHead(404).end();
    const entries = known.map((v) => [v, { version: v, deprecated: notices ? deprecated[name]?.[v] : undefined }]);
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ name, versions: Object.fromEntries(entries) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("the deprecated-packages check", () => {
  it("finds none of the recorded deprecated packages in the project's production tree", async () => {
    const { code, out } = await check("--offline");
    expect(out).toMatch(/^(\d+) production package versions in package-lock.json/);
    expect(Number(/^(\d+)/.exec(out)?.[1])).toBeGreaterThan(300);
    expect(out).toContain("0 deprecated, 0 unknown");
    expect(code).toBe(0);
  });

  it("offline, names each deprecated production package and where it sits, and leaves dev tools out", async () => {
    const { code, out } = await check("--offline", "--lock", lockWithDeprecatedPackages());
    expect(out).toContain("deprecated fstream@1.0.12: This package is no longer supported.");
    expect(out).toContain("deprecated glob@7.2.3");
    expect(out).toContain("at node_modules/fstream/node_modules/glob");
    expect(out).not.toMatch(/deprecated (glob@13|uuid|rimraf)/);
    expect(out).toContain("2 deprecated, 0 unknown");
    expect(code).toBe(1);
  });

  it("against a registry, reports the registry's own notices", async () => {
    const registry = await fakeRegistry(true);
    const { code, out } = await check("--lock", lockWithDeprecatedPackages(), "--registry", registry);
    expect(out).toContain("deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported");
    expect(out).toContain("deprecated fstream@1.0.12");
    expect(out).toContain("2 deprecated, 0 unknown");
    expect(code).toBe(1);
  });

  it("says it cannot tell, not 'none', when the registry strips deprecation notices", async () => {
    const registry = await fakeRegistry(false);
    const { code, out } = await check("--lock", lockWithDeprecatedPackages(), "--registry", registry);
    expect(out).toContain("carries no deprecation notices (inflight@1.0.6 shows none)");
    expect(out).toContain("0 deprecated, 1 unknown");
    expect(code).toBe(2);
  });
});
