import pino from "pino";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createExtractionJobs, EXTRACTION_JOBS_PER_PROCESS } from "./extraction/jobs/extraction-jobs";
import { ExtractionPool } from "./extraction/worker-pool";
import { createStorage } from "./images/storage/create-storage";
import { createLlmClient } from "./llm/create-llm-client";
import { createRateLimiter } from "./rate-limit/rate-limiter";

/**
 * `npm run worker`: a process that only reads documents. Run M of them beside N app instances started with
 * EXTRACTION_IN_PROCESS=false, all on one PostgreSQL (DATABASE_URL) and one bucket (S3_*), and extraction
 * grows with the workers while the app instances keep answering. The same environment as the app.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_URL: a separate extraction worker needs PostgreSQL; the embedded database belongs to the app's process, which reads documents itself",
    );
  }
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    onConnectionError: (error) => log.warn({ err: error }, "PostgreSQL dropped an idle connection"),
  });
  const now = () => new Date();
  const { db } = database;
  const pool = new ExtractionPool();
  const limiter = createRateLimiter(db, now);
  const llm = createLlmClient({ config: config.ai, db, now, limiter, log });
  const jobs = createExtractionJobs({
    database,
    runner: { db, storage: createStorage(config), pool, llm, limiter, now, log },
    inProcess: true,
    concurrency: EXTRACTION_JOBS_PER_PROCESS,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "extraction worker stopping: running jobs go back to the queue");
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    await jobs.stop();
    await pool.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await jobs.startWorkers();
  log.info("extraction worker ready");
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
