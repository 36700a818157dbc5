import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "./job-queue";
import { runExtractionJob, type JobRunnerDeps } from "./run-job";

/**
 * The queue as a process sees it. `inProcess`: this process works jobs too (the default, and the only way
 * on PGlite), starting its workers on the first job it sends or at `startWorkers` (main.ts, so that jobs left
 * queued by a restart are taken up). A separate worker process (extraction-worker.ts) calls `startWorkers`.
 */
/** Two jobs at a time per process: one person's 20-file upload does not hold up everyone else's. */
export const EXTRACTION_JOBS_PER_PROCESS = 2;

export type ExtractionJobs = {
  queue: JobQueue;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
};

export function createExtractionJobs(options: {
  database: Pick<Database, "executeSql">;
  runner: Omit<JobRunnerDeps, "stopping">;
  inProcess: boolean;
  concurrency: number;
}): ExtractionJobs {
  const queue = createJobQueue(options.database, (error) =>
    options.runner.log.error({ err: error }, "extraction queue error"),
  );
  const stopping = new AbortController();
  const runner: JobRunnerDeps = { ...options.runner, stopping: stopping.signal };
  let workers: Promise<void> | null = null;
  const startWorkers = () =>
    (workers ??= queue.work(options.concurrency, (message) => runExtractionJob(runner, message)));

  return {
    queue: {
      async send(message) {
        if (options.inProcess) await startWorkers();
        await queue.send(message);
      },
      work: queue.work,
      stop: queue.stop,
    },
    startWorkers,
    async stop() {
      stopping.abort();
      await queue.stop();
    },
  };
}
