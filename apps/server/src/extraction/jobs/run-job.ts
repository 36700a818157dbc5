import type { ExtractionProgress } from "@plexwise/core";
import type { Db } from "../../db/client";
import type { ExtractionJobFile } from "../../db/schema";
import type { ObjectStorage } from "../../images/storage/object-storage";
import type { LlmClient } from "../../llm/types";
import { AppError } from "../../errors/app-error";
import { ExtractionCancelledError } from "../errors";
import { extractFiles, toExtractionResponse, type UploadedFile } from "../extract-files";
import { chargeExtractionPages } from "../daily-budget";
import { pagesRead, withRefusedFiles } from "../service";
import type { RateLimiter } from "../../rate-limit/rate-limiter";
import type { ExtractionPool } from "../worker-pool";
import type { JobMessage } from "./job-queue";
import { deleteJobFiles } from "./sweep-job-files";
import { keepJobFiles } from "../../documents/kept-uploads";
import { claimJob, finishJob, jobStatus, requeueJob, saveProgress } from "./repository";

export type JobRunnerDeps = {
  db: Db;
  storage: ObjectStorage;
  pool: ExtractionPool;
  llm?: LlmClient | null;
  /** The daily budget's pages are charged once a job's files are read. */
  limiter: RateLimiter;
  now: () => Date;
  log: { error: (details: object, message: string) => void; warn: (details: object, message: string) => void };
  /** Aborted when this process stops: a running job goes back to the queue, its files kept, for another worker. */
  stopping: AbortSignal;
};

/** How often a running job looks for a cancellation made through any app instance. */
const CANCEL_CHECK_MS = 400;
/** Progress is written at most this often; the last one always is. */
const PROGRESS_EVERY_MS = 200;

/**
 * One extraction job, in whichever process took it from the queue: the files from object storage, read by
 * this process's parsing threads, with progress written to the job row and a cancellation (a status set by
 * any instance) stopping the threads. The files are deleted when the job ends, however it ends.
 */
export async function runExtractionJob(deps: JobRunnerDeps, message: JobMessage): Promise<void> {
  const { db, now } = deps;
  const { jobId, ownerId } = message;
  const job = await claimJob(db, ownerId, jobId, now());
  if (!job) {
    // Cancelled (or swept) before it started: no runner will delete its files but this one.
    await deleteJobFiles(deps.storage, ownerId, jobId).catch(() => undefined);
    return;
  }
  const controller = new AbortController();
  const onStop = () => controller.abort();
  deps.stopping.addEventListener("abort", onStop, { once: true });
  let keepFiles = false;
  const watcher = setInterval(() => {
    void jobStatus(db, ownerId, jobId)
      .then((status) => status === "cancelled" && controller.abort())
      .catch(() => undefined);
  }, CANCEL_CHECK_MS);
  const progress = progressWriter((p) => saveProgress(db, ownerId, jobId, p, now()));
  try {
    const files = await loadFiles(deps.storage, job.files);
    const result = await extractFiles(files, {
      pool: deps.pool,
      llm: deps.llm,
      userId: ownerId,
      onProgress: progress.report,
      signal: controller.signal,
      log: { warn: (details, message) => deps.log.warn({ ...details, jobId }, message) },
    });
    await progress.flush();
    await chargeExtractionPages(deps.limiter, ownerId, pagesRead(result.files));
    const response = toExtractionResponse(result);
    const reports = withRefusedFiles(
      job.files.map((f) =>
        f.key
          ? f.fileName
          : { fileName: f.fileName, ok: false, error: f.error ?? undefined, pages: 0, skippedPages: [] },
      ),
      response.files,
    );
    // Kept before the job shows done, for Create Property to make them its documents (documents/kept-uploads.ts).
    await keepJobFiles(deps.storage, ownerId, jobId, job.files).catch((error: unknown) =>
      deps.log.warn({ err: error, jobId }, "the extraction's files could not be kept for the property"),
    );
    await finishJob(
      db,
      ownerId,
      jobId,
      { status: "done", result: { ...response, files: reports, traceId: jobId } },
      now(),
    );
  } catch (error) {
    await progress.flush();
    if (error instanceof ExtractionCancelledError && deps.stopping.aborted) {
      keepFiles = await requeueJob(db, ownerId, jobId, now());
      // A failure, so the queue hands the job out again (its retry).
      throw new Error("the process stopped during the extraction; the job is back in the queue", { cause: error });
    }
    if (error instanceof ExtractionCancelledError) return;
    deps.log.error({ err: error, jobId }, "extraction job failed");
    const reason = error instanceof AppError && error.status < 500 ? error.message : null;
    await finishJob(
      db,
      ownerId,
      jobId,
      {
        status: "failed",
        error: reason ?? "The documents could not be read. Please try again or enter the details manually.",
      },
      now(),
    );
  } finally {
    clearInterval(watcher);
    deps.stopping.removeEventListener("abort", onStop);
    if (!keepFiles) await deps.storage.delete(job.files.flatMap((f) => (f.key ? [f.key] : []))).catch(() => undefined);
  }
}

async function loadFiles(storage: ObjectStorage, files: ExtractionJobFile[]): Promise<UploadedFile[]> {
  const loaded: UploadedFile[] = [];
  for (const file of files) {
    if (!file.key) continue;
    const bytes = await storage.get(file.key);
    if (!bytes) throw new Error(`the stored copy of ${file.fileName} is missing`);
    loaded.push({ fileName: file.fileName, mimeType: file.mimeType, bytes });
  }
  return loaded;
}

/** Writes progress without a database round trip per page: the newest value, at most every 200 ms. */
function progressWriter(write: (progress: ExtractionProgress) => Promise<unknown>) {
  let latest: ExtractionProgress | null = null;
  let last = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await writing;
    if (!latest) return;
    const value = latest;
    latest = null;
    last = Date.now();
    writing = write(value).catch(() => undefined);
    await writing;
  };
  return {
    report(progress: ExtractionProgress) {
      latest = progress;
      timer ??= setTimeout(() => void flush(), Math.max(0, PROGRESS_EVERY_MS - (Date.now() - last)));
    },
    flush,
  };
}
