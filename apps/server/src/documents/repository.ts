import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { propertyDocuments } from "../db/schema";

export type DocumentRow = typeof propertyDocuments.$inferSelect;

// Every query filters by owner: another user's document answers like a missing one.
export const documentsOf = (db: Db, ownerId: string, propertyId: string) =>
  db
    .select()
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.ownerId, ownerId), eq(propertyDocuments.propertyId, propertyId)))
    .orderBy(asc(propertyDocuments.createdAt), asc(propertyDocuments.fileName));

export const documentOf = async (
  db: Db,
  ownerId: string,
  propertyId: string,
  documentId: string,
): Promise<DocumentRow | undefined> =>
  (
    await db
      .select()
      .from(propertyDocuments)
      .where(
        and(
          eq(propertyDocuments.ownerId, ownerId),
          eq(propertyDocuments.propertyId, propertyId),
          eq(propertyDocuments.id, documentId),
        ),
      )
      .limit(1)
  )[0];

export async function insertDocument(db: Db, row: typeof propertyDocuments.$inferInsert): Promise<DocumentRow> {
  const [saved] = await db.insert(propertyDocuments).values(row).returning();
  if (!saved) throw new Error("saving the document returned no row");
  return saved;
}

export async function setKind(db: Db, ownerId: string, documentId: string, kind: DocumentRow["kind"]) {
  const [row] = await db
    .update(propertyDocuments)
    .set({ kind })
    .where(and(eq(propertyDocuments.ownerId, ownerId), eq(propertyDocuments.id, documentId)))
    .returning();
  return row ?? null;
}

export async function deleteDocument(db: Db, ownerId: string, documentId: string) {
  await db
    .delete(propertyDocuments)
    .where(and(eq(propertyDocuments.ownerId, ownerId), eq(propertyDocuments.id, documentId)));
}
