import { randomUUID } from "node:crypto";
import type { ExtractionJob, ExtractionProgress, ExtractionResponse, ExtractRequest } from "@plexwise/core";
import type { Db } from "../../db/client";
import type { ExtractionJobFile } from "../../db/schema";
import { AppError, rateLimited } from "../../errors/app-error";
import type { ObjectStorage } from "../../images/storage/object-storage";
import type { RateLimiter } from "../../rate-limit/rate-limiter";
import { admitAttachments } from "../service";
import type { JobQueue } from "./job-queue";
import {
  cancelJob,
  countActiveJobs,
  findJob,
  finishJob,
  insertJobWithinLimit,
  type ExtractionJobRow,
} from "./repository";

export type ExtractionJobDeps = {
  db: Db;
  storage: ObjectStorage;
  queue: JobQueue;
  limiter: RateLimiter;
  now: () => Date;
  maxFileBytes: number;
};

/** A person has a few extractions going at once at most; more is a script, and would hold up everyone's. */
export const MAX_ACTIVE_JOBS_PER_USER = 3;
/** A running job writes progress at least once a file (each file is stopped after 120 s): silence this long means its worker died. */
const STALLED_AFTER_MS = 5 * 60_000;
export const STALLED_MESSAGE =
  "The extraction stopped without finishing (the server reading it was restarted). Please try again.";

const notFound = () => new AppError("not_found", "Extraction not found.");
export const tooManyJobs = () =>
  rateLimited(
    10,
    `You already have ${MAX_ACTIVE_JOBS_PER_USER} extractions in progress. Wait for one to finish or cancel one.`,
  );

/** POST /api/extraction-jobs: the same checks as the synchronous call, then the files wait in storage for a worker. */
export async function submitExtractionJob(
  deps: ExtractionJobDeps,
  userId: string,
  attachments: ExtractRequest["attachments"],
): Promise<ExtractionJob> {
  const { db, storage, now } = deps;
  // Checked before the files are decoded and stored (the common case costs nothing), and again when the job is saved.
  if ((await countActiveJobs(db, userId)) >= MAX_ACTIVE_JOBS_PER_USER) throw tooManyJobs();
  const decoded = await admitAttachments(deps, userId, attachments);
  const id = randomUUID();
  const files: ExtractionJobFile[] = await Promise.all(
    decoded.map(async (d, index) => {
      if (!d.ok) return { fileName: d.report.fileName, mimeType: "", key: null, error: d.report.error ?? null };
      const key = `extraction/${userId}/${id}/${index}`;
      await storage.put(key, d.file.bytes, d.file.mimeType || "application/octet-stream");
      return { fileName: d.file.fileName, mimeType: d.file.mimeType, key, error: null };
    }),
  );
  const row = await insertJobWithinLimit(db, { id, ownerId: userId, files, now: now() }, MAX_ACTIVE_JOBS_PER_USER);
  if (!row) {
    await storage.delete(files.flatMap((f) => (f.key ? [f.key] : [])));
    throw tooManyJobs();
  }
  try {
    await deps.queue.send({ jobId: id, ownerId: userId });
  } catch (error) {
    await finishJob(db, userId, id, { status: "failed", error: "The extraction could not be queued." }, now());
    await storage.delete(files.flatMap((f) => (f.key ? [f.key] : [])));
    throw error;
  }
  return toJobDto(row, now());
}

export async function getExtractionJob(deps: Pick<ExtractionJobDeps, "db" | "now">, userId: string, id: string) {
  const row = await findJob(deps.db, userId, id);
  if (!row) throw notFound();
  return toJobDto(row, deps.now());
}

/** POST /api/extraction-jobs/:id/cancel: a queued job never starts; a running one is stopped within a second. */
export async function cancelExtractionJob(deps: Pick<ExtractionJobDeps, "db" | "now">, userId: string, id: string) {
  const cancelled = await cancelJob(deps.db, userId, id, deps.now());
  if (cancelled) return toJobDto(cancelled, deps.now());
  const row = await findJob(deps.db, userId, id);
  if (!row) throw notFound();
  throw new AppError(
    "conflict",
    `This extraction has already ${row.status === "cancelled" ? "been cancelled" : "finished"}.`,
  );
}

function toJobDto(row: ExtractionJobRow, now: Date): ExtractionJob {
  const stalled = row.status === "running" && now.getTime() - row.updatedAt.getTime() > STALLED_AFTER_MS;
  return {
    id: row.id,
    status: stalled ? "failed" : row.status,
    progress: stalled ? null : ((row.progress as ExtractionProgress | null) ?? null),
    result: (row.result as ExtractionResponse | null) ?? null,
    error: stalled ? STALLED_MESSAGE : row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
