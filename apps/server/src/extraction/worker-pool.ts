import os from "node:os";
import { Worker } from "node:worker_threads";
import type { DocumentKind, OnReadProgress } from "./document";
import { couldNotRead, ExtractionCancelledError, FileRejectedError, isFileFailureReason } from "./errors";
import { FILE_TIME_LIMIT_MS, OCR_PAGE_TIME_ALLOWANCE_MS, WORKER_MAX_HEAP_MB } from "./limits";
import type { WorkerJob, WorkerReply } from "./worker-protocol";

/**
 * A small pool of parsing threads. PDF parsing and OCR take seconds of CPU; on the main thread they would
 * stall every other request. A file that overruns its time limit or exhausts its worker's heap has its
 * worker terminated and fails alone; the next file gets a fresh worker.
 *
 * The threads are shared fairly between the people whose files wait (issue 15: one person's six slow files
 * held every thread for twelve minutes): a free thread takes the oldest file of whoever has the fewest files
 * being read, and nobody holds more than `perOwner` threads (all but one), so with two threads or more a
 * second person's file starts as soon as a thread is free, never behind the first person's queue.
 */
export type PoolOptions = {
  size?: number;
  timeoutMs?: number;
  /** Added to a file's limit for each scanned page it starts to OCR (OCR_PAGE_TIME_ALLOWANCE_MS). */
  ocrPageMs?: number;
  maxHeapMb?: number;
  perOwner?: number;
};
/** `owner`: whose file it is (the user id); files without one share one owner. */
export type PoolJob = { fileName: string; kind: DocumentKind; mime: string; bytes: Buffer; owner?: string };
/** `signal`: aborting it drops a waiting file, or stops the thread reading it (a cancelled extraction). */
export type RunOptions = { onProgress?: OnReadProgress; signal?: AbortSignal };
export type PoolResult = Extract<WorkerReply, { ok: true }>;

type Pending = {
  job: PoolJob;
  options: RunOptions;
  resolve: (result: PoolResult) => void;
  reject: (error: Error) => void;
};
/** `limitMs`: the file's time limit so far (it grows with each scanned page the file starts to OCR). */
type Running = Pending & { id: number; timer: NodeJS.Timeout; startedAt: number; limitMs: number };
type Slot = { worker: Worker | null; current: Running | null };

// From source (tsx, Vitest) the thread needs the tsx loader, which worker-entry.mjs registers; the production
// build (apps/server/scripts/build.mjs) compiles the thread to extraction-thread.js beside this bundle.
const ENTRY = import.meta.url.endsWith(".ts")
  ? new URL("./worker-entry.mjs", import.meta.url)
  : new URL("./extraction-thread.js", import.meta.url);

/** One thread per spare core, at most two: the main thread keeps a core for answering requests. */
export const defaultPoolSize = (): number => Math.max(1, Math.min(2, os.availableParallelism() - 1));

