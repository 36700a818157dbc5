import type { ExtractRequest } from "@plexwise/core";
import { rateLimited } from "../errors/app-error";
import type { LlmClient } from "../llm/types";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { chargeExtractionBytes, chargeExtractionPages } from "./daily-budget";
import { decodeDataUrl, decodedSize } from "./data-url";
import {
  checkRequestLimits,
  extractFiles,
  toExtractionResponse,
  type ExtractionOptions,
  type FileReport,
  type UploadedFile,
} from "./extract-files";
import type { ExtractionPool } from "./worker-pool";

/** `llm`: the configured language model (the "rules+llm" strategy), or null/absent for the rules alone. */
export type ExtractionDeps = {
  limiter: RateLimiter;
  pool: ExtractionPool;
  maxFileBytes: number;
  llm?: LlmClient | null;
  log?: ExtractionOptions["log"];
};

type Attachment = ExtractRequest["attachments"][number];
export type Decoded = { ok: true; file: UploadedFile } | { ok: false; report: FileReport };

const failed = (fileName: string, error: string): Decoded => ({
  ok: false,
  report: { fileName, ok: false, error, pages: 0, skippedPages: [] },
});

/** A data URL as bytes; a file that is not a data URL or is over the limit fails alone, as the SPEC's upload rules say. */
function decode(attachment: Attachment, maxFileBytes: number): Decoded {
  const { fileName, mimeType, dataUrl } = attachment;
  if (decodedSize(dataUrl) > maxFileBytes) return failed(fileName, `${fileName} exceeds 10MB limit`);
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) return failed(fileName, `${fileName} was not sent as a data URL; choose it again.`);
  if (bytes.length > maxFileBytes) return failed(fileName, `${fileName} exceeds 10MB limit`);
  return { ok: true, file: { fileName, mimeType, bytes } };
}

/**
 * The checks every extraction passes before any work: the request as a whole (413: too many files or bytes,
 * before anything is decoded), each file (a bad one fails alone), then the user's hourly extraction quota and
 * daily budget of megabytes and pages (429).
 */
export async function admitAttachments(
  deps: Pick<ExtractionDeps, "limiter" | "maxFileBytes">,
  userId: string,
  attachments: Attachment[],
): Promise<Decoded[]> {
  checkRequestLimits(attachments.map((a) => ({ bytes: { length: decodedSize(a.dataUrl) } })));
  const decoded = attachments.map((a) => decode(a, deps.maxFileBytes));
  const state = await deps.limiter.consume(limits.extractionsPerUser(userId));
  if (state.limited) throw rateLimited(state.retryAfterSeconds, "Too many extractions. Please wait and try again.");
  const bytes = decoded.reduce((sum, d) => sum + (d.ok ? d.file.bytes.length : 0), 0);
  await chargeExtractionBytes(deps.limiter, userId, bytes);
  return decoded;
}

export const pagesRead = (files: FileReport[]): number => files.reduce((sum, f) => sum + (f.ok ? f.pages : 0), 0);

/**
 * The reports in the order the files were sent: `sent` holds the report of each file refused before reading,
 * and the name of each file that was read (whose report comes from `read`, in order).
 */
export function withRefusedFiles(sent: (FileReport | string)[], read: FileReport[]): FileReport[] {
  const reports = [...read];
  return sent.map((s) =>
    typeof s === "string" ? (reports.shift() ?? { fileName: s, ok: false, pages: 0, skippedPages: [] }) : s,
  );
}

/**
 * POST /api/properties/extract-from-document: the files in, the merged property and a report per file out.
 * `signal`: aborted when the client goes away, which stops the files being read (ExtractionCancelledError).
 */
export async function extractDocuments(
  deps: ExtractionDeps,
  userId: string,
  attachments: Attachment[],
  signal?: AbortSignal,
) {
  const decoded = await admitAttachments(deps, userId, attachments);
  const readable = decoded.flatMap((d) => (d.ok ? [d.file] : []));
  const result = await extractFiles(readable, {
    pool: deps.pool,
    llm: deps.llm,
    userId,
    signal,
    ...(deps.log ? { log: deps.log } : {}),
  });
  await chargeExtractionPages(deps.limiter, userId, pagesRead(result.files));
  const response = toExtractionResponse(result);
  const files = withRefusedFiles(
    decoded.map((d) => (d.ok ? d.file.fileName : d.report)),
    response.files,
  );
  return { ...response, files };
}
