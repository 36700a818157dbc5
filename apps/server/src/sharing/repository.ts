import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { shareLinks } from "../db/schema";

export type ShareLinkRow = typeof shareLinks.$inferSelect;

type NewShareLink = typeof shareLinks.$inferInsert & { ownerId: string; propertyId: string };

/** Links that still open: not revoked, and without an expiry or with one still ahead. */
const active = (now: Date) =>
  and(isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)));
const inactive = (now: Date) => or(isNotNull(shareLinks.revokedAt), lte(shareLinks.expiresAt, now));

/**
 * Saves a new link unless the property already has `maxActive` links that open (null then), and forgets the
 * property's revoked or expired links beyond the newest `keepInactive`: the list a user can grow stays bounded. The
 * count and the insert are one step under the property's lock, so links made at once cannot all pass the count.
 */
export async function insertShareLinkWithinLimit(
  db: Db,
  row: NewShareLink,
  now: Date,
  limits: { maxActive: number; keepInactive: number },
): Promise<ShareLinkRow | null> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`share-links:${row.propertyId}`}, 0))`);
    const ofProperty = and(eq(shareLinks.ownerId, row.ownerId), eq(shareLinks.propertyId, row.propertyId));
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(shareLinks)
      .where(and(ofProperty, active(now)));
    if ((counted?.n ?? 0) >= limits.maxActive) return null;
    const [inserted] = await tx.insert(shareLinks).values(row).returning();
    if (!inserted) throw new Error("share link insert returned no row");
    const stale = await tx
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(and(ofProperty, inactive(now)))
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
      .offset(limits.keepInactive);
    if (stale.length > 0)
      await tx.delete(shareLinks).where(
        and(
          ofProperty,
          inArray(
            shareLinks.id,
            stale.map((s) => s.id),
          ),
        ),
      );
    return inserted;
  });
}

// The owner's queries filter by owner: another user's link answers like a missing one.
export const shareLinksOf = (db: Db, ownerId: string, propertyId: string) =>
  db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.ownerId, ownerId), eq(shareLinks.propertyId, propertyId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));

/** Marks the link revoked (once: a revoked link keeps its first revocation time). False when no such link is the owner's. */
export async function revokeShareLink(db: Db, ownerId: string, propertyId: string, linkId: string, now: Date) {
  const match = and(eq(shareLinks.ownerId, ownerId), eq(shareLinks.propertyId, propertyId), eq(shareLinks.id, linkId));
  const updated = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(match, isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  if (updated.length > 0) return true;
  const [existing] = await db.select({ id: shareLinks.id }).from(shareLinks).where(match).limit(1);
  return existing !== undefined;
}

/** The visitor's lookup: by the token's hash only (the unique index), whatever the token was. */
export const shareLinkByTokenHash = async (db: Db, tokenHash: string): Promise<ShareLinkRow | undefined> =>
  (await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash)).limit(1))[0];
