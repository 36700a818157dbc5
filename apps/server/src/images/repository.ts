import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { properties, propertyImages } from "../db/schema";

export type ImageRow = typeof propertyImages.$inferSelect;

// Every query filters by owner: another user's image answers like a missing one.
export const imagesOf = (db: Db, ownerId: string, propertyId: string) =>
  db
    .select()
    .from(propertyImages)
    .where(and(eq(propertyImages.ownerId, ownerId), eq(propertyImages.propertyId, propertyId)))
    .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));

export const imageOf = async (db: Db, ownerId: string, imageId: string): Promise<ImageRow | undefined> =>
  (
    await db
      .select()
      .from(propertyImages)
      .where(and(eq(propertyImages.ownerId, ownerId), eq(propertyImages.id, imageId)))
      .limit(1)
  )[0];

export async function nextPosition(db: Db, ownerId: string, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(propertyImages.position) })
    .from(propertyImages)
    .where(and(eq(propertyImages.ownerId, ownerId), eq(propertyImages.propertyId, propertyId)));
  return (row?.last ?? -1) + 1;
}

/**
 * Saves a new photo as the property's last unless it already has `maxImages` (false then). The count, the position
 * and the insert are one step under the property's lock: photos attached at once cannot all pass the count (nor
 * take the same position), and none is refused for a racer that was itself refused.
 */
export async function insertImageWithinLimit(
  db: Db,
  row: Omit<typeof propertyImages.$inferInsert, "position">,
  maxImages: number,
): Promise<boolean> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`property-images:${row.propertyId}`}, 0))`);
    const [counted] = await tx
      .select({ n: count() })
      .from(propertyImages)
      .where(and(eq(propertyImages.ownerId, row.ownerId), eq(propertyImages.propertyId, row.propertyId)));
    if ((counted?.n ?? 0) >= maxImages) return false;
    await tx.insert(propertyImages).values({ ...row, position: await nextPosition(tx, row.ownerId, row.propertyId) });
    return true;
  });
}

export async function deleteImage(db: Db, ownerId: string, imageId: string) {
  await db.delete(propertyImages).where(and(eq(propertyImages.ownerId, ownerId), eq(propertyImages.id, imageId)));
}

export async function setPositions(db: Db, ownerId: string, imageIds: string[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of imageIds.entries()) {
      await tx
        .update(propertyImages)
        .set({ position })
        .where(and(eq(propertyImages.ownerId, ownerId), eq(propertyImages.id, id)));
    }
  });
}

/** The property's hero is its first image's thumbnail; My Properties shows it. */
export async function setHero(db: Db, ownerId: string, propertyId: string, heroUrl: string | null) {
  await db
    .update(properties)
    .set({ heroUrl })
    .where(and(eq(properties.ownerId, ownerId), eq(properties.id, propertyId)));
}
