import type { ExtractionResponse } from "@plexwise/core";
import type { ExtractionJobFile } from "../db/schema";
import { AppError } from "../errors/app-error";
import { findJob } from "../extraction/jobs/repository";
import type { ObjectStorage } from "../images/storage/object-storage";
import { kindOfRole } from "./document-files";
import { storeDocument, type DocumentDeps } from "./service";

/**
 * The files of a finished extraction wait under `kept-documents/<owner>/<job>/<index>` for the property the
 * review creates from it (Create Property sends the job's id as its traceId), then become its documents.
 * Files never claimed are swept a day later; until then they are not counted in the owner's quota.
 */
export const KEPT_DOCUMENTS_TTL_MS = 24 * 60 * 60_000;
const PREFIX = "kept-documents/";
const keptKey = (ownerId: string, jobId: string, index: number) => `${PREFIX}${ownerId}/${jobId}/${index}`;

/** Called by the job's runner when it is done, before it deletes the job's own copies. */
export async function keepJobFiles(storage: ObjectStorage, ownerId: string, jobId: string, files: ExtractionJobFile[]) {
  for (const [index, file] of files.entries()) {
    if (!file.key) continue;
    const bytes = await storage.get(file.key);
    if (bytes) await storage.put(keptKey(ownerId, jobId, index), bytes, file.mimeType || "application/octet-stream");
  }
}

/**
 * Create Property's hook: the extraction `jobId` of this owner becomes the new property's documents, each with
 * the kind and page count the extraction found. A file the storage quota has no room for is left out (logged);
 * the property is created all the same. Unknown or another owner's job: nothing happens.
 */
export async function attachKeptFiles(
  deps: DocumentDeps & { log: { warn: (details: object, message: string) => void } },
  ownerId: string,
  propertyId: string,
  jobId: string,
): Promise<number> {
  const job = await findJob(deps.db, ownerId, jobId);
  if (!job || job.status !== "done") return 0;
  const reports = (job.result as ExtractionResponse | null)?.files ?? [];
  let attached = 0;
  for (const [index, file] of job.files.entries()) {
    const key = keptKey(ownerId, jobId, index);
    const bytes = file.key ? await deps.storage.get(key) : null;
    if (!bytes) continue;
    const report = reports[index];
    try {
      await storeDocument(deps, ownerId, propertyId, {
        fileName: file.fileName,
        mimeType: file.mimeType,
        bytes,
        kind: kindOfRole(report?.role),
        pages: report?.ok && report.pages > 0 ? report.pages : null,
      });
      attached += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      deps.log.warn({ fileName: file.fileName, reason: error.message, propertyId }, "a document was not kept");
    } finally {
      await deps.storage.delete([key]);
    }
  }
  return attached;
}

/** Kept files older than a day: their extraction never became a property. */
export async function sweepKeptFiles(deps: { storage: ObjectStorage; now: () => Date }): Promise<number> {
  const cutoff = deps.now().getTime() - KEPT_DOCUMENTS_TTL_MS;
  const stale = (await deps.storage.list(PREFIX)).filter((o) => o.modifiedAt.getTime() < cutoff);
  for (let i = 0; i < stale.length; i += 1000) await deps.storage.delete(stale.slice(i, i + 1000).map((o) => o.key));
  return stale.length;
}
