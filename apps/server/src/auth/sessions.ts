import type { Db } from "../db/client";
import { generateToken, hashToken } from "../lib/tokens";
import * as repo from "./repository";
import type { UserRow } from "./repository";

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

/** A session is valid until 30 days after sign-in and 7 days after its last use, whichever comes first. */
export async function validateSession(db: Db, token: string, now: Date): Promise<ValidSession | null> {
  const tokenHash = hashToken(token);
  const found = await repo.findSessionWithUser(db, tokenHash);
  if (!found) return null;
  const { session, user } = found;
  const idleExpired = now.getTime() - session.lastUsedAt.getTime() >= SESSION_IDLE_MS;
  if (now >= session.expiresAt || idleExpired) {
    await repo.deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) await repo.touchSession(db, tokenHash, now);
  return { user, tokenHash, expiresAt: session.expiresAt };
}
