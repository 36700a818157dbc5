import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { serverRoot } from "../lib/server-root";
import { createPgliteDir } from "./create-pglite-dir";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `select 1`; throws when the database does not answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (the pg-boss job queue): one statement with `$n` parameters,
   * or, without parameters, several statements separated by semicolons.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * PGlite only: calls `onPayload` for each notification on `channel`. PGlite runs in this process on one
   * connection, so a committed transaction's notifications are delivered before the statement that committed
   * returns to its caller.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  /** PGlite only: the whole data directory as a tarball (the tests' template). */
  dumpDataDir?: () => Promise<Blob | File>;
};

const migrationsFolder = path.join(serverRoot, "drizzle");

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, inside the server's process:
 * about 110 MB of resident memory once touched. An embedded database of a few users' deals fits in 32 MB, and a
 * page outside it is one file read away (docs/decisions/0014-production-build.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/**
 * Opens PostgreSQL at `databaseUrl`, or else the embedded PGlite in `pgliteDir`
 * ("memory://" keeps it in memory), and applies every pending migration.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** An idle pooled connection that the server drops (restart, failover) reports here instead of crashing the process. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only; the defaults suit the app, tests shorten them. */
  timeouts?: Partial<PostgresTimeouts>;
}): Promise<Database> {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const limits = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: limits.acquireMs,
      statement_timeout: limits.statementMs,
      lock_timeout: limits.lockMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    });
    pool.on("error", options.onConnectionError ?? (() => undefined));
    const db = drizzlePg(pool, { schema });
    const executeSql = async (text: string, values?: unknown[]) => await pool.query(text, values);
    return { db, kind: "postgres", ping: pinger(db), executeSql, close: () => pool.end() };
  }
  if (options.pgliteDir) await createPgliteDir(options.pgliteDir);
  return usePglite(await PGlite.create(options.pgliteDir, { startParams: PGLITE_START_PARAMS }));
}

/** Wraps an open PGlite client (a data directory, memory, or a loaded dump) and migrates it. */
export async function usePglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  const close = async () => {
    if (!client.closed) await client.close();
  };
  await migrateOrClose(() => migratePglite(db, { migrationsFolder }), close);
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return await client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  const listen = async (channel: string, onPayload: (payload: string) => void) =>
    void (await client.listen(channel, onPayload));
  return {
    db,
    kind: "pglite",
    ping: pinger(db),
    executeSql,
    close,
    listen,
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/**
 * A sick database must not hang the API: a statement, a lock wait and the wait for a pooled connection are
 * each bounded, and the error handler answers their failures 503 with Retry-After. A transaction left open
 * (a crashed request) is ended by the server rather than holding its locks. PGlite runs in this process on one
 * connection: none of these apply, and /readyz bounds its own wait.
 */
export type PostgresTimeouts = { statementMs: number; lockMs: number; acquireMs: number; idleInTransactionMs: number };

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  statementMs: 15_000,
  lockMs: 5_000,
  acquireMs: 5_000,
  idleInTransactionMs: 60_000,
};

/** Migrations run on a connection of their own, without the request timeouts: building an index may take longer. */
async function migratePostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** A failed migration must not leave the connection open, or the process could not exit. */
async function migrateOrClose(migrate: () => Promise<void>, close: () => Promise<void>) {
  try {
    await migrate();
  } catch (error) {
    await close();
    throw error;
  }
}

const pinger = (db: Db) => async () => void (await db.execute(sql`select 1`));
