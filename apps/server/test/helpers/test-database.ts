import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, usePglite, type Database } from "../../src/db/client";
import { withDatabase } from "../setup/global-database";
import { testDatabaseTarget } from "./test-database-target";

/** A migrated database of this test file's own: a clone of the run's template, dropped by `close`. */
export async function openTestDatabase(): Promise<Database> {
  const target = testDatabaseTarget();
  if (target.kind === "postgres") {
    const name = `plexwise_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplateDb")}`);
    const database = await openDatabase({ databaseUrl: withDatabase(target.url, name) });
    return {
      ...database,
      close: async () => {
        await database.close().catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const template = await fs.readFile(inject("pgliteTemplatePath"));
  return usePglite(await PGlite.create({ loadDataDir: new Blob([template]) }));
}

/** Empties every table between tests, so each test starts from a clean, migrated database. */
export async function truncateAll(database: Database) {
  await database.db.execute(
    sql`truncate table users, sessions, password_reset_tokens, rate_limit_hits, properties, property_images, property_analyses, llm_usage, extraction_jobs restart identity cascade`,
  );
}
