/** A clock the tests move forward, for session expiry, token expiry and rate-limit windows. */
export function createClock(start = new Date("2026-06-01T12:00:00Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
