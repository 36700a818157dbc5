/** What the once-per-session check needs of sessionStorage (a fake in tests). */
export type SessionStore = Pick<Storage, "getItem" | "setItem">;

export const compsAutoRunKey = (propertyId: string): string => `plexwise:comps-auto-run:${propertyId}`;

/**
 * SPEC section 4: comparable rents run by themselves once per property per browser session when none
 * are stored. Returns true the first time it is asked for a property in this session, and marks it, so
 * a reload, a second visit or React's double effect in development does not run them again. Without a
 * usable session storage it says no: running on every visit would be worse than never auto-running.
 */
export function claimCompsAutoRun(storage: SessionStore | undefined, propertyId: string): boolean {
  if (!storage) return false;
  const key = compsAutoRunKey(propertyId);
  try {
    if (storage.getItem(key) !== null) return false;
    storage.setItem(key, new Date().toISOString());
    return true;
  } catch {
    return false;
  }
}

/** The browser's session storage, or undefined where reading it throws (storage disabled) or it is absent. */
export function browserSessionStore(): SessionStore | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
