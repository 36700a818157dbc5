import type { Db } from "../db/client";
import { generateToken, hashToken } from "../lib/tokens";
import * as repo from "./repository";
import type { UserRow } from "./repository";
import * as sessionCache from "./session-cache";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** last_used_at is written at most this often, so ordinary browsing does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type ValidSession = { user: UserRow; tokenHash: string; expiresAt: Date };

export async function createSession(db: Db, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await repo.insertSession(db, { tokenHash: hashToken(token), userId, createdAt: now, lastUsedAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * A session is valid until 30 days after sign-in and 7 days after its last use, whichever comes first. A session
 * read from the database a moment ago is answered from this process's cache (session-cache.ts) while it needs no
 * touch; anything else (a miss, an expiry, a touch) is decided on the database's row.
 */
export async function validateSession(db: Db, token: string, now: Date): Promise<ValidSession | null> {
  const tokenHash = hashToken(token);
  const cached = sessionCache.recall(tokenHash, now);
  if (cached && now < cached.session.expiresAt && sinceLastUse(cached.session, now) < TOUCH_INTERVAL_MS)
    return { user: cached.user, tokenHash, expiresAt: cached.session.expiresAt };
  const found = await repo.findSessionWithUser(db, tokenHash);
  if (!found) return null;
  const { session, user } = found;
  if (now >= session.expiresAt || sinceLastUse(session, now) >= SESSION_IDLE_MS) {
    await repo.deleteSession(db, tokenHash);
    return null;
  }
  let lastUsedAt = session.lastUsedAt;
  if (sinceLastUse(session, now) >= TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, tokenHash, now);
    lastUsedAt = now;
  }
  sessionCache.remember(tokenHash, { session: { ...session, lastUsedAt }, user }, now);
  return { user, tokenHash, expiresAt: session.expiresAt };
}

const sinceLastUse = (session: { lastUsedAt: Date }, now: Date) => now.getTime() - session.lastUsedAt.getTime();
