import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../db/client";
import { properties } from "../db/schema";

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type PropertyChanges = Partial<Omit<NewPropertyRow, "id" | "ownerId" | "createdAt">>;

// Every query below filters by owner: another user's property is indistinguishable from a missing one.
const owned = (ownerId: string, id: string) => and(eq(properties.ownerId, ownerId), eq(properties.id, id));

export async function insertProperty(db: Db, row: NewPropertyRow): Promise<PropertyRow> {
  const [inserted] = await db.insert(properties).values(row).returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

/** The list leaves out the full extract, which can be megabytes per property. */
export async function listPropertiesOf(db: Db, ownerId: string) {
  const { fullExtract: _fullExtract, ...columns } = getTableColumns(properties);
  return db.select(columns).from(properties).where(eq(properties.ownerId, ownerId)).orderBy(asc(properties.createdAt));
}

export const findPropertyOf = async (db: Db, ownerId: string, id: string): Promise<PropertyRow | undefined> =>
  (await db.select().from(properties).where(owned(ownerId, id)).limit(1))[0];

export const updatePropertyOf = async (db: Db, ownerId: string, id: string, changes: PropertyChanges) =>
  (await db.update(properties).set(changes).where(owned(ownerId, id)).returning())[0];

export const deletePropertyOf = async (db: Db, ownerId: string, id: string) =>
  (await db.delete(properties).where(owned(ownerId, id)).returning({ id: properties.id }))[0];

export async function realtorContactsOf(db: Db, ownerId: string) {
  return db
    .selectDistinct({ name: properties.realtorName, phone: properties.realtorPhone, email: properties.realtorEmail })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
}
