import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extractionJobs } from "../../src/db/schema";
import { createStorage } from "../../src/images/storage/create-storage";
import { JOB_FILES_TTL_MS, sweepAbandonedJobFiles } from "../../src/extraction/jobs/sweep-job-files";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * Issue 15: an extraction job's files are deleted when the job ends; files whose job never ends (its worker
 * killed, its queue message lost, cancelled before a worker took it) are swept, and such a job is failed.
 */
describe("abandoned extraction job files", () => {
  const t = useTestApp();

  async function jobWithFiles(status: "queued" | "running" | "done" | "cancelled", updatedAt: Date) {
    const { user } = await registerUser(t.api);
    const id = randomUUID();
    const storage = createStorage(t.config);
    const key = `extraction/${user.id}/${id}/0`;
    await storage.put(key, Buffer.from("Unit,Rent\n1,1000\n"), "text/csv");
    await t.db.insert(extractionJobs).values({
      id,
      ownerId: user.id,
      status,
      files: [{ fileName: "roll.csv", mimeType: "text/csv", key, error: null }],
      createdAt: updatedAt,
      updatedAt,
    });
    const files = () => storage.list(`extraction/${user.id}/${id}/`);
    const job = async () => (await t.db.select().from(extractionJobs).where(eq(extractionJobs.id, id)))[0];
    return { storage, files, job };
  }

  it("keeps the files of a job that is still going, deletes those of ended, stale and unknown jobs", async () => {
    const now = new Date();
    const going = await jobWithFiles("running", new Date(now.getTime() - 60_000));
    const ended = await jobWithFiles("cancelled", now);
    const stale = await jobWithFiles("queued", new Date(now.getTime() - JOB_FILES_TTL_MS - 60_000));
    const orphan = `extraction/${randomUUID()}/${randomUUID()}/0`;
    await going.storage.put(orphan, Buffer.from("x"), "text/csv");

    const swept = await sweepAbandonedJobFiles({ db: t.db, storage: going.storage, now: () => now });

    expect(swept).toBe(3);
    expect(await going.files()).toHaveLength(1);
    expect(await ended.files()).toHaveLength(0);
    expect(await stale.files()).toHaveLength(0);
    expect(await going.storage.list(orphan)).toHaveLength(0);
    expect((await stale.job())?.status).toBe("failed");
    expect((await going.job())?.status).toBe("running");
  });

  it("deletes the files of a job cancelled before any worker took it", async () => {
    const { cookie, user } = await registerUser(t.api);
    const csv = Buffer.from("Unit,Rent\n1A,1200\n1B,950\n");
    const attachments = [
      { fileName: "roll.csv", mimeType: "text/csv", dataUrl: `data:text/csv;base64,${csv.toString("base64")}` },
    ];
    const storage = createStorage(t.config);
    // Many jobs at once: some are cancelled while still queued, and none may leave a file behind.
    for (let i = 0; i < 3; i++) {
      const submitted = await t.api.post("/api/extraction-jobs", { attachments }, { cookie });
      expect(submitted.statusCode, submitted.body).toBe(202);
      const id = (submitted.json() as { id: string }).id;
      await t.api.post(`/api/extraction-jobs/${id}/cancel`, undefined, { cookie });
    }
    const mine = () => storage.list(`extraction/${user.id}/`);
    for (let i = 0; i < 200 && (await mine()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mine()).toEqual([]);
  });
});
