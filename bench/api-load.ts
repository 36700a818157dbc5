// One autocannon load: 50 connections, a warm-up (JIT, caches, pool) that is not counted, then 10 s measured.
import fs from "node:fs";
import autocannon from "autocannon";

export const CONNECTIONS = 50;
const WARM_UP_S = Number(process.env.BENCH_API_WARMUP_S ?? 3);
const DURATION_S = Number(process.env.BENCH_API_DURATION_S ?? 10);
/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** `cpuUsPerRequest`: the serving process's CPU time (user + system) per answered request, in microseconds. */
export type LoadResult = { requestsPerSec: number; p99Ms: number; errors: number; cpuUsPerRequest: number };

const run = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers });

/** CPU seconds a process has used so far (fields 14 and 15 of /proc/<pid>/stat, after the command's parenthesis). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

/** Errors are every answer that is not a 2xx plus every connection error or timeout. */
export async function load(url: string, headers: Record<string, string>, pid: number): Promise<LoadResult> {
  await run(url, headers, WARM_UP_S);
  const cpuBefore = cpuSeconds(pid);
  const result = await run(url, headers, DURATION_S);
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    requestsPerSec: result.requests.total / DURATION_S,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUsPerRequest: (cpu * 1e6) / Math.max(1, result.requests.total),
  };
}
