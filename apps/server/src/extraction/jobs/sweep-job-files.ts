import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { extractionJobs } from "../../db/schema";
import type { ObjectStorage } from "../../images/storage/object-storage";
import { STALLED_MESSAGE } from "./service";

/**
 * An extraction job's files wait in storage under `extraction/<owner>/<job>/` until the job ends, when its
 * runner deletes them. Files outlive their job when no runner ever ends it: a process killed mid-job, a queue
 * that lost the message, a job cancelled before any worker took it. Those files are swept: every file of a job
 * that has ended or no longer exists, and of a job left queued or running without a word for JOB_FILES_TTL_MS
 * (by then its worker is gone: a running job writes progress at least once a file, and a person's jobs are
 * few, so a queue does not hold one that long). Such a job is marked failed, so it never starts without its files.
 */
export const JOB_FILES_TTL_MS = 60 * 60_000;
const PREFIX = "extraction/";

type JobKey = { ownerId: string; jobId: string };

const jobOfKey = (key: string): JobKey | null => {
  const [ownerId, jobId] = key.slice(PREFIX.length).split("/");
  return ownerId && jobId ? { ownerId, jobId } : null;
};

export async function sweepAbandonedJobFiles(deps: { db: Db; storage: ObjectStorage; now: () => Date }) {
  const now = deps.now();
  const objects = await deps.storage.list(PREFIX);
  const byOwner = new Map<string, Set<string>>();
  for (const object of objects) {
    const job = jobOfKey(object.key);
    if (job) byOwner.set(job.ownerId, (byOwner.get(job.ownerId) ?? new Set()).add(job.jobId));
  }
  const keep = new Set<string>();
  for (const [ownerId, jobIds] of byOwner) {
    const rows = await deps.db
      .select({ id: extractionJobs.id, status: extractionJobs.status, updatedAt: extractionJobs.updatedAt })
      .from(extractionJobs)
      .where(and(eq(extractionJobs.ownerId, ownerId), inArray(extractionJobs.id, [...jobIds])));
    for (const row of rows) {
      if (row.status !== "queued" && row.status !== "running") continue;
      if (now.getTime() - row.updatedAt.getTime() <= JOB_FILES_TTL_MS) keep.add(`${ownerId}/${row.id}`);
      else await failAbandonedJob(deps.db, ownerId, row.id, now);
    }
  }
  const swept = objects.filter((o) => {
    const job = jobOfKey(o.key);
    return !job || !keep.has(`${job.ownerId}/${job.jobId}`);
  });
  for (let i = 0; i < swept.length; i += 1000) await deps.storage.delete(swept.slice(i, i + 1000).map((o) => o.key));
  return swept.length;
}

const failAbandonedJob = (db: Db, ownerId: string, id: string, now: Date) =>
  db
    .update(extractionJobs)
    .set({ status: "failed", error: STALLED_MESSAGE, progress: null, updatedAt: now })
    .where(
      and(
        eq(extractionJobs.ownerId, ownerId),
        eq(extractionJobs.id, id),
        inArray(extractionJobs.status, ["queued", "running"]),
      ),
    );

/** The files of one job, whatever they are: for a job that ended before a runner took it. */
export async function deleteJobFiles(storage: ObjectStorage, ownerId: string, jobId: string) {
  const files = await storage.list(`${PREFIX}${ownerId}/${jobId}/`);
  if (files.length > 0) await storage.delete(files.map((f) => f.key));
}
