/**
 * Work that must not delay or shape an answer (a reset mail, whose timing would tell whether the account
 * exists): started after the current request's answer is written, its failure logged, and awaited when the
 * app closes so a shutdown does not cut it off.
 */
export function createAfterResponse(log: { error: (details: object, message: string) => void }) {
  const running = new Set<Promise<void>>();
  return {
    run(work: () => Promise<void>): void {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, "work after a response failed"))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain(): Promise<void> {
      await Promise.all(running);
    },
  };
}
