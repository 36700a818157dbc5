import type { CompareAssumptions, CompareResult } from "@plexwise/core";
import { compareReport, propertyReport, type PropertyReportInput } from "@plexwise/core/report";
import { parentPort } from "node:worker_threads";
import { move, transferableSymbol, valueSymbol } from "piscina";
import { preloadPdfKit } from "./pdf-document";
import { renderCompareReport } from "./render-compare-report";
import { renderPropertyReport } from "./render-property-report";

/**
 * What the report pool sends a thread: plain data read from the database (the property as the API shows it, its
 * analyses; or the comparison's result), and the hero photo's bytes. The thread builds the report's text from the
 * deal model (core) and lays it out: both take a large property's seconds off the server's main thread.
 * `id`: told back as `{ reportStarted: id }` when the thread starts on it, which starts its time limit.
 */
export type RenderJob = { id: number } & (
  | { kind: "property"; input: PropertyReportInput; hero: Uint8Array | null }
  | { kind: "compare"; input: CompareReportInput }
);
export type CompareReportInput = { result: CompareResult; assumptions: CompareAssumptions; generatedAt: Date };
export type RenderStarted = { reportStarted: number };

// Part of the thread's start, which no report's time limit counts (a second or more from source under tsx).
preloadPdfKit();

/** A piece that owns its memory can be handed over as it is; a view into a shared allocation is copied first. */
const owned = (piece: Uint8Array): Uint8Array =>
  piece.byteOffset === 0 && piece.byteLength === piece.buffer.byteLength ? piece : new Uint8Array(piece);

/** The PDF's pieces, handed to the main thread without a copy (piscina's Transferable protocol). */
class PdfPieces {
  constructor(readonly pieces: Uint8Array[]) {}
  get [transferableSymbol]() {
    return this.pieces.map((piece) => piece.buffer);
  }
  get [valueSymbol]() {
    return this.pieces;
  }
}

/**
 * One rendering thread of the report pool (render-pool.ts): builds the report (core) and lays it out with pdfkit,
 * which takes seconds of CPU and hundreds of megabytes for a property at the schema's maximum, off the main thread.
 * The PDF comes back in pieces of about a megabyte (pdf-document.ts), written to the client one after another.
 */
export default async function renderReport(job: RenderJob): Promise<Uint8Array[]> {
  parentPort?.postMessage({ reportStarted: job.id } satisfies RenderStarted);
  const pieces =
    job.kind === "property"
      ? await renderPropertyReport(
          propertyReport(job.input),
          job.hero && Buffer.from(job.hero.buffer, job.hero.byteOffset, job.hero.byteLength),
        )
      : await renderCompareReport(compareReport(job.input.result, job.input.assumptions, job.input.generatedAt));
  return move(new PdfPieces(pieces.map(owned))) as unknown as Uint8Array[];
}
