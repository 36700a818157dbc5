import { AppError } from "../errors/app-error";
import type { LlmClient } from "../llm/types";
import { detectType } from "./detect-type";
import { fullText, type ReadDocument } from "./document";
import { withoutControlCharacters, type ExtractionProgress } from "@plexwise/core";
import { ExtractionCancelledError, toFileRejection } from "./errors";
import { assistWithLlm } from "./llm/assist-with-llm";
import { MAX_FILES_PER_REQUEST, MAX_REQUEST_BYTES } from "./limits";
import { mergeDocuments } from "./merge";
import { screenDocument } from "./screen-document";
import type { DocumentExtraction } from "./rules/types";
import { toExtractedProperty, type ExtractedProperty } from "./to-response";
import type { ExtractionPool } from "./worker-pool";

/**
 * The public entry of document extraction: files in, one property out. Each file is identified by its
 * bytes and read in a worker thread; a file that fails is reported with the reason and the others still
 * count. With a language model configured ("rules+llm"), the model is then asked only for what the rules
 * left empty, and its rows count only when they add up to the document's printed totals (llm/).
 */
export type UploadedFile = { fileName: string; mimeType: string; bytes: Buffer };

export type ExtractionStrategy = "rules" | "rules+llm";

export type ExtractionOptions = {
  pool: ExtractionPool;
  /** Null or absent: the rules alone, as without a provider. */
  llm?: LlmClient | null;
  /** Whose files these are: the pool's fair share, and the budget the model's calls are counted against; required with `llm`. */
  userId?: string;
  /** Hears where the extraction is: file i of N, page p of P, OCR or not, then the merge. */
  onProgress?: (progress: ExtractionProgress) => void;
  /** Aborting it stops the files being read; the extraction then throws ExtractionCancelledError. */
  signal?: AbortSignal;
  /** Hears why a file could not be read, in the parser's words (the request's logger: they carry its id). */
  log?: { warn: (details: object, message: string) => void };
};

export type FileReport = {
  fileName: string;
  ok: boolean;
  error?: string;
  pages: number;
  skippedPages: number[];
  /** What the rules took the file for (its role), kept with the document when the property is created. */
  role?: string;
};

export type ExtractionResult = {
  property: ExtractedProperty;
  files: FileReport[];
  warnings: string[];
  /** "rules+llm" whenever a language model is configured, whether or not anything was missing or it answered. */
  extraction_strategy: ExtractionStrategy;
  /** Every file's text with `--- Page N ---` markers (the review screen's Full Extract). */
  fullExtract: string;
};

/** Request limits (413 beyond them): at most 20 files and 60 MB in one extraction. */
export function checkRequestLimits(files: readonly { bytes: { length: number } }[]): void {
  if (files.length > MAX_FILES_PER_REQUEST) {
    throw new AppError(
      "payload_too_large",
      `Too many files: ${files.length} were sent, at most ${MAX_FILES_PER_REQUEST} are read at once.`,
    );
  }
  const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
  if (total > MAX_REQUEST_BYTES) {
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    throw new AppError(
      "payload_too_large",
      `The files add up to ${mb(total)} MB; at most ${mb(MAX_REQUEST_BYTES)} MB can be extracted at once.`,
    );
  }
}

type FileOutcome = { report: FileReport; document?: ReadDocument; extraction?: DocumentExtraction };

type FilePosition = { file: number; files: number };

async function extractOne(
  file: UploadedFile,
  position: FilePosition,
  options: ExtractionOptions,
): Promise<FileOutcome> {
  const { pool, onProgress, signal, userId } = options;
  const at = { ...position, fileName: file.fileName };
  try {
    const type = await detectType(file.fileName, file.mimeType, file.bytes);
    await screenDocument(file.fileName, type.kind, file.bytes);
    const { document, extraction } = await pool.run(
      { fileName: file.fileName, kind: type.kind, mime: type.mime, bytes: file.bytes, owner: userId },
      {
        onProgress: (read) => onProgress?.({ ...at, page: read.page, pages: read.pages, stage: read.stage }),
        signal,
      },
    );
    return {
      report: {
        fileName: file.fileName,
        ok: true,
        pages: document.pages.length,
        skippedPages: document.skippedPages,
        role: extraction.role,
      },
      document,
      extraction,
    };
  } catch (error) {
    if (error instanceof ExtractionCancelledError) throw error;
    const rejection = toFileRejection(file.fileName, error);
    if (rejection.detail)
      options.log?.warn(
        { fileName: file.fileName, reason: rejection.reason, detail: rejection.detail },
        "a file could not be read",
      );
    return { report: { fileName: file.fileName, ok: false, error: rejection.message, pages: 0, skippedPages: [] } };
  }
}

export async function extractFiles(files: UploadedFile[], options: ExtractionOptions): Promise<ExtractionResult> {
  checkRequestLimits(files);
  const { llm, userId, onProgress, signal } = options;
  if (llm && !userId) throw new Error("An extraction with a language model needs the user it runs for.");
  const outcomes = await Promise.all(
    files.map((file, index) => extractOne(file, { file: index + 1, files: files.length }, options)),
  );
  if (signal?.aborted) throw new ExtractionCancelledError();
  const last = files.at(-1);
  if (last)
    onProgress?.({
      file: files.length,
      files: files.length,
      fileName: last.fileName,
      page: null,
      pages: null,
      stage: "merging",
    });
  const read = outcomes.flatMap((o) =>
    o.document && o.extraction ? [{ document: o.document, extraction: o.extraction }] : [],
  );
  const extractions = llm && userId ? await assistWithLlm(read, { llm, userId }) : read.map((r) => r.extraction);
  const property = toExtractedProperty(mergeDocuments(extractions));
  const fullExtract = outcomes
    .flatMap((o) => (o.document ? [`=== ${o.document.fileName} ===\n${fullText(o.document)}`] : []))
    .join("\n\n");
  return {
    property,
    // Files that failed are reported once, in `files` (the review lists them apart from the warnings).
    files: outcomes.map((o) => o.report),
    warnings: property.warnings,
    extraction_strategy: llm ? "rules+llm" : "rules",
    fullExtract,
  };
}

/**
 * The SPEC's extraction response: the property's fields at the top level, with fullExtract and the strategy.
 * A document's control characters (a PDF's form feeds, a NUL in a sheet) become spaces, so the review can send
 * back what it read: the API refuses them in every body.
 */
export function toExtractionResponse(result: ExtractionResult): ExtractedProperty & Omit<ExtractionResult, "property"> {
  const response = {
    ...result.property,
    files: result.files,
    warnings: result.warnings,
    extraction_strategy: result.extraction_strategy,
    fullExtract: result.fullExtract,
  };
  return JSON.parse(
    JSON.stringify(response, (_key, value: unknown) =>
      typeof value === "string" ? withoutControlCharacters(value) : value,
    ),
  ) as typeof response;
}
