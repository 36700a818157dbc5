// `npm run bench:load`: the server (as `npm start` runs it, its own process) under a sustained mixed load: autocannon
// with 50 connections for 60 s, each connection cycling through GET /api/properties, GET /api/properties/:id and
// PATCH /api/properties/:id on the account `npm run bench:api` seeds (bench/api-seed.ts: 50 properties of 8 units).
// Reports requests per second, p99 latency, errors (non-2xx and connection errors) and the server's RSS before and
// after (/proc/<pid>/status), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (a database of its own,
// dropped afterwards). Exits 1 on any error. BENCH_LOAD_DURATION_S and BENCH_LOAD_CONNECTIONS shorten a run.
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { CONNECTIONS } from "./api-load";
import { seedAccount } from "./api-seed";
import { rssMb, startServer } from "./server-process";

const DURATION_S = Number(process.env.BENCH_LOAD_DURATION_S ?? 60);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? CONNECTIONS);
const port = Number(process.env.BENCH_PORT ?? 3990);
let failed = false;

async function measure(label: string, env: Record<string, string> = {}) {
  const server = await startServer(port, { env });
  try {
    const cookie = await server.register();
    const ids = await seedAccount(server.origin, cookie);
    const pick = () => ids[Math.floor(Math.random() * ids.length)] ?? "";
    let patches = 0;
    const rssBefore = rssMb(server.pid);
    const result = await autocannon({
      url: server.origin,
      connections,
      duration: DURATION_S,
      headers: { ...server.headers, cookie },
      requests: [
        { method: "GET", path: "/api/properties" },
        { method: "GET", setupRequest: (request) => ({ ...request, path: `/api/properties/${pick()}` }) },
        {
          method: "PATCH",
          setupRequest: (request) => ({
            ...request,
            path: `/api/properties/${pick()}`,
            body: JSON.stringify({ notes: `Load note ${++patches}` }),
          }),
        },
      ],
    });
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = rssMb(server.pid);
    // autocannon's `errors` counts timeouts among them.
    const errors = result.errors + result.non2xx;
    if (errors > 0) failed = true;
    console.log(
      `\n${label}: ${connections} connections, ${DURATION_S} s, list / property / PATCH in turn (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
    );
    console.log(`  requests per second   ${(result.requests.total / DURATION_S).toFixed(0)}`);
    console.log(`  p99 latency           ${result.latency.p99} ms (p50 ${result.latency.p50} ms)`);
    console.log(
      `  errors                ${errors} (${result.non2xx} non-2xx, ${result.errors - result.timeouts} connection errors, ${result.timeouts} timeouts of 10 s)`,
    );
    console.log(
      `  server RSS            ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after (${rssAfter - rssBefore >= 0 ? "+" : ""}${(rssAfter - rssBefore).toFixed(0)} MB)`,
    );
  } finally {
    await server.stop();
  }
}

await (await startServer(port)).stop(); // built once up front
console.log(`Plexwise under sustained load, ${new Date().toISOString()}`);
await measure("PGlite (embedded, DATA_DIR)");
const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  const name = `plexwise_bench_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(testUrl);
    url.pathname = `/${name}`;
    await measure("PostgreSQL (DATABASE_URL)", { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log("\nPostgreSQL: not measured (set TEST_DATABASE_URL to measure it)");
}
process.exit(failed ? 1 : 0);
