import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedFor } from "../db/prepared";
import { sessions, users } from "../db/schema";
import * as sessionCache from "./session-cache";

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

/** One indexed lookup (the token hash is the primary key) joining the user; prepared, as every request runs it. */
const sessionWithUserQuery = preparedFor((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("session_with_user"),
);

export const findSessionWithUser = async (db: Db, tokenHash: string) =>
  (await sessionWithUserQuery(db).execute({ tokenHash }))[0];

export const touchSession = (db: Db, tokenHash: string, lastUsedAt: Date) =>
  db.update(sessions).set({ lastUsedAt }).where(eq(sessions.tokenHash, tokenHash));

// Every deletion of sessions is here and tells this process's session cache first, so revocation is immediate on
// this instance (session-cache.ts). A new way to end sessions must come through these two.
export async function deleteSession(db: Db, tokenHash: string) {
  sessionCache.revokeToken(tokenHash);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: string) {
  sessionCache.revokeUser(userId);
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
