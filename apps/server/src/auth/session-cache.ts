import type { SessionRow, UserRow } from "./repository";

/**
 * Sessions this process has just checked in the database, so that a user's burst of requests (a page loads the
 * list, the property, its photos...) does not look the same session up again for each (ADR 0016, API near its
 * ceiling). Revocation stays immediate on this instance: every deletion of sessions goes through the repository
 * (logout, password reset, an expired session), which calls `revokeToken` / `revokeUser` first. Another instance's
 * revocation (PostgreSQL behind several app processes) is seen here within SESSION_CACHE_TTL_MS, when the entry
 * must be read again from the database. On PGlite there is no other instance: the data directory is locked to one.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/**
 * After a revocation, the revoked sessions are not cached again for this long (real time): a revocation inside a
 * transaction is visible to other requests only when it commits, and a request that reads the session in between
 * must not put it back. Transactions here are bounded well below it (statement timeout 15 s, lock wait 5 s).
 */
const REVOCATION_HOLD_MS = 60_000;

export type SessionWithUser = { session: SessionRow; user: UserRow };
type Entry = SessionWithUser & { cachedAtMs: number };

const entries = new Map<string, Entry>();
const heldTokens = new Map<string, number>();
const heldUsers = new Map<string, number>();
/** Set when revocations come faster than the holds can be kept: nothing is cached until then. */
let pausedUntil = 0;

/** The session as read from the database less than SESSION_CACHE_TTL_MS ago (by the app's clock), if cached. */
export function recall(tokenHash: string, now: Date): SessionWithUser | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  const age = now.getTime() - entry.cachedAtMs;
  if (age >= 0 && age < SESSION_CACHE_TTL_MS) return entry;
  entries.delete(tokenHash);
  return undefined;
}

/** Keeps a session just read (and touched) in the database, unless it was revoked a moment ago. */
export function remember(tokenHash: string, found: SessionWithUser, now: Date) {
  const realNow = performance.now();
  if (pausedUntil > realNow) return;
  if ((heldTokens.get(tokenHash) ?? 0) > realNow || (heldUsers.get(found.user.id) ?? 0) > realNow) return;
  if (entries.size >= MAX_ENTRIES) {
    // Map order is insertion order: the oldest entry goes first.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(tokenHash, { ...found, cachedAtMs: now.getTime() });
}

export function revokeToken(tokenHash: string) {
  entries.delete(tokenHash);
  hold(heldTokens, tokenHash);
}

export function revokeUser(userId: string) {
  for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
  hold(heldUsers, userId);
}

function hold(held: Map<string, number>, key: string) {
  const realNow = performance.now();
  if (held.size >= MAX_ENTRIES) for (const [k, until] of held) if (until <= realNow) held.delete(k);
  if (held.size >= MAX_ENTRIES) {
    pausedUntil = realNow + REVOCATION_HOLD_MS;
    entries.clear();
    held.clear();
    return;
  }
  held.set(key, realNow + REVOCATION_HOLD_MS);
}
