import type { CompareReport, PropertyReport } from "@plexwise/core/report";
import { parentPort } from "node:worker_threads";
import { move } from "piscina";
import { renderCompareReport } from "./render-compare-report";
import { renderPropertyReport } from "./render-property-report";

/**
 * What the report pool sends a thread: the report's text, built in the main thread, and the hero photo's bytes.
 * `id`: told back as `{ reportStarted: id }` when the thread starts on it, which starts its time limit.
 */
export type RenderJob = { id: number } & (
  { kind: "property"; report: PropertyReport; hero: Uint8Array | null } | { kind: "compare"; report: CompareReport }
);
export type RenderStarted = { reportStarted: number };

/**
 * One rendering thread of the report pool (render-pool.ts): lays the report out with pdfkit, which takes seconds
 * of CPU and hundreds of megabytes for a property at the schema's maximum, off the server's main thread.
 */
export default async function renderReport(job: RenderJob): Promise<Uint8Array> {
  parentPort?.postMessage({ reportStarted: job.id } satisfies RenderStarted);
  const pdf =
    job.kind === "property"
      ? await renderPropertyReport(
          job.report,
          job.hero && Buffer.from(job.hero.buffer, job.hero.byteOffset, job.hero.byteLength),
        )
      : await renderCompareReport(job.report);
  // A PDF that owns its memory is handed over without a copy; a view into a shared allocation must be copied.
  return pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? (move(pdf) as Uint8Array) : pdf;
}
