// One autocannon load: 50 connections, a warm-up (JIT, caches, pool) that is not counted, then 10 s measured.
import autocannon from "autocannon";

export const CONNECTIONS = 50;
const WARM_UP_S = Number(process.env.BENCH_API_WARMUP_S ?? 3);
const DURATION_S = Number(process.env.BENCH_API_DURATION_S ?? 10);

export type LoadResult = { requestsPerSec: number; p99Ms: number; errors: number };

const run = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers });

/** Errors are every answer that is not a 2xx plus every connection error or timeout. */
export async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  await run(url, headers, WARM_UP_S);
  const result = await run(url, headers, DURATION_S);
  return {
    requestsPerSec: result.requests.total / DURATION_S,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
