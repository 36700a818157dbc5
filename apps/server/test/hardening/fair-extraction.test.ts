import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { ExtractionPool, type PoolJob } from "../../src/extraction/worker-pool";
import { createRateLimiter } from "../../src/rate-limit/rate-limiter";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";
import { buildPdf, buildScannedPdf, buildTextPng, RENT_ROLL_ROWS } from "../extraction/helpers/files";
import { oneLineCsv } from "./hostile-files";

/**
 * Issue 15 item 1: one person cannot take extraction away from everyone. The parsing threads are shared
 * fairly, a client that goes away stops its work, and each person has a daily budget.
 */
const until = async (condition: () => boolean, withinMs: number): Promise<number> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
};

describe("the parsing threads are shared between people", () => {
  const pool = new ExtractionPool({ size: 2 });
  afterAll(() => pool.close());

  it("reads a second person's file at once while the first person's slow files wait their turn", async () => {
    // Files that pass no screening (straight to the pool) and keep a thread busy for minutes.
    const slow = (n: number): PoolJob => ({
      fileName: `slow-${n}.csv`,
      kind: "csv",
      mime: "text/csv",
      bytes: oneLineCsv(),
      owner: "mallory",
    });
    const mallory = new AbortController();
    const hers = [1, 2, 3].map((n) => pool.run(slow(n), { signal: mallory.signal }).catch((e: Error) => e));
    await until(() => pool.stats().running === 1, 1_000);
    // One of two threads is hers; the other stays free for anyone else.
    expect(pool.stats()).toEqual({ running: 1, queued: 2 });

    const started = Date.now();
    const honest = await pool.run({
      fileName: "roll.csv",
      kind: "csv",
      mime: "text/csv",
      bytes: Buffer.from("Unit,Rent\n1,900\n2,950\n"),
      owner: "alice",
    });
    expect(honest.document.pages[0]?.rows).toEqual([
      ["Unit", "Rent"],
      ["1", "900"],
      ["2", "950"],
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(pool.stats()).toEqual({ running: 1, queued: 2 });

    mallory.abort();
    await until(() => pool.stats().running === 0 && pool.stats().queued === 0, 2_000);
    expect((await Promise.all(hers)).map((e) => (e as Error).name)).toEqual(Array(3).fill("ExtractionCancelledError"));
  });
});

describe("the synchronous extraction", () => {
  const t = useTestApp();

  it("stops reading when the client goes away", { timeout: 60_000 }, async () => {
    const { cookie } = await registerUser(t.api);
    // Three scanned rent rolls of four pages: tens of seconds of OCR, all of them legitimate.
    const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 4);
    const dataUrl = `data:application/pdf;base64,${scan.toString("base64")}`;
    const body = JSON.stringify({
      attachments: [1, 2, 3].map((n) => ({ fileName: `scan-${n}.pdf`, mimeType: "application/pdf", dataUrl })),
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/properties/extract-from-document",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        origin: t.config.appUrl,
        cookie,
      },
    });
    request.on("error", () => undefined);
    request.end(body);
    await until(() => t.extractionPool.stats().running > 0, 20_000);
    expect(t.extractionPool.stats().queued).toBeGreaterThan(0);

    request.destroy();
    const stoppedIn = await until(
      () => t.extractionPool.stats().running === 0 && t.extractionPool.stats().queued === 0,
      3_000,
    );
    console.info(`client went away: the pool was idle ${stoppedIn} ms later`);
    await expect
      .poll(() => t.logs.some((line) => line.includes("extraction stopped: the client went away")))
      .toBe(true);
  });
});

describe("each person's daily extraction budget", () => {
  const t = useTestApp();
  const MB = 1024 * 1024;

  async function person() {
    const { cookie, user } = await registerUser(t.api);
    const extract = (bytes: Buffer, fileName = "roll.pdf") =>
      t.api.post(
        "/api/properties/extract-from-document",
        {
          attachments: [
            {
              fileName,
              mimeType: "application/pdf",
              dataUrl: `data:application/pdf;base64,${bytes.toString("base64")}`,
            },
          ],
        },
        { cookie },
      );
    return { user, extract };
  }

  it("refuses a request whose megabytes would pass the day's budget, naming it", async () => {
    const me = await person();
    const limiter = createRateLimiter(t.db, t.clock.now);
    // Earlier today: 299 of the 300 MB.
    await limiter.recordMany(`extract:mb:user:${me.user.id}`, 299);
    const big = await me.extract(Buffer.concat([await buildPdf(), Buffer.alloc(2 * MB, 0x20)]));
    expect(big.statusCode).toBe(429);
    expect(big.json().message).toBe(
      "These files (3 MB) would pass your daily extraction budget of 300 MB: 299 MB were sent in the last 24 hours. Try again later or send fewer files.",
    );
    expect(Number(big.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    // The last megabyte is still there to use.
    expect((await me.extract(await buildPdf())).statusCode).toBe(200);
    expect((await me.extract(await buildPdf())).statusCode).toBe(429);
    // A day later the budget is whole again.
    t.clock.advance(24 * 3600_000 + 1);
    expect((await me.extract(await buildPdf())).statusCode).toBe(200);
  });

  it("counts the pages read and refuses once the day's pages are spent", async () => {
    const me = await person();
    const limiter = createRateLimiter(t.db, t.clock.now);
    const pages = { bucket: `extract:pages:user:${me.user.id}`, max: 2_000, windowMs: 24 * 3600_000 };
    expect((await me.extract(await buildPdf())).statusCode).toBe(200);
    expect((await limiter.usage(pages)).used).toBe(1);
    await limiter.recordMany(pages.bucket, 1_999);
    const refused = await me.extract(await buildPdf());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have used today's extraction budget of 2,000 pages\./);
  });
});
