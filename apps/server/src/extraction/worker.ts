import { parentPort } from "node:worker_threads";
import type { ReadProgress } from "./document";
import { toFileRejection } from "./errors";
import { readDocument } from "./read-document";
import { createOcrEngine } from "./readers/ocr";
import { extractDocument } from "./rules/extract-document";
import type { WorkerJob, WorkerReply } from "./worker-protocol";

/**
 * One parsing thread of the extraction pool: reads a file and applies the rules, off the server's main
 * thread. The OCR engine's threads (one per core, readers/ocr.ts) are started on the first scanned page of a
 * file and stopped when the file is done: Tesseract's WebAssembly memory only grows (up to 300 MB a thread),
 * and resident engines would keep the server above its memory budget for the sake of saving about half a
 * second per scanned file.
 */
const ocr = createOcrEngine();

parentPort?.on("message", (job: WorkerJob) => {
  void handle(job).then((reply) => parentPort?.postMessage(reply));
});

function report(id: number, progress: ReadProgress): void {
  const message: WorkerReply = { id, progress };
  parentPort?.postMessage(message);
}

async function handle(job: WorkerJob): Promise<WorkerReply> {
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    // A photo of a page is one page, read with OCR.
    if (job.kind === "image") report(job.id, { page: 1, pages: 1, stage: "ocr" });
    const document = await readDocument(job.fileName, job.kind, job.mime, bytes, ocr, (progress) =>
      report(job.id, progress),
    );
    return { id: job.id, ok: true, document, extraction: extractDocument(document) };
  } catch (error) {
    const rejection = toFileRejection(job.fileName, error);
    return { id: job.id, ok: false, reason: rejection.reason, message: rejection.message, detail: rejection.detail };
  } finally {
    await ocr.close();
  }
}
