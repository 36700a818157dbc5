import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordResetTokens } from "../db/schema";

/** Replaces any live token of the user: there is at most one per user. */
export async function replaceToken(db: Db, row: typeof passwordResetTokens.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
    await tx.insert(passwordResetTokens).values(row);
  });
}

/** Deletes and returns the token when it is still valid: a token can be consumed once. */
export async function consumeToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
    .returning();
  return rows[0];
}
