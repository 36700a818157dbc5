import type { ExtractionJob } from "@plexwise/core";
import { filesText } from "./document-rules";

/** What the upload screen says while an extraction job runs: which file, which page, and whether OCR is reading it. */
export function extractionProgressText(job: Pick<ExtractionJob, "status" | "progress">, fileCount: number): string {
  const { progress } = job;
  if (job.status === "queued" || !progress) return `Waiting to read ${filesText(fileCount)}...`;
  if (progress.stage === "merging") return `Putting together what ${filesText(progress.files)} say...`;
  const file =
    progress.files > 1 ? `File ${progress.file} of ${progress.files} (${progress.fileName})` : progress.fileName;
  if (progress.page === null || progress.pages === null) return `Reading ${file}...`;
  const page = `page ${progress.page} of ${progress.pages}`;
  return progress.stage === "ocr" ? `${file}: reading scanned ${page} with OCR...` : `${file}: reading ${page}...`;
}

/**
 * How far along the job is, 0 to 1: whole files done plus the share of the current file's pages. With the files'
 * sizes (in the order sent, which is the order read), each file weighs its size, so a small CSV done before a large
 * scanned PDF does not read as half the work.
 */
export function extractionProgressShare(
  job: Pick<ExtractionJob, "status" | "progress">,
  fileBytes: readonly number[] = [],
): number {
  const { progress } = job;
  if (!progress) return 0;
  if (progress.stage === "merging") return 1;
  const withinFile = progress.page && progress.pages ? (progress.page - 1) / progress.pages : 0;
  const weights =
    fileBytes.length === progress.files && fileBytes.every((b) => b > 0)
      ? fileBytes
      : Array.from({ length: progress.files }, () => 1);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const done = weights.slice(0, progress.file - 1).reduce((sum, w) => sum + w, 0);
  return Math.min(1, (done + withinFile * (weights[progress.file - 1] ?? 0)) / total);
}
