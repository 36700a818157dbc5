import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Returns undefined when the email is already taken (unique violation), so callers can answer 409. */
export async function insertUser(db: Db, row: { id: string; email: string; passwordHash: string }) {
  const inserted = await db.insert(users).values(row).onConflictDoNothing({ target: users.email }).returning();
  return inserted[0];
}

export const updatePasswordHash = (db: Db, userId: string, passwordHash: string, now: Date) =>
  db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));

export const insertSession = (db: Db, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row);

export async function findSessionWithUser(db: Db, tokenHash: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export const touchSession = (db: Db, tokenHash: string, lastUsedAt: Date) =>
  db.update(sessions).set({ lastUsedAt }).where(eq(sessions.tokenHash, tokenHash));

export const deleteSession = (db: Db, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

export const deleteSessionsOfUser = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));
