import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { z } from "zod";
import type { Database } from "../../src/db/client";
import { llmUsage, users } from "../../src/db/schema";
import { parseLlmConfig } from "../../src/llm/config";
import { createLlmClient, type LlmLog } from "../../src/llm/create-llm-client";
import type { LlmClient, LlmRequest } from "../../src/llm/types";
import { createRateLimiter } from "../../src/rate-limit/rate-limiter";
import { createClock } from "../helpers/clock";
import { openTestDatabase, truncateAll } from "../helpers/test-database";

export type LogLine = { level: "info" | "warn" | "error"; fields: unknown; message: string | undefined };

/** The answer the tests ask for: a small deal memo, like the analyses' narration schemas. */
export const memoSchema = z.object({
  headline: z.string(),
  narrative: z.string(),
  score: z.number().int().min(1).max(10),
});
export type Memo = z.infer<typeof memoSchema>;
export const MEMO: Memo = {
  headline: "Solid duplex",
  narrative: "Rents cover the mortgage with room to spare.",
  score: 7,
};

/**
 * The LLM client on a real database (a user to own the usage rows, the real rate limiter), with a test
 * clock, a sleep that records what it was asked to wait, and a log that keeps its lines.
 */
export function useLlmHarness() {
  const ctx = {
    clock: createClock(),
    sleeps: [] as number[],
    logs: [] as LogLine[],
    userId: "",
    database: undefined as unknown as Database,
  };
  const line = (level: LogLine["level"]) => (fields: unknown, message?: string) =>
    void ctx.logs.push({ level, fields, message });
  const log = { info: line("info"), warn: line("warn"), error: line("error") } as unknown as LlmLog;

  beforeAll(async () => {
    ctx.database = await openTestDatabase();
  });
  beforeEach(async () => {
    await truncateAll(ctx.database);
    ctx.clock = createClock();
    ctx.sleeps.length = 0;
    ctx.logs.length = 0;
    ctx.userId = await addUser();
  });
  afterAll(async () => {
    await ctx.database?.close();
  });

  async function addUser(): Promise<string> {
    const id = randomUUID();
    await ctx.database.db.insert(users).values({ id, email: `${id}@example.com`, passwordHash: "not-a-real-hash" });
    return id;
  }

  const limiter = () => createRateLimiter(ctx.database.db, () => ctx.clock.now());

  /** A client configured as the AI_* environment would configure it. */
  function client(env: Record<string, string>): LlmClient {
    const config = parseLlmConfig(env);
    if (!config) throw new Error("the test env chose no provider");
    const created = createLlmClient({
      config,
      db: ctx.database.db,
      now: () => ctx.clock.now(),
      limiter: limiter(),
      log,
      sleep: async (ms) => {
        ctx.sleeps.push(ms);
      },
    });
    if (!created) throw new Error("no client");
    return created;
  }

  const memoRequest = (overrides: Partial<LlmRequest<Memo>> = {}): LlmRequest<Memo> => ({
    userId: ctx.userId,
    purpose: "summary",
    schema: memoSchema,
    schemaName: "deal_memo",
    system: "You write short deal memos for small apartment buildings.",
    prompt: "Summarise the duplex at 12 Elm Street.",
    ...overrides,
  });

  const usageRows = (userId = ctx.userId) =>
    ctx.database.db.select().from(llmUsage).where(eq(llmUsage.userId, userId)).orderBy(llmUsage.createdAt);

  return Object.assign(ctx, { client, memoRequest, usageRows, addUser, limiter });
}
