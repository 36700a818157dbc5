import type { ObjectStorage } from "./storage/object-storage";

/**
 * Uploads are PUT to a URL that works for UPLOAD_TTL_MS and are removed once attached; one never attached
 * (a closed tab, a script) would stay forever (issue 15: 101 MB after an hour). Anything under uploads/ older
 * than the URL's lifetime can no longer be attached (410), so it is deleted. A minute's grace covers clocks
 * that differ between app instances and the bucket.
 */
export const UPLOAD_TTL_MS = 10 * 60_000;
const GRACE_MS = 60_000;
/** How often each app instance sweeps; deleting is idempotent, so instances need not agree on who does it. */
export const UPLOAD_SWEEP_EVERY_MS = 5 * 60_000;

export async function sweepAbandonedUploads(deps: { storage: ObjectStorage; now: () => Date }): Promise<number> {
  const cutoff = deps.now().getTime() - UPLOAD_TTL_MS - GRACE_MS;
  const abandoned = (await deps.storage.list("uploads/")).filter((o) => o.modifiedAt.getTime() < cutoff);
  // S3 deletes at most 1,000 keys a request.
  for (let i = 0; i < abandoned.length; i += 1000)
    await deps.storage.delete(abandoned.slice(i, i + 1000).map((o) => o.key));
  return abandoned.length;
}

type SweepLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * Runs each sweep every UPLOAD_SWEEP_EVERY_MS until stopped; a failed sweep is logged and the next one tries
 * again. Each returns how many objects it deleted.
 */
export function startSweepers(sweeps: Record<string, () => Promise<number>>, log: SweepLog): () => void {
  const timer = setInterval(() => {
    for (const [name, sweep] of Object.entries(sweeps))
      sweep()
        .then((deleted) => deleted > 0 && log.info({ deleted }, `${name} deleted`))
        .catch((error: unknown) => log.error({ err: error }, `sweeping ${name} failed`));
  }, UPLOAD_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
