import fs from "node:fs";
import path from "node:path";
import type { ExtractionJob } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { eq } from "drizzle-orm";
import { extractionJobs } from "../../src/db/schema";
import { startTestApp, useTestApp } from "../helpers/test-app";
import { buildPdf, buildScannedPdf, buildTextPng, RENT_ROLL_ROWS } from "./helpers/files";

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;
const csv = 'Unit,Beds,Baths,Sq Ft,Rent\n1A,2,1,800,"$1,200"\n1B,1,1,600,"$950"\n';
const csvFile = { fileName: "roll.csv", mimeType: "text/csv", dataUrl: dataUrl("text/csv", Buffer.from(csv)) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Extraction as a job through the real app: the queue (pg-boss) and the workers run in the app's process. */
describe("extraction jobs", () => {
  const t = useTestApp();

  async function signedIn() {
    const { cookie, user } = await registerUser(t.api);
    const submit = (attachments: unknown) => t.api.post("/api/extraction-jobs", { attachments }, { cookie });
    const get = (id: string) => t.api.get(`/api/extraction-jobs/${id}`, { cookie });
    const cancel = (id: string) => t.api.post(`/api/extraction-jobs/${id}/cancel`, undefined, { cookie });
    /** Polls until the job ends, keeping every state it was seen in. */
    const settle = async (id: string, seen: ExtractionJob[] = []) => {
      for (let i = 0; i < 600; i += 1) {
        const job = get(id).then((r) => r.json() as ExtractionJob);
        seen.push(await job);
        if (!["queued", "running"].includes(seen.at(-1)?.status ?? "")) return seen.at(-1) as ExtractionJob;
        await sleep(50);
      }
      throw new Error(`job ${id} did not finish`);
    };
    return { cookie, userId: user.id, submit, get, cancel, settle };
  }

  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, "objects", "extraction");
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\/\d+$/.test(String(f))) : [];
  };

  it("answers 202 at once, then the same answer as the synchronous call, its trace id the job's id; the files are removed", async () => {
    const user = await signedIn();
    const attachments = [
      { fileName: "roll.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", await buildPdf()) },
      csvFile,
    ];
    const submitted = await user.submit(attachments);
    expect(submitted.statusCode, submitted.body).toBe(202);
    const job = submitted.json() as ExtractionJob;
    expect(job).toMatchObject({ status: "queued", progress: null, result: null, error: null });

    const done = await user.settle(job.id);
    expect(done.status, JSON.stringify(done)).toBe("done");
    const direct = await t.api.post("/api/properties/extract-from-document", { attachments }, { cookie: user.cookie });
    const { traceId: _directTrace, ...expected } = direct.json();
    if (!done.result) throw new Error("a done job has its answer");
    const { traceId, ...result } = done.result;
    expect(traceId).toBe(job.id);
    expect(result).toEqual(expected);
    expect(result.units).toHaveLength(3);
    expect(storedFiles()).toEqual([]);
  });

  it("reports file i of N, page p of P and the OCR stage while it runs", async () => {
    const user = await signedIn();
    // Pages are read two at a time and progress is written at most every 200 ms: eight pages keep the OCR stage on
    // screen long enough for the polls to see it move from page to page on a fast machine.
    const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 8);
    const submitted = await user.submit([
      csvFile,
      { fileName: "scan.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", scan) },
    ]);
    const seen: ExtractionJob[] = [];
    const done = await user.settle((submitted.json() as ExtractionJob).id, seen);
    expect(done.status).toBe("done");
    const ocr = seen.flatMap((j) => (j.progress?.stage === "ocr" ? [j.progress] : []));
    expect(ocr.length, JSON.stringify(seen.map((j) => j.progress))).toBeGreaterThan(0);
    for (const p of ocr) expect(p).toMatchObject({ file: 2, files: 2, fileName: "scan.pdf", pages: 8 });
    expect(new Set(ocr.map((p) => p.page)).size).toBeGreaterThan(1);
    expect(done.progress).toBeNull();
  });

  it("cancels a running job: it stops, stays cancelled with no answer, and a second cancel is a 409", async () => {
    const user = await signedIn();
    const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 6);
    const id = (
      (
        await user.submit([
          { fileName: "scan.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", scan) },
        ])
      ).json() as ExtractionJob
    ).id;
    for (let i = 0; i < 200 && (await user.get(id)).json().progress?.stage !== "ocr"; i += 1) await sleep(50);

    const cancelled = await user.cancel(id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: "cancelled", result: null });
    await sleep(1500);
    expect((await user.get(id)).json()).toMatchObject({ status: "cancelled", result: null, progress: null });
    expect(storedFiles()).toEqual([]);
    const again = await user.cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This extraction has already been cancelled.");
  });

  it("is another user's 404, to read and to cancel", async () => {
    const owner = await signedIn();
    const id = ((await owner.submit([csvFile])).json() as ExtractionJob).id;
    const stranger = await signedIn();
    expect((await stranger.get(id)).statusCode).toBe(404);
    expect((await stranger.cancel(id)).statusCode).toBe(404);
    expect((await stranger.get("not-a-job")).statusCode).toBe(404);
    expect((await owner.settle(id)).status).toBe("done");
  });

  it("refuses what the synchronous call refuses, before storing anything, and a fourth job at once", async () => {
    const user = await signedIn();
    const tooMany = await user.submit(Array.from({ length: 21 }, () => csvFile));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toContain("Too many files: 21");
    expect((await user.submit([])).statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);

    // A file that is not a data URL fails alone, named, as in the synchronous call.
    const mixed = await user.submit([
      { fileName: "notes.pdf", mimeType: "application/pdf", dataUrl: "not a data url" },
      csvFile,
    ]);
    const done = await user.settle((mixed.json() as ExtractionJob).id);
    expect(done.result?.files.map((f) => [f.fileName, f.ok])).toEqual([
      ["notes.pdf", false],
      ["roll.csv", true],
    ]);

    const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 4);
    const slow = { fileName: "scan.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", scan) };
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(((await user.submit([slow])).json() as ExtractionJob).id);
    const fourth = await user.submit([csvFile]);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain("3 extractions in progress");
    for (const id of ids) await user.cancel(id);
  });

  it("accepts at most 3 of 8 submissions sent at once: the count and the insert are one step", async () => {
    const user = await signedIn();
    const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 4);
    const slow = { fileName: "scan.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", scan) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => user.submit([slow])));
    const accepted = answers.filter((a) => a.statusCode === 202);
    expect(accepted.length, answers.map((a) => a.statusCode).join(",")).toBeLessThanOrEqual(3);
    expect(accepted.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(8 - accepted.length);
    for (const a of accepted) await user.cancel((a.json() as ExtractionJob).id);
    // Only the accepted jobs were saved; the refused ones' stored files were removed with them.
    const rows = await t.db.select().from(extractionJobs).where(eq(extractionJobs.ownerId, user.userId));
    expect(rows).toHaveLength(accepted.length);
  });
});

describe("an extraction job when its process stops", () => {
  it("goes back to the queue with its files kept, for the next worker", async () => {
    const t = await startTestApp();
    try {
      const { cookie } = await registerUser(t.api);
      const scan = await buildScannedPdf(await buildTextPng(RENT_ROLL_ROWS), 6);
      const attachments = [
        { fileName: "scan.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", scan) },
      ];
      const { id } = (await t.api.post("/api/extraction-jobs", { attachments }, { cookie })).json() as ExtractionJob;
      const stage = async () =>
        ((await t.api.get(`/api/extraction-jobs/${id}`, { cookie })).json() as ExtractionJob).progress?.stage;
      for (let i = 0; i < 200 && (await stage()) !== "ocr"; i += 1) await sleep(50);

      await t.app.close();
      const [row] = await t.db.select().from(extractionJobs).where(eq(extractionJobs.id, id));
      expect(row).toMatchObject({ status: "queued", progress: null, result: null });
      for (const file of row?.files ?? [])
        expect(fs.existsSync(path.join(t.config.dataDir, "objects", ...(file.key ?? "").split("/")))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
