import { extractStorageKey } from "./initial-review-form";
import { parseStoredExtraction } from "./extraction-to-review-form";
import { asRecord, readList, readText } from "./read-loose-fields";

export type ExtractionNotices = { warnings: string[]; failedFiles: { fileName: string; error: string }[] };

/** What the extraction wants the user to check: its warnings, and the files it could not read and why. */
export function extractionNotices(search: string, readStored: (key: string) => string | null): ExtractionNotices {
  const extractId = new URLSearchParams(search).get("extractId");
  const data = extractId ? asRecord(parseStoredExtraction(readStored(extractStorageKey(extractId)))) : null;
  if (!data) return { warnings: [], failedFiles: [] };
  const warnings = readList(data.warnings).filter((w): w is string => typeof w === "string" && w.trim() !== "");
  const failedFiles = readList(data.files).flatMap((raw) => {
    const file = asRecord(raw);
    if (!file || file.ok !== false) return [];
    return [{ fileName: readText(file.fileName), error: readText(file.error) || "It could not be read." }];
  });
  return { warnings, failedFiles };
}
