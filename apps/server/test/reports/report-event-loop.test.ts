import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";
import { largestProperty } from "./largest-property";

/**
 * Reports must not stall the server (issue 31): three reports of a property at the schema's maximum, laid out on
 * the main thread, kept /healthz waiting 12 s. Now the report threads build the report's text and lay it out, and
 * the main thread only reads the property and its analyses (two queries of 40-70 ms for the largest on PGlite).
 * The bound is generous for a 2-core machine shared with other work (1.8 s seen at a load average of 22), yet below
 * the 4-5 s of CPU one maximum-size layout held the main thread for; `npm run bench:faults -- --only report`
 * measures the same against 100 ms, on the production build.
 */
describe("three maximum-size reports at once", () => {
  const t = useTestApp();

  it("leave /healthz answering within 3 s (it waited 12 s), and all three are PDFs", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", largestProperty(), { cookie });
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
    const { id } = created.json() as { id: string };

    let rendering = true;
    const reports = Promise.all(
      Array.from({ length: 3 }, () => t.api.get(`/api/properties/${id}/report.pdf`, { cookie })),
    ).finally(() => (rendering = false));
    // A probe is due 50 ms after the last answer; its latency counts from then, so a main thread that is busy when
    // the probe is due (the timer fires late) counts as the wait a client arriving at that moment would have had.
    const latencies: number[] = [];
    let last = performance.now();
    while (rendering) {
      await new Promise((r) => setTimeout(r, 50));
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      const now = performance.now();
      latencies.push(now - last - 50);
      last = now;
    }
    const answers = await reports;
    for (const answer of answers) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(answer.rawPayload.length).toBeGreaterThan(5_000_000);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `/healthz during 3 maximum-size reports: ${latencies.length} probes, median ${sorted[sorted.length >> 1]?.toFixed(0)} ms, worst ${sorted.at(-1)?.toFixed(0)} ms`,
    );
    // Laid out on the main thread (before issue 31) the worst was 35 s here; in the report threads, under 1 s.
    expect(Math.max(...latencies)).toBeLessThan(3000);
    expect(latencies.length).toBeGreaterThan(10);
  }, 300_000);
});
