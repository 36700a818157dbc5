/** What the extraction call answers about each file (the rest of the answer is the merged property). */
export type ExtractionFile = { fileName: string; ok: boolean; error?: string };
export type ExtractionAnswer = Record<string, unknown> & { traceId?: string; files?: ExtractionFile[] };

/** SPEC section 8: complete, partial or failed, with the counts of the files sent. */
export function extractionToast(
  answer: ExtractionAnswer,
  sent: number,
): { title: string; description: string; variant?: "destructive" } {
  const ok = answer.files ? answer.files.filter((f) => f.ok).length : sent;
  if (ok === 0)
    return {
      title: "Extraction failed",
      description: "Could not extract data from files. Please enter details manually.",
      variant: "destructive",
    };
  if (ok < sent)
    return {
      title: "Partial extraction",
      description: `Extracted from ${ok} of ${sent} file(s). Review and fill in any missing details.`,
    };
  return { title: "Extraction complete", description: `Successfully processed ${sent} file(s)` };
}

/** SPEC section 8: the server's error (default 'Upload failed'), then ' — ' and the detail when there is one. */
export function extractionErrorText(body: unknown): string {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const error =
    typeof record.message === "string" && record.message
      ? record.message
      : typeof record.error === "string" && record.error
        ? record.error
        : "Upload failed";
  return typeof record.detail === "string" && record.detail ? `${error} — ${record.detail}` : error;
}
