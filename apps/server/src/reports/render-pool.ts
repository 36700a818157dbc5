import os from "node:os";
import type { PropertyReportInput } from "@plexwise/core/report";
import { Piscina } from "piscina";
import { AppError } from "../errors/app-error";
import type { CompareReportInput, RenderJob, RenderStarted } from "./render-thread";

/**
 * Reports are laid out in worker threads (issue 31): a property at the schema's maximum (2,000 units, 2,000
 * lines) is a 12 MB PDF that took 4-5 s of CPU and up to 1 GB of memory on the main thread, and three at once
 * stalled every other request for 12 s. Here a report waits in a short queue for one of one or two threads; a
 * full queue answers 503 with Retry-After at once. A report that overruns its time or its thread's heap fails
 * alone with a message that says so; piscina replaces the thread it ran on, so the next report starts fresh.
 */
export type RenderPoolOptions = {
  /** Threads; by default one per spare core, at most two (the main thread keeps a core for requests). */
  threads?: number;
  /** Reports that may wait for a thread; one more is refused with 503. */
  maxQueue?: number;
  /** From the moment a thread starts on a report to its finished PDF. */
  timeLimitMs?: number;
  /** Each thread's old-generation heap. */
  maxHeapMb?: number;
};

/**
 * Measured on the maximum-size property (test/reports/largest-property.ts): its layout takes 4-5 s of CPU and fits
 * in a 192 MB heap, not in 96 MB (the cap is twice that); on a 2-core machine busy with other work, 10-20 s of wall time. A real
 * report never meets these limits; a runaway one is stopped; the last of the queue waits a few minutes at worst.
 * The cap bounds the V8 old generation only: one thread laying the largest report out three times grew the
 * process's RSS by 600-700 MB (at a cap of 256 MB as at 384 MB), the server's own 320 MB aside.
 */
export const REPORT_LIMITS = { maxQueue: 4, timeLimitMs: 120_000, maxHeapMb: 384 } as const;
/** Roughly one maximum-size report: when a place in the queue may be free again. */
const QUEUE_FULL_RETRY_SECONDS = 10;

// From source (tsx, Vitest) the thread needs the tsx loader, which render-thread-entry.mjs registers; the
// production build (apps/server/scripts/build.mjs) compiles the thread to report-thread.js beside this bundle.
const ENTRY = import.meta.url.endsWith(".ts")
  ? new URL("./render-thread-entry.mjs", import.meta.url)
  : new URL("./report-thread.js", import.meta.url);

const defaultThreads = (): number => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/** A job before the pool numbers it (Omit over each kind of job, not over their union). */
type Job = RenderJob extends infer J ? (J extends RenderJob ? Omit<J, "id"> : never) : never;

export type RenderPool = ReturnType<typeof createRenderPool>;

export function createRenderPool(options: RenderPoolOptions = {}) {
  const threads = options.threads ?? defaultThreads();
  const maxQueue = options.maxQueue ?? REPORT_LIMITS.maxQueue;
  const timeLimitMs = options.timeLimitMs ?? REPORT_LIMITS.timeLimitMs;
  const pool = new Piscina<RenderJob, Uint8Array[]>({
    filename: ENTRY.href,
    minThreads: 0,
    maxThreads: threads,
    // A thread that sat idle for a minute gives its memory back.
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? REPORT_LIMITS.maxHeapMb },
  });
  // A thread that fails while idle has no report to fail (piscina replaces it); unheard, the event would throw.
  pool.on("error", () => {});
  /** Each report's time limit, started when its thread says it has begun (a new thread first loads pdfkit). */
  const starters = new Map<number, () => void>();
  pool.on("message", (message: RenderStarted) => starters.get(message.reportStarted)?.());
  let nextId = 1;
  // Counted here rather than by piscina, whose bound also counts threads still starting as places in the queue.
  let admitted = 0;

  async function render(job: Job, transfer: ArrayBuffer[] = []): Promise<Buffer[]> {
    const id = nextId++;
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    starters.set(id, () => {
      timer = setTimeout(() => {
        timedOut = true;
        stop.abort();
      }, timeLimitMs);
    });
    try {
      const pieces = await pool.run({ ...job, id } as RenderJob, { signal: stop.signal, transferList: transfer });
      return pieces.map((piece) => Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    } catch (error) {
      throw timedOut ? tookTooLong(timeLimitMs) : renderFailure(error);
    } finally {
      clearTimeout(timer);
      starters.delete(id);
    }
  }

  /** Builds the report from its input and lays it out, in a thread: the PDF's pieces (render-thread.ts). */
  const layout = {
    property(input: PropertyReportInput, hero: Buffer | null): Promise<Buffer[]> {
      // A copy the thread owns: the caller's Buffer may be a view into a larger, shared allocation.
      const bytes = hero ? new Uint8Array(hero) : null;
      return render({ kind: "property", input, hero: bytes }, bytes ? [bytes.buffer] : []);
    },
    compare: (input: CompareReportInput): Promise<Buffer[]> => render({ kind: "compare", input }),
  };

  /**
   * A place among the reports being made or waiting, held while `work` reads the property and has its report built
   * and laid out; none free is 503 at once, before any of that work is done.
   */
  async function admit<T>(work: (layOut: typeof layout) => Promise<T>): Promise<T> {
    if (admitted >= threads + maxQueue) throw queueFull();
    admitted++;
    try {
      return await work(layout);
    } finally {
      admitted--;
    }
  }

  return {
    admit,
    renderProperty: (input: PropertyReportInput, hero: Buffer | null) =>
      admit((layOut) => layOut.property(input, hero)),
    renderCompare: (input: CompareReportInput) => admit((layOut) => layOut.compare(input)),
    /** Threads alive and reports admitted (being read, laid out or waiting), for tests and logs. */
    stats: () => ({ threads: pool.threads.length, admitted }),
    /** Stops every thread; reports still waiting or running fail (the app is shutting down). */
    close: () => pool.destroy(),
  };
}

const queueFull = () =>
  new AppError(
    "unavailable",
    `Other reports are being made right now. Please try again in ${QUEUE_FULL_RETRY_SECONDS} seconds.`,
    { "retry-after": String(QUEUE_FULL_RETRY_SECONDS) },
  );

const tookTooLong = (timeLimitMs: number) =>
  new AppError(
    "unavailable",
    `The report took longer than ${Math.round(timeLimitMs / 1000)} s to make and was stopped. Please try again in a minute.`,
    { "retry-after": "60" },
  );

/** A report whose thread died: out of memory, or for another reason. */
function renderFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | null)?.code ?? "";
  if (code === "ERR_WORKER_OUT_OF_MEMORY" || /out of memory/i.test(message))
    return new AppError("internal_error", "The report needed more memory than a report may use and was stopped.");
  return new AppError("internal_error", "The report could not be made: its thread stopped. Please try again.");
}
