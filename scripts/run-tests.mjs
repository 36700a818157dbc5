// `npm test`: typecheck, lint, unit + API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then end-to-end tests in Chromium. Ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".test-output");
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check with no test count of its own (typecheck, lint, build) counts as one failure when it fails. */
function check(label, command, args) {
  const ok = run(label, command, args);
  if (!ok) totals.failed += 1;
  lines.push(`${label}: ${ok ? "ok" : "FAILED"}`);
  return ok;
}

function vitest(label, args, reportFile, env) {
  const file = path.join(out, reportFile);
  const ok = run(
    label,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${file}`],
    env,
  );
  const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
  const passed = report?.numPassedTests ?? 0;
  // A suite that fails to load has no failed tests but is a failure all the same.
  const failed = (report?.numFailedTests ?? 0) + (report?.numFailedTestSuites ?? 0) || (ok ? 0 : 1);
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  record(label, passed, failed, skipped);
}

function playwright(label) {
  const file = path.join(out, "e2e.json");
  const built = check("build (web app and server)", "npm", ["run", "build"]);
  if (!built) return;
  const ok = run(label, "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
  const stats = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")).stats : undefined;
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) || (ok ? 0 : 1);
  record(label, stats?.expected ?? 0, failed, stats?.skipped ?? 0);
}

/**
 * The server test files that reach the database under test: those that import, directly or through other test
 * files, the helper that picks it (test-database-target.ts). The PostgreSQL pass runs only these; every other
 * server test (parsers, model fakes, spawned servers on their own PGlite) would repeat the PGlite pass exactly.
 */
function databaseTestFiles() {
  const target = path.join(root, "apps/server/test/helpers/test-database-target.ts");
  const importsOf = (file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)]
      .map((m) => path.resolve(path.dirname(file), m[1]))
      .flatMap((p) => [p, `${p}.ts`, path.join(p, "index.ts")])
      .filter((p) => p.endsWith(".ts") && fs.existsSync(p));
  const reaches = new Map();
  const reachesDatabase = (file) => {
    if (file === target) return true;
    if (!reaches.has(file)) {
      reaches.set(file, false); // an import cycle does not reach it through itself
      reaches.set(file, importsOf(file).some(reachesDatabase));
    }
    return reaches.get(file);
  };
  const testFiles = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(full);
      return entry.name.endsWith(".test.ts") ? [full] : [];
    });
  return ["apps/server/test", "apps/server/src"]
    .flatMap((dir) => testFiles(path.join(root, dir)))
    .filter(reachesDatabase)
    .map((file) => path.relative(root, file));
}

function record(label, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}

check("typecheck", "npm", ["run", "typecheck"]);
check("lint", "npm", ["run", "lint"]);
vitest("unit + API tests (PGlite)", [], "vitest-pglite.json", { PLEXWISE_TEST_DB: "pglite" });
if (process.env.TEST_DATABASE_URL) {
  vitest("API tests (PostgreSQL)", ["--project", "server", ...databaseTestFiles()], "vitest-postgres.json", {
    PLEXWISE_TEST_DB: "postgres",
  });
} else {
  lines.push("API tests (PostgreSQL): not run (set TEST_DATABASE_URL to run them)");
}
playwright("end-to-end tests (Chromium)");

console.log(`\n=== Summary\n${lines.map((l) => `  ${l}`).join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
