// `npm run bench:memory`: the server's resident memory (RSS) right after start and after 100 requests of each
// kind, and how long it takes to be ready on existing data, on the embedded PGlite and, when TEST_DATABASE_URL is
// set, on PostgreSQL (in a database of its own, dropped afterwards). The server runs as `npm start` runs it: the
// production build, in one process. Goals (issue 14): <= 400 MB idle on PGlite, <= 200 MB on PostgreSQL, ready on
// existing data <= 3 s. Prints each figure as a ratio to its goal; exits 1 above a goal.
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { rssMb, startServer } from "./server-process";

const GOALS = { pgliteIdleMb: 400, postgresIdleMb: 200, readyMs: 3000 };
const REQUESTS = 100;
const port = Number(process.env.BENCH_PORT ?? 3946);
const root = path.resolve(import.meta.dirname, "..");

/** VmRSS of a process, in MB, after a moment for start-up garbage to be collected. */
async function settledRssMb(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 2000));
  return rssMb(pid);
}

/** 100 requests of each kind a signed-in user makes; answers that are not 2xx are counted. */
async function load(server: Awaited<ReturnType<typeof startServer>>) {
  const { origin, headers } = server;
  const cookie = await server.register();
  const html = await (await fetch(`${origin}/`)).text();
  const script = /src="([^"]+\.js)"/.exec(html)?.[1] ?? "/";
  let errors = 0;
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${url}`, {
      ...init,
      headers: { ...headers, cookie, "accept-encoding": "br, gzip", ...init.headers },
    });
    const body = await response.text();
    if (!response.ok) errors++;
    return { ok: response.ok, body };
  };
  const ids: string[] = [];
  const kinds: [string, (i: number) => Promise<unknown>][] = [
    ["page (index.html)", () => call("/properties")],
    ["static asset", () => call(script)],
    ["GET /api/user", () => call("/api/user")],
    [
      "POST /api/properties",
      async (i) => {
        const response = await call("/api/properties", {
          method: "POST",
          body: JSON.stringify({ nickname: `Bench ${i}`, address: `${i} Bench St`, price: 500_000 + i, unitCount: 6 }),
        });
        if (response.ok) ids.push((JSON.parse(response.body) as { id: string }).id);
      },
    ],
    ["GET /api/properties", () => call("/api/properties")],
    ["GET /api/properties/:id", (i) => call(`/api/properties/${ids[i % Math.max(1, ids.length)] ?? "none"}`)],
  ];
  for (const [, run] of kinds) for (let i = 0; i < REQUESTS; i++) await run(i);
  return { errors, kinds: kinds.map(([name]) => name) };
}

// Ready time is CPU-bound: on a machine shared with other work it says more about the load than about the server.
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const ratio = (value: number, goal: number) => `${(value / goal).toFixed(2)}${value > goal ? " OVER" : ""}`;
let failed = false;

async function measure(label: string, idleGoalMb: number, env: Record<string, string> = {}) {
  const first = await startServer(port, { env });
  let measured: [number, Awaited<ReturnType<typeof load>>, number];
  try {
    measured = [await settledRssMb(first.pid), await load(first), await settledRssMb(first.pid)];
  } finally {
    await first.stop({ keepData: true });
  }
  const [idleEmpty, { errors, kinds }, afterLoad] = measured;
  // Again on the data just written: the start a restart or a deploy pays.
  const second = await startServer(port, { env, dataDir: first.dataDir });
  const idleExisting = await settledRssMb(second.pid);
  await second.stop();

  if (idleEmpty > idleGoalMb || idleExisting > idleGoalMb || second.readyMs > GOALS.readyMs || errors > 0)
    failed = true;
  console.log(`\n${label}`);
  console.log(`  ready on an empty database      ${(first.readyMs / 1000).toFixed(2)} s (creates it)`);
  console.log(
    `  RSS right after start (empty)   ${idleEmpty.toFixed(0)} MB   goal ${idleGoalMb} MB   ${ratio(idleEmpty, idleGoalMb)}`,
  );
  console.log(
    `  RSS after ${REQUESTS} of each request   ${afterLoad.toFixed(0)} MB   (${kinds.join(", ")}; ${errors} errors)`,
  );
  console.log(
    `  ready on existing data          ${(second.readyMs / 1000).toFixed(2)} s   goal ${GOALS.readyMs / 1000} s   ${ratio(second.readyMs, GOALS.readyMs)}   (load average ${loadAverage()})`,
  );
  console.log(
    `  RSS right after start (data)    ${idleExisting.toFixed(0)} MB   goal ${idleGoalMb} MB   ${ratio(idleExisting, idleGoalMb)}`,
  );
}

// Built once up front, so that no start below pays for a build.
await (await startServer(port)).stop();
console.log(
  `Plexwise server memory (${root}), ${new Date().toISOString()}, load average ${loadAverage()} on ${os.cpus().length} cores`,
);
await measure("PGlite (embedded, DATA_DIR)", GOALS.pgliteIdleMb);

const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  const name = `plexwise_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(testUrl);
    url.pathname = `/${name}`;
    await measure("PostgreSQL (DATABASE_URL)", GOALS.postgresIdleMb, { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log("\nPostgreSQL: not measured (set TEST_DATABASE_URL to measure it)");
}
process.exit(failed ? 1 : 0);
