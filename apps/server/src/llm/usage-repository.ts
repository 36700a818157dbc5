import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { llmUsage } from "../db/schema";

export type LlmUsageRow = typeof llmUsage.$inferSelect;
export type NewLlmUsage = Omit<typeof llmUsage.$inferInsert, "id" | "createdAt"> & { createdAt: Date };

/** `createdAt` comes from the caller's clock, so the monthly budget and the tests see the same time. */
export async function insertLlmUsage(db: Db, row: NewLlmUsage): Promise<void> {
  await db.insert(llmUsage).values({ id: randomUUID(), ...row });
}

/** Input plus output tokens the user has spent since `since` (inclusive). */
export async function tokensUsedSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${llmUsage.inputTokens} + ${llmUsage.outputTokens})` })
    .from(llmUsage)
    .where(and(eq(llmUsage.userId, userId), gte(llmUsage.createdAt, since)));
  return Number(row?.total ?? 0);
}

export const listLlmUsageOf = (db: Db, userId: string): Promise<LlmUsageRow[]> =>
  db.select().from(llmUsage).where(eq(llmUsage.userId, userId)).orderBy(llmUsage.createdAt);
