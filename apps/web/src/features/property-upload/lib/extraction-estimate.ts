/** Before this much time and share have been watched, the rate says too little to predict anything. */
const MIN_WATCHED_MS = 2_000;
const MIN_WATCHED_SHARE = 0.05;

/** The first moment a job reported progress, and how far along it was then. */
export type EstimateStart = { atMs: number; share: number };

/**
 * Seconds left for an extraction, from the rate it has kept since it first reported progress: the share still to
 * do at the share per second seen so far. Null until the job has run long enough and moved far enough for the rate
 * to mean something, and once it is done. OCR pages are slower than text pages; the rate seen includes them, so a
 * scanned document's estimate is about its own pace, not a guess.
 */
export function secondsLeft(start: EstimateStart | null, share: number, nowMs: number): number | null {
  if (!start || share >= 1) return null;
  const watchedMs = nowMs - start.atMs;
  const watchedShare = share - start.share;
  if (watchedMs < MIN_WATCHED_MS || watchedShare < MIN_WATCHED_SHARE) return null;
  return ((1 - share) * watchedMs) / watchedShare / 1000;
}

/** "About 20 seconds left": rounded so the line does not flicker with every poll. */
export function timeLeftText(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  if (seconds < 10) return "A few seconds left";
  if (seconds < 55) return `About ${Math.round(seconds / 5) * 5} seconds left`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? "About a minute left" : `About ${minutes} minutes left`;
}
