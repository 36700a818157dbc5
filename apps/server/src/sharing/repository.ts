import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { shareLinks } from "../db/schema";

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(db: Db, row: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> {
  const [inserted] = await db.insert(shareLinks).values(row).returning();
  if (!inserted) throw new Error("share link insert returned no row");
  return inserted;
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
