import { and, asc, eq, max } from "drizzle-orm";
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

export async function insertImage(db: Db, row: typeof propertyImages.$inferInsert) {
  await db.insert(propertyImages).values(row);
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
