import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import { loggerOptions } from "../../src/lib/logger-options";
import { captureMail } from "./captured-mail";
import { createClock } from "./clock";
import { createApiClient } from "./api-client";
import { openTestDatabase, truncateAll } from "./test-database";

export const APP_URL = "http://plexwise.test";

/**
 * `realMail`: let the app send through SMTP_URL instead of capturing mail in memory.
 * `env` may be a function, read when the app starts: fake servers started by earlier hooks know their URLs by then.
 */
type Options = { env?: Record<string, string> | (() => Record<string, string>); realMail?: boolean };

/**
 * The real app on a real database, one per test file, emptied before each test.
 * Time comes from a test clock; mail and log lines are captured for assertions.
 */
export function useTestApp(options: Options = {}) {
  const ctx = {} as Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const { env, ...rest } = options;
    Object.assign(ctx, await startTestApp({ ...rest, env: typeof env === "function" ? env() : (env ?? {}) }));
  });
  beforeEach(async () => {
    await truncateAll(ctx.database);
    ctx.mail.sent.length = 0;
    ctx.logs.length = 0;
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

/** `database`: an app on a database the test opened itself (a sick one); it is closed with the app. */
export async function startTestApp(
  options: Omit<Options, "env"> & { env?: Record<string, string>; database?: Database } = {},
) {
  const database: Database = options.database ?? (await openTestDatabase());
  // Each app keeps its files (photos, the signing key) in a folder of its own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    WEB_DIST_DIR: "/nonexistent-web-dist",
    ...options.env,
  });
  const clock = createClock();
  const mail = captureMail();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const { app, readiness, extractionPool } = await buildApp({
    config,
    database,
    ...(options.realMail ? {} : { mailer: mail }),
    now: clock.now,
    logger: { ...(loggerOptions("info") as object), stream },
  });
  await app.ready();
  return {
    app,
    readiness,
    extractionPool,
    database,
    db: database.db,
    config,
    clock,
    mail,
    logs,
    api: createApiClient(app, config.appUrl),
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
