/**
 * Why one file could not be read. The message names the file and says what to do, because it is shown
 * to the person who uploaded it; the other files of the request still count.
 */
export const FILE_FAILURE_REASONS = [
  "too_large",
  "unsupported_type",
  "type_mismatch",
  "empty",
  "corrupt",
  "encrypted",
  "archive_limits",
  "image_too_large",
  "too_complex",
  "timeout",
  "crashed",
] as const;
export type FileFailureReason = (typeof FILE_FAILURE_REASONS)[number];

export class FileRejectedError extends Error {
  readonly reason: FileFailureReason;
  /** What the parser said, for the log only: "[xmldom error] entity not found" means nothing to the uploader. */
  readonly detail: string | undefined;

  constructor(reason: FileFailureReason, message: string, detail?: string) {
    super(message);
    this.name = "FileRejectedError";
    this.reason = reason;
    this.detail = detail;
  }
}

export const isFileFailureReason = (value: unknown): value is FileFailureReason =>
  typeof value === "string" && (FILE_FAILURE_REASONS as readonly string[]).includes(value);

/** Any error thrown while reading a file, as a rejection (parsers throw plain errors on bad input). */
export function toFileRejection(fileName: string, error: unknown): FileRejectedError {
  if (error instanceof FileRejectedError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (/password|encrypt/i.test(detail)) {
    return new FileRejectedError(
      "encrypted",
      `${fileName} is password-protected or encrypted; upload an unprotected copy.`,
    );
  }
  return new FileRejectedError("corrupt", couldNotRead(fileName), shorten(detail));
}

/** The uploader's message when a parser fails: what to do, never the parser's words (they are logged instead). */
export const couldNotRead = (fileName: string) =>
  `${fileName} could not be read; it may be damaged or saved in a form we cannot read. ` +
  "Open it and save or export it again (PDF, XLSX or CSV), or enter the details by hand.";

const shorten = (text: string): string => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

/** The person cancelled the extraction: not a failure of any file, and never reported as one. */
export class ExtractionCancelledError extends Error {
  constructor() {
    super("The extraction was cancelled.");
    this.name = "ExtractionCancelledError";
  }
}
