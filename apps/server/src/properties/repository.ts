import { and, asc, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { properties, propertyVersions } from "../db/schema";
import { preparedFor } from "../db/prepared";

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type PropertyChanges = Partial<Omit<NewPropertyRow, "id" | "ownerId" | "createdAt">>;
/** The stored deal figures and the version of the code that computed them. */
export type FigureColumns = Pick<PropertyRow, "capRatePct" | "monthlyPaymentCents" | "figuresVersion">;
/** Computes a row's figure columns from its facts (the service's, from core). */
export type FiguresOf = (row: PropertyRow) => FigureColumns;

// Every query below filters by owner: another user's property is indistinguishable from a missing one.
const owned = (ownerId: string, id: string) => and(eq(properties.ownerId, ownerId), eq(properties.id, id));

/** Inserts the row and, in the same transaction, its figures: no reader sees a property without them. */
export async function insertProperty(db: Db, row: NewPropertyRow, figuresOf: FiguresOf): Promise<PropertyRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(properties).values(row).returning();
    if (!inserted) throw new Error("insert returned no row");
    return withFigures(tx, inserted, figuresOf);
  });
}

/** The figures are computed from the row as written (defaults and all), then stored beside it. */
async function withFigures(tx: Db, row: PropertyRow, figuresOf: FiguresOf): Promise<PropertyRow> {
  const figures = figuresOf(row);
  await tx.update(properties).set(figures).where(eq(properties.id, row.id));
  return { ...row, ...figures };
}

/** What My Properties shows, and the stored figures: none of the rent roll, income, expense or extract documents. */
const summaryColumns = {
  id: properties.id,
  nickname: properties.nickname,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  zip: properties.zip,
  price: properties.price,
  unitCount: properties.unitCount,
  favorite: properties.favorite,
  heroUrl: properties.heroUrl,
  myRatings: properties.myRatings,
  aiRatings: properties.aiRatings,
  capRatePct: properties.capRatePct,
  figuresVersion: properties.figuresVersion,
  createdAt: properties.createdAt,
};

// Prepared once per database: node-postgres keeps a named statement per connection (parsed and planned once), and
// neither driver builds the SQL again on each request.
const summariesQuery = preparedFor((db) =>
  db
    .select(summaryColumns)
    .from(properties)
    .where(eq(properties.ownerId, sql.placeholder("ownerId")))
    .orderBy(asc(properties.createdAt))
    .prepare("property_summaries"),
);
const propertyQuery = preparedFor((db) =>
  db
    .select()
    .from(properties)
    .where(and(eq(properties.ownerId, sql.placeholder("ownerId")), eq(properties.id, sql.placeholder("id"))))
    .limit(1)
    .prepare("property_by_owner_and_id"),
);

const versionsQuery = preparedFor((db) =>
  db
    .select({ ownerId: propertyVersions.ownerId, version: propertyVersions.version })
    .from(propertyVersions)
    .where(sql`${propertyVersions.ownerId} = any(${sql.placeholder("ownerIds")})`)
    .prepare("property_versions_of_owners"),
);

/** The owners' property versions (raised by a trigger on every change of their properties; 0 before the first). */
export async function propertyVersionsOf(db: Db, ownerIds: string[]): Promise<Map<string, number>> {
  const rows = await versionsQuery(db).execute({ ownerIds });
  const versions = new Map(ownerIds.map((id) => [id, 0]));
  for (const row of rows) versions.set(row.ownerId, row.version);
  return versions;
}

export type PropertySummaryRow = Awaited<ReturnType<typeof listSummariesOf>>[number];

export const listSummariesOf = (db: Db, ownerId: string) => summariesQuery(db).execute({ ownerId });

/** Whole rows but the full extract, which can be megabytes per property (the comps read every rent roll). */
export async function listPropertiesOf(db: Db, ownerId: string) {
  const { fullExtract: _fullExtract, ...columns } = getTableColumns(properties);
  return db.select(columns).from(properties).where(eq(properties.ownerId, ownerId)).orderBy(asc(properties.createdAt));
}

export const findPropertyOf = async (db: Db, ownerId: string, id: string): Promise<PropertyRow | undefined> =>
  (await propertyQuery(db).execute({ ownerId, id }))[0];

/**
 * With `figuresOf`, the figures are recomputed from the row as changed, in the same transaction: the update's row
 * lock makes a concurrent change wait, so the stored figures are always those of the stored facts.
 */
export async function updatePropertyOf(
  db: Db,
  ownerId: string,
  id: string,
  changes: PropertyChanges,
  figuresOf?: FiguresOf,
): Promise<PropertyRow | undefined> {
  if (!figuresOf) return (await db.update(properties).set(changes).where(owned(ownerId, id)).returning())[0];
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(properties).set(changes).where(owned(ownerId, id)).returning();
    return updated && withFigures(tx, updated, figuresOf);
  });
}

/**
 * The figures of rows stamped with another version than the code's, computed under a row lock (a change of the
 * row waits, so figures of its old facts never overwrite it). Rows older than `version` are updated; a row stamped
 * by newer code (a rolling deploy) is answered, not overwritten.
 */
export async function refreshFiguresOf(
  db: Db,
  ownerId: string,
  ids: string[],
  version: number,
  figuresOf: FiguresOf,
): Promise<PropertyRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(properties)
      .where(and(eq(properties.ownerId, ownerId), inArray(properties.id, ids)))
      .for("update");
    const refreshed: PropertyRow[] = [];
    for (const row of rows) {
      const figures = figuresOf(row);
      if (row.figuresVersion < version)
        await tx
          .update(properties)
          .set(figures)
          .where(and(eq(properties.id, row.id), lt(properties.figuresVersion, version)));
      refreshed.push({ ...row, ...figures });
    }
    return refreshed;
  });
}

export const deletePropertyOf = async (db: Db, ownerId: string, id: string) =>
  (await db.delete(properties).where(owned(ownerId, id)).returning({ id: properties.id }))[0];

export async function realtorContactsOf(db: Db, ownerId: string) {
  return db
    .selectDistinct({ name: properties.realtorName, phone: properties.realtorPhone, email: properties.realtorEmail })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
}
