import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { ExtractionJob } from "@plexwise/core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDatabase } from "../setup/global-database";
import { GOOD_PASSWORD, uniqueEmail } from "../helpers/factories";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process";
import { testDatabaseTarget } from "../helpers/test-database-target";
import { buildScannedPdf, buildTextPng, RENT_ROLL_ROWS } from "./helpers/files";

const target = testDatabaseTarget();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

/**
 * The scaled-out layout of the README, for real: two app instances that only queue extractions
 * (EXTRACTION_IN_PROCESS=false) and one extraction worker process, on one PostgreSQL and one shared store.
 * A job sent to one instance is read by the worker and reported, with its progress, by the other.
 */
describe.skipIf(target.kind !== "postgres")("two app instances and one extraction worker on PostgreSQL", () => {
  const url = target.kind === "postgres" ? target.url : "";
  const name = `plexwise_scaled_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  const processes: ServerProcess[] = [];
  let env: Record<string, string>;
  let appUrl: string;
  let ports: number[];
  let dataDir: string;
  let cookie: string;

  const call = (port: number, method: string, route: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${route}`, {
      method,
      headers: { origin: appUrl, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const job = async (port: number, id: string) =>
    (await (await call(port, "GET", `/api/extraction-jobs/${id}`)).json()) as ExtractionJob;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "plexwise-scaled-"));
    ports = [await freePort(), await freePort()];
    // Behind one load balancer both instances answer for the same origin.
    appUrl = `http://127.0.0.1:${ports[0]}`;
    env = {
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      DATABASE_URL: withDatabase(url, name),
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      OBJECT_SIGNING_SECRET: "a shared secret of at least thirty-two characters",
      WEB_DIST_DIR: "/nonexistent-web-dist",
      EXTRACTION_IN_PROCESS: "false",
    };
    // One after the other: the first applies the migrations.
    for (const port of ports)
      processes.push(await startServerProcess("main.ts", { ...env, PORT: String(port) }, /Plexwise is running/));
    const registered = await fetch(`${appUrl}/api/register`, {
      method: "POST",
      headers: { origin: appUrl, "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("scaled"), password: GOOD_PASSWORD }),
    });
    expect(registered.status).toBe(201);
    cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("queues on one instance, is read only by the worker, and is reported with progress by the other", async () => {
    const [a = 0, b = 0] = ports;
    const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 3);
    const attachments = [
      { fileName: "scan.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", scan) },
    ];
    const submitted = await call(a, "POST", "/api/extraction-jobs", { attachments });
    expect(submitted.status).toBe(202);
    const { id } = (await submitted.json()) as ExtractionJob;

    // Neither app instance reads documents: with no worker the job waits.
    await sleep(1500);
    expect((await job(b, id)).status).toBe("queued");

    processes.push(await startServerProcess("extraction-worker.ts", env, /extraction worker ready/));
    const seen: ExtractionJob[] = [];
    for (let i = 0; i < 600 && !["done", "failed"].includes(seen.at(-1)?.status ?? ""); i += 1) {
      seen.push(await job(b, id));
      await sleep(50);
    }
    const done = seen.at(-1);
    expect(done?.status, JSON.stringify(done)).toBe("done");
    expect(seen.some((j) => j.status === "running" && j.progress?.stage === "ocr" && j.progress.pages === 3)).toBe(
      true,
    );
    expect(done?.result?.traceId).toBe(id);
    expect(done?.result?.files).toEqual([expect.objectContaining({ fileName: "scan.pdf", ok: true, pages: 3 })]);
    expect(done?.result?.fullExtract.match(/\[OCR\]/g)).toHaveLength(3);
    expect(done?.result?.fullExtract).toContain("103  2/1.00  Current  850");
    // The instance that queued it reads the same answer.
    expect((await job(a, id)).result).toEqual(done?.result);
  }, 120_000);

  it("is cancelled through the other instance while the worker reads it", async () => {
    const [a = 0, b = 0] = ports;
    const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 8);
    const attachments = [
      { fileName: "long-scan.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", scan) },
    ];
    const { id } = (await (await call(b, "POST", "/api/extraction-jobs", { attachments })).json()) as ExtractionJob;
    for (let i = 0; i < 400 && (await job(a, id)).progress?.stage !== "ocr"; i += 1) await sleep(50);
    const cancelled = await call(a, "POST", `/api/extraction-jobs/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    await sleep(2000);
    expect(await job(b, id)).toMatchObject({ status: "cancelled", result: null });
  }, 120_000);
});