export class ExtractionPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private readonly timeoutMs: number;
  private readonly ocrPageMs: number;
  private readonly maxHeapMb: number;
  private readonly perOwner: number;
  private nextId = 1;
  private closed = false;

  constructor(options: PoolOptions = {}) {
    this.slots = Array.from({ length: options.size ?? defaultPoolSize() }, () => ({ worker: null, current: null }));
    this.timeoutMs = options.timeoutMs ?? FILE_TIME_LIMIT_MS;
    this.ocrPageMs = options.ocrPageMs ?? OCR_PAGE_TIME_ALLOWANCE_MS;
    this.maxHeapMb = options.maxHeapMb ?? WORKER_MAX_HEAP_MB;
    this.perOwner = options.perOwner ?? Math.max(1, this.slots.length - 1);
  }

  /** Files being read and files waiting, for tests and logs. */
  stats(): { running: number; queued: number } {
    return { running: this.slots.filter((s) => s.current).length, queued: this.queue.length };
  }

  run(job: PoolJob, options: RunOptions = {}): Promise<PoolResult> {
    if (this.closed) return Promise.reject(new Error("The extraction pool is closed."));
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new ExtractionCancelledError());
    return new Promise((resolve, reject) => {
      const pending: Pending = { job, options, resolve, reject };
      this.queue.push(pending);
      signal?.addEventListener("abort", () => void this.cancel(pending), { once: true });
      this.dispatch();
    });
  }

  private async cancel(pending: Pending): Promise<void> {
    const waiting = this.queue.indexOf(pending);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      pending.reject(new ExtractionCancelledError());
      return;
    }
    const slot = this.slots.find((s) => s.current?.resolve === pending.resolve);
    if (!slot?.worker) return;
    await this.fail(slot, slot.worker, new ExtractionCancelledError());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error("The extraction pool is closed."));
    await Promise.all(this.slots.map((slot) => this.discard(slot, new Error("The extraction pool is closed."))));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current) continue;
      const next = this.takeNext();
      if (!next) return;
      this.start(slot, next);
    }
  }

  /** The oldest waiting file of the owner with the fewest files being read, within the owner's share. */
  private takeNext(): Pending | undefined {
    const running = new Map<string, number>();
    for (const slot of this.slots) {
      const owner = slot.current ? ownerOf(slot.current.job) : null;
      if (owner !== null) running.set(owner, (running.get(owner) ?? 0) + 1);
    }
    let best = -1;
    let bestRunning = Infinity;
    this.queue.forEach((pending, index) => {
      const count = running.get(ownerOf(pending.job)) ?? 0;
      if (count < this.perOwner && count < bestRunning) {
        best = index;
        bestRunning = count;
      }
    });
    return best < 0 ? undefined : this.queue.splice(best, 1)[0];
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } });
    worker.on("message", (reply: WorkerReply) => this.finish(slot, reply));
    worker.on("error", (error) => void this.fail(slot, worker, crashed(slot, error)));
    worker.on("exit", () => void this.fail(slot, worker, crashed(slot, new Error("the parser stopped"))));
    slot.worker = worker;
    return worker;
  }

  private start(slot: Slot, pending: Pending): void {
    const worker = slot.worker ?? this.spawn(slot);
    worker.ref();
    const id = this.nextId++;
    slot.current = {
      ...pending,
      id,
      timer: this.timeLimit(slot, worker, this.timeoutMs),
      startedAt: Date.now(),
      limitMs: this.timeoutMs,
    };
    // A copy the worker owns: the caller's Buffer may be a view into a larger, shared allocation.
    const bytes = new Uint8Array(pending.job.bytes);
    const message: WorkerJob = {
      id,
      fileName: pending.job.fileName,
      kind: pending.job.kind,
      mime: pending.job.mime,
      bytes,
    };
    worker.postMessage(message, [bytes.buffer]);
  }

  /**
   * Stops the file's worker when the file's limit runs out. A scanned page's OCR extends the limit: a fixed limit
   * stopped a 30-page scan on a busy machine that a quiet one finished, and the answer must not depend on load.
   */
  private timeLimit(slot: Slot, worker: Worker, ms: number): NodeJS.Timeout {
    return setTimeout(() => {
      const current = slot.current;
      const seconds = Math.round((current?.limitMs ?? ms) / 1000);
      void this.fail(
        slot,
        worker,
        new FileRejectedError(
          "timeout",
          `${current?.job.fileName ?? "A file"} took longer than ${seconds} s to read and was stopped.`,
        ),
      );
    }, ms);
  }

  private finish(slot: Slot, reply: WorkerReply): void {
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    if ("progress" in reply) {
      if (reply.progress.stage === "ocr" && slot.worker) {
        clearTimeout(current.timer);
        current.limitMs += this.ocrPageMs;
        current.timer = this.timeLimit(slot, slot.worker, current.startedAt + current.limitMs - Date.now());
      }
      current.options.onProgress?.(reply.progress);
      return;
    }
    clearTimeout(current.timer);
    slot.current = null;
    // An idle worker must not keep the process alive (tests, scripts, graceful shutdown).
    slot.worker?.unref();
    if (reply.ok) current.resolve(reply);
    else
      current.reject(
        new FileRejectedError(
          isFileFailureReason(reply.reason) ? reply.reason : "corrupt",
          reply.message,
          reply.detail,
        ),
      );
    this.dispatch();
  }

  private async fail(slot: Slot, worker: Worker, error: Error): Promise<void> {
    if (slot.worker !== worker) return;
    await this.discard(slot, error);
    this.dispatch();
  }

  private async discard(slot: Slot, error: Error): Promise<void> {
    const { worker, current } = slot;
    slot.worker = null;
    slot.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.reject(error);
    }
    if (worker) await worker.terminate();
  }
}

const ownerOf = (job: PoolJob): string => job.owner ?? "";

function crashed(slot: Slot, error: Error): FileRejectedError {
  const name = slot.current?.job.fileName ?? "A file";
  const outOfMemory = /ERR_WORKER_OUT_OF_MEMORY|heap/i.test(
    `${(error as NodeJS.ErrnoException).code ?? ""} ${error.message}`,
  );
  return new FileRejectedError(
    "crashed",
    outOfMemory ? `${name} needed more memory than a document may use and was stopped.` : couldNotRead(name),
    error.message,
  );
}
