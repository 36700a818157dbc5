import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { extractionJobs, type ExtractionJobFile } from "../../db/schema";

export type ExtractionJobRow = typeof extractionJobs.$inferSelect;

// Every query filters by owner, the worker's too: a job id alone reaches nothing.

const ACTIVE = ["queued", "running"] as const;

/**
 * Saves a new job unless its owner already has `maxActive` queued or running: the count and the insert are one step
 * under the owner's lock, so 40 submissions at once cannot all read the same count and all pass. Null: at the limit.
 */
export async function insertJobWithinLimit(
  db: Db,
  row: { id: string; ownerId: string; files: ExtractionJobFile[]; now: Date },
  maxActive: number,
): Promise<ExtractionJobRow | null> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`extraction-jobs:${row.ownerId}`}, 0))`);
    if ((await countActiveJobs(tx, row.ownerId)) >= maxActive) return null;
    return await insertJob(tx, row);
  });
}

async function insertJob(
  db: Db,
  row: { id: string; ownerId: string; files: ExtractionJobFile[]; now: Date },
): Promise<ExtractionJobRow> {
  const [saved] = await db
    .insert(extractionJobs)
    .values({
      id: row.id,
      ownerId: row.ownerId,
      status: "queued",
      files: row.files,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning();
  if (!saved) throw new Error("saving the extraction job returned no row");
  return saved;
}

export const findJob = async (db: Db, ownerId: string, id: string): Promise<ExtractionJobRow | undefined> =>
  (
    await db
      .select()
      .from(extractionJobs)
      .where(and(eq(extractionJobs.ownerId, ownerId), eq(extractionJobs.id, id)))
      .limit(1)
  )[0];

export const countActiveJobs = async (db: Db, ownerId: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(extractionJobs)
      .where(and(eq(extractionJobs.ownerId, ownerId), inArray(extractionJobs.status, [...ACTIVE])))
  )[0]?.n ?? 0;

/**
 * A worker takes the job: queued becomes running. A job that is running already is taken again only when
 * the queue hands it out again (its worker died and the queue's expiry retried it). Null: cancelled or gone.
 */
export const claimJob = (db: Db, ownerId: string, id: string, now: Date) =>
  transition(db, ownerId, id, ACTIVE, { status: "running", updatedAt: now });

/** Moves a job from one of `from` to a new state; the job as it is then, or null when it was in none of them. */
async function transition(
  db: Db,
  ownerId: string,
  id: string,
  from: readonly ExtractionJobRow["status"][],
  set: Partial<ExtractionJobRow>,
): Promise<ExtractionJobRow | null> {
  const [row] = await db
    .update(extractionJobs)
    .set(set)
    .where(
      and(eq(extractionJobs.ownerId, ownerId), eq(extractionJobs.id, id), inArray(extractionJobs.status, [...from])),
    )
    .returning();
  return row ?? null;
}

/** Progress of a running job; a cancelled job is left as it is. */
export const saveProgress = (db: Db, ownerId: string, id: string, progress: unknown, now: Date) =>
  db
    .update(extractionJobs)
    .set({ progress, updatedAt: now })
    .where(and(eq(extractionJobs.ownerId, ownerId), eq(extractionJobs.id, id), eq(extractionJobs.status, "running")));

/** The end of a running job: its answer, or why it failed. A job cancelled meanwhile stays cancelled. */
export const finishJob = (
  db: Db,
  ownerId: string,
  id: string,
  outcome: { status: "done"; result: unknown } | { status: "failed"; error: string },
  now: Date,
) =>
  db
    .update(extractionJobs)
    .set({
      status: outcome.status,
      result: outcome.status === "done" ? outcome.result : null,
      error: outcome.status === "failed" ? outcome.error : null,
      progress: null,
      updatedAt: now,
    })
    .where(and(eq(extractionJobs.ownerId, ownerId), eq(extractionJobs.id, id), eq(extractionJobs.status, "running")));

/** Queued or running becomes cancelled; null when the job had already ended (or is not the owner's). */
export const cancelJob = (db: Db, ownerId: string, id: string, now: Date) =>
  transition(db, ownerId, id, ACTIVE, { status: "cancelled", progress: null, updatedAt: now });

export const jobStatus = async (db: Db, ownerId: string, id: string) =>
  (
    await db
      .select({ status: extractionJobs.status })
      .from(extractionJobs)
      .where(and(eq(extractionJobs.ownerId, ownerId), eq(extractionJobs.id, id)))
      .limit(1)
  )[0]?.status ?? null;

/** A running job whose process is stopping goes back to queued (true when it did). */
export const requeueJob = async (db: Db, ownerId: string, id: string, now: Date): Promise<boolean> =>
  (await transition(db, ownerId, id, ["running"], { status: "queued", progress: null, updatedAt: now })) !== null;
