import { and, asc, count, eq, gt, lte, min, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitHits } from "../db/schema";

export type Limit = { bucket: string; max: number; windowMs: number };
export type LimitState = { limited: boolean; retryAfterSeconds: number };

/** Sliding-window counters stored in the database; hits older than the window are pruned as we go. */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  async function checkIn(tx: Db, { bucket, max, windowMs }: Limit): Promise<LimitState> {
    const since = new Date(now().getTime() - windowMs);
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.hitAt, since)));
    const [row] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)));
    if ((row?.n ?? 0) < max) return { limited: false, retryAfterSeconds: 0 };
    const [oldest] = await tx
      .select({ hitAt: rateLimitHits.hitAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)))
      .orderBy(asc(rateLimitHits.hitAt))
      .limit(1);
    const freeAt = (oldest?.hitAt.getTime() ?? now().getTime()) + windowMs;
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now().getTime()) / 1000)) };
  }

  const check = (limit: Limit) => checkIn(db, limit);

  async function record(bucket: string): Promise<void> {
    await db.insert(rateLimitHits).values({ bucket, hitAt: now() });
  }

  async function reset(bucket: string): Promise<void> {
    await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
  }

  /**
   * How much of a budget is spent: hits in the window, and the seconds until the oldest of them leaves it.
   * A budget of amounts (megabytes, pages) is kept as one hit per unit (`recordMany`).
   */
  async function usage({ bucket, windowMs }: Limit): Promise<{ used: number; freeInSeconds: number }> {
    const since = new Date(now().getTime() - windowMs);
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.hitAt, since)));
    const [row] = await db
      .select({ n: count(), oldest: min(rateLimitHits.hitAt) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)));
    const freeAt = (row?.oldest?.getTime() ?? now().getTime()) + windowMs;
    return { used: row?.n ?? 0, freeInSeconds: Math.max(1, Math.ceil((freeAt - now().getTime()) / 1000)) };
  }

  async function recordMany(bucket: string, units: number): Promise<void> {
    if (units <= 0) return;
    const hitAt = now();
    await db.insert(rateLimitHits).values(Array.from({ length: units }, () => ({ bucket, hitAt })));
  }

  /**
   * Counts this attempt against the limit, or reports that the limit is already reached. The count and the
   * new hit are one step under the bucket's lock: 40 parallel requests queue on it one by one instead of all
   * reading the same count and all passing.
   */
  async function consume(limit: Limit): Promise<LimitState> {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${limit.bucket}, 0))`);
      const state = await checkIn(tx, limit);
      if (!state.limited) await tx.insert(rateLimitHits).values({ bucket: limit.bucket, hitAt: now() });
      return state;
    });
  }

  return { check, record, reset, consume, usage, recordMany };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
