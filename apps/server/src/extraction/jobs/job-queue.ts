import PgBoss from "pg-boss";
import type { Database } from "../../db/client";

/**
 * The extraction queue: pg-boss, in the application's own database (schema `pgboss`). On PostgreSQL any
 * number of app instances send to it and any number of worker processes take from it (SKIP LOCKED); on the
 * embedded PGlite the same queue runs inside the one process, through the same connection as the app.
 * The queue carries only ids: the job's files and progress live in `extraction_jobs` and object storage.
 */
export type JobMessage = { jobId: string; ownerId: string };
export type JobHandler = (message: JobMessage) => Promise<void>;

export type JobQueue = {
  send(message: JobMessage): Promise<void>;
  /** Takes jobs with `concurrency` handlers at a time until `stop`. */
  work(concurrency: number, handler: JobHandler): Promise<void>;
  stop(): Promise<void>;
};

const QUEUE = "extract-documents";
/** Longer than the longest extraction (20 files of 120 s each, two at a time): a job held longer was lost. */
const EXPIRE_SECONDS = 30 * 60;
const POLL_SECONDS = 0.5;

export function createJobQueue(database: Pick<Database, "executeSql">, onError: (error: Error) => void): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    // Maintenance (expiry, archiving) is shared by every instance through pg-boss's own advisory locks.
    supervise: true,
    schedule: false,
  });
  boss.on("error", onError);
  const workers: string[] = [];
  let started: Promise<void> | null = null;
  let stopped = false;

  // Started on first use: an app that never extracts as a job (most tests) never creates the schema.
  const start = () =>
    (started ??= (async () => {
      await boss.start();
      // Idempotent (ON CONFLICT DO NOTHING): every instance may create it.
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 1, expireInSeconds: EXPIRE_SECONDS });
    })());

  return {
    async send(message) {
      await start();
      await boss.send(QUEUE, message);
      // A worker in this process starts at once rather than at its next poll.
      for (const id of workers) boss.notifyWorker(id);
    },
    async work(concurrency, handler) {
      await start();
      for (let i = 0; i < concurrency; i += 1) {
        const id = await boss.work<JobMessage>(
          QUEUE,
          { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
        workers.push(id);
      }
    },
    async stop() {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
