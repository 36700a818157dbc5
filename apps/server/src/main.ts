import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { acquireDataDirLock, DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/client";
import { listenText } from "./lib/listen-text";

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
    onConnectionError: (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
  });
  const { app, draining, extractionJobs } = await buildApp({ config, database });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    draining.start();
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error("shutdown deadline passed; exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      // Still listening for a while: new connections get 503 with Retry-After rather than a reset, and the load
      // balancer has time to see /readyz fail and send them elsewhere. Then the listener closes, and each
      // connection once it has answered (Connection: close) or sat idle, within the deadline, a second to spare.
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      await draining.closeConnections(SHUTDOWN_DEADLINE_MS - config.shutdownGraceMs - 1_000);
      await app.close();
      await database.close();
    } finally {
      lock?.release();
    }
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port, listenTextResolver: listenText(config.appUrl) });
  // Jobs left queued by a restart are taken up now rather than at the next upload.
  if (config.extractionInProcess) await extractionJobs.startWorkers();
  app.log.info(`Plexwise is running at ${config.appUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Plexwise failed to start:", error);
  }
  process.exit(1);
});
