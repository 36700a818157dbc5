import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-seed-"));
const seed = () =>
  spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/demo/seed.ts"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_EMAIL: "Seed@Example.com" },
    encoding: "utf8",
    timeout: 90_000,
  });

/** `npm run seed` on the embedded database, as a new user would run it before `npm start`. */
describe("npm run seed", () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("makes a demo account with the sample portfolio, and a second run changes nothing", () => {
    const first = seed();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Loaded 3 sample properties for seed@example.com.");
    expect(first.stdout).toContain(
      "Sign in at http://localhost:3000/auth with seed@example.com / Plexwise demo portfolio",
    );
    const second = seed();
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("Sample properties are loaded into an empty list");
    expect(fs.readdirSync(path.join(dataDir, "objects", "images"))).toHaveLength(1);
  });
});
