import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { uploadKeyPrefix, type ObjectStorage } from "./storage/object-storage";

/**
 * Each person's share of the object storage: their photos (both sizes) and the uploads still waiting to be
 * attached. Answered with 413 rather than 507: the limit is the person's, not a fault of the server (a 5xx
 * would page whoever watches the server and invite clients to retry), and 413 is what a client already shows
 * for "this will not be stored as it is".
 */
const MB = 1024 * 1024;
const inMb = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

export async function storedBytesOf(storage: ObjectStorage, userId: string): Promise<number> {
  const [uploads, images] = await Promise.all([
    storage.list(uploadKeyPrefix(userId)),
    storage.list(`images/${userId}/`),
  ]);
  return [...uploads, ...images].reduce((sum, object) => sum + object.bytes, 0);
}

/** Refuses (413) when `adding` more bytes would take the person past `quotaBytes`. */
export async function checkStorageQuota(
  storage: ObjectStorage,
  userId: string,
  quotaBytes: number,
  adding: number,
): Promise<void> {
  const used = await storedBytesOf(storage, userId);
  if (used + adding <= quotaBytes && used < quotaBytes) return;
  throw new AppError(
    "payload_too_large",
    `Your photos use ${inMb(used)} of your ${inMb(quotaBytes)} of storage${adding > 0 ? `; this one (${inMb(adding)}) does not fit` : ""}. Delete photos you no longer need, then upload again.`,
  );
}

/**
 * Stores an upload's bytes unless they would take the person past `quotaBytes` (413). The count and the write are
 * one step under the person's lock: eight photos sent at once cannot all read the same usage and all be stored.
 */
export async function putWithinStorageQuota(
  deps: { db: Db; storage: ObjectStorage; storageQuotaBytes: number },
  userId: string,
  key: string,
  bytes: Buffer,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage-quota:${userId}`}, 0))`);
    await checkStorageQuota(deps.storage, userId, deps.storageQuotaBytes, bytes.length);
    await deps.storage.put(key, bytes, "application/octet-stream");
  });
}
