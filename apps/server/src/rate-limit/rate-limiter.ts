import { and, asc, count, eq, gt, lte, min } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitHits } from "../db/schema";

export type Limit = { bucket: string; max: number; windowMs: number };
export type LimitState = { limited: boolean; retryAfterSeconds: number };

/** Sliding-window counters stored in the database; hits older than the window are pruned as we go. */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  async function check({ bucket, max, windowMs }: Limit): Promise<LimitState> {
    const since = new Date(now().getTime() - windowMs);
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.hitAt, since)));
    const [row] = await db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)));
    if ((row?.n ?? 0) < max) return { limited: false, retryAfterSeconds: 0 };
    const [oldest] = await db
      .select({ hitAt: rateLimitHits.hitAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)))
      .orderBy(asc(rateLimitHits.hitAt))
      .limit(1);
    const freeAt = (oldest?.hitAt.getTime() ?? now().getTime()) + windowMs;
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now().getTime()) / 1000)) };
  }

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

  /** Counts this attempt against the limit, or reports that the limit is already reached. */
  async function consume(limit: Limit): Promise<LimitState> {
    const state = await check(limit);
    if (!state.limited) await record(limit.bucket);
    return state;
  }

  return { check, record, reset, consume, usage, recordMany };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
