/**
 * Wall time and the peak growth of this process's resident memory (the app and its parsing threads live in
 * it) while `run` works, sampled every 20 ms: what issue 15 asks each hostile document to be held to.
 */
export type Measured<T> = { value: T; ms: number; rssGrowthMb: number };

export async function measure<T>(run: () => Promise<T>): Promise<Measured<T>> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const value = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      value,
      ms: Math.round(performance.now() - started),
      rssGrowthMb: Math.round((peak - before) / 1024 / 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}
