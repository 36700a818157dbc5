import path from "node:path";
import { ConfigError, loadConfig, loadSeedConfig } from "../config";
import { openDatabase } from "../db/client";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock";
import { createStorage } from "../images/storage/create-storage";
import { findUserByEmail } from "../auth/repository";
import { createUserWithPassword } from "../auth/service";
import { loadSampleProperties } from "./service";

/**
 * `npm run seed`: a demo account with the sample portfolio, in the same database and storage `npm start` uses
 * (stop the app first when it runs on the embedded database). SEED_EMAIL and SEED_PASSWORD choose the account.
 */
async function main() {
  const config = loadConfig();
  const { email, password } = loadSeedConfig();
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  try {
    const { db } = database;
    const existing = await findUserByEmail(db, email);
    const userId = existing?.id ?? (await createUserWithPassword(db, email, password));
    const deps = {
      db,
      storage: createStorage(config),
      now: () => new Date(),
      storageQuotaBytes: config.storageQuotaBytesPerUser,
    };
    const ids = await loadSampleProperties(deps, userId);
    console.log(`Loaded ${ids.length} sample properties for ${email}.`);
    if (!existing) console.log(`Sign in at ${config.appUrl}/auth with ${email} / ${password}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    (error as { status?: number }).status === 409;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
