import { z } from "zod";
import { extractionResponseSchema } from "./extraction";
import { recordIdSchema } from "./ids";

/**
 * Extraction as a job (POST /api/extraction-jobs): the same files as the SPEC's extract-from-document call,
 * answered at once with a job the upload screen polls for progress, and can cancel. Jobs live in the
 * database, so any app instance answers for a job that any worker process runs.
 */
export const EXTRACTION_JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type ExtractionJobStatus = (typeof EXTRACTION_JOB_STATUSES)[number];

/** Where a running job is: file i of N, page p of P, and whether that page is being read with OCR. */
export const extractionProgressSchema = z.object({
  /** 1-based position of the file being read. */
  file: z.number().int().min(1),
  files: z.number().int().min(1),
  fileName: z.string(),
  /** Null until the file's first page is read, and for formats without pages. */
  page: z.number().int().min(1).nullable(),
  pages: z.number().int().min(1).nullable(),
  stage: z.enum(["reading", "ocr", "merging"]),
});
export type ExtractionProgress = z.infer<typeof extractionProgressSchema>;

export const extractionJobSchema = z.object({
  id: z.string(),
  status: z.enum(EXTRACTION_JOB_STATUSES),
  progress: extractionProgressSchema.nullable(),
  /** The extraction's answer once done (its traceId is the job's id). */
  result: extractionResponseSchema.nullable(),
  /** Why a job failed, as the synchronous call would have said it. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ExtractionJob = z.infer<typeof extractionJobSchema>;

export const extractionJobParamsSchema = z.strictObject({ id: recordIdSchema });
