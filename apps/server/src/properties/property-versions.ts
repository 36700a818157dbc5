import type { Database } from "../db/client";
import { propertyVersionsOf as readVersions } from "./repository";

/** An owner's property version: it changes with every committed change of any of their properties. */
export type VersionOf = (ownerId: string) => Promise<number>;

/** The channel migration 0009's trigger notifies, with the owner's id, on every change of a property. */
const CHANNEL = "property_versions";

/**
 * On PostgreSQL, the versions the trigger keeps in `property_versions`, read for each request: other instances
 * write too, and a read of the row is what keeps a cached answer exact across them (reads are batched, below). On
 * PGlite this process is the only writer (the data directory is locked to it): the trigger's notifications,
 * delivered at commit before the committing statement returns, are counted here instead, and no read is needed.
 * Either way the version comes from the database's own record of changes, not from the code paths that write.
 */
export async function propertyVersionsOf(database: Database): Promise<VersionOf> {
  if (!database.listen) return batched((ownerIds) => readVersions(database.db, ownerIds));
  const counted = new Map<string, number>();
  await database.listen(CHANNEL, (ownerId) => counted.set(ownerId, (counted.get(ownerId) ?? 0) + 1));
  return async (ownerId) => counted.get(ownerId) ?? 0;
}

type Waiter = { resolve: (version: number) => void; reject: (error: unknown) => void };

/**
 * The requests that arrive in one turn of the event loop share one read, sent after the last of them arrived
 * (setImmediate runs after the turn's I/O callbacks). While a read is out, the requests that arrive wait for the
 * next one, sent as soon as it is back: one read is out at a time, and under load each read answers every request
 * that came in during the one before, instead of the database running a read per turn beside the server. Either way
 * each request's version is read after the request came in, so it is never older than a change the client saw
 * acknowledged before sending it.
 */
export function batched(read: (ownerIds: string[]) => Promise<Map<string, number>>): VersionOf {
  let waiting: Map<string, Waiter[]> | undefined;
  let reading = false;
  // A loop, not a chain of calls: under steady load the reads follow one another for as long as it lasts.
  const flush = async () => {
    for (let batch = waiting; batch; batch = waiting) {
      waiting = undefined;
      try {
        const versions = await read([...batch.keys()]);
        for (const [ownerId, waiters] of batch) for (const w of waiters) w.resolve(versions.get(ownerId) ?? 0);
      } catch (error) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      }
    }
    reading = false;
  };
  return (ownerId) =>
    new Promise<number>((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        if (!reading) {
          reading = true;
          setImmediate(() => void flush());
        }
      }
      const waiters = waiting.get(ownerId) ?? [];
      waiters.push({ resolve, reject });
      waiting.set(ownerId, waiters);
    });
}
