import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { propertyAnalyses, properties } from "../db/schema";

export type AnalysisRow = typeof propertyAnalyses.$inferSelect;
export type NewAnalysisRow = typeof propertyAnalyses.$inferInsert;

// Every query filters by owner: another user's analysis is indistinguishable from a missing one.

export const listAnalysesOf = (db: Db, ownerId: string, propertyId: string): Promise<AnalysisRow[]> =>
  db
    .select()
    .from(propertyAnalyses)
    .where(and(eq(propertyAnalyses.ownerId, ownerId), eq(propertyAnalyses.propertyId, propertyId)));

export const findAnalysisOf = async (
  db: Db,
  ownerId: string,
  propertyId: string,
  kind: string,
): Promise<AnalysisRow | undefined> =>
  (
    await db
      .select()
      .from(propertyAnalyses)
      .where(
        and(
          eq(propertyAnalyses.ownerId, ownerId),
          eq(propertyAnalyses.propertyId, propertyId),
          eq(propertyAnalyses.kind, kind),
        ),
      )
      .limit(1)
  )[0];

/** One row per property and kind: a new run replaces the last. */
export async function saveAnalysis(db: Db, row: NewAnalysisRow): Promise<AnalysisRow> {
  const { id: _id, propertyId: _p, kind: _k, ownerId: _o, ...changes } = row;
  const [saved] = await db
    .insert(propertyAnalyses)
    .values(row)
    .onConflictDoUpdate({ target: [propertyAnalyses.propertyId, propertyAnalyses.kind], set: changes })
    .returning();
  if (!saved) throw new Error("saving the analysis returned no row");
  return saved;
}

/** The AI overall rating the list falls back to (SPEC section 9); kept on the property row. */
export const setAiOverallOf = (db: Db, ownerId: string, propertyId: string, overall: number | null) =>
  db
    .update(properties)
    .set({ aiRatings: { overall } })
    .where(and(eq(properties.ownerId, ownerId), eq(properties.id, propertyId)));
