import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_REQUEST } from "@plexwise/core/limits";
import { extensionOf } from "@/lib/file-extension";

export type Rejection = { fileName: string; reason: "too_large" | "bad_type" | "too_many" };

/** Two picks of the same file (same name, size and modified time) count once (SPEC section 4). */
export const fileKey = (file: Pick<File, "name" | "size" | "lastModified">) =>
  `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

export const isAllowedDocument = (name: string) =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/**
 * Adds newly picked files to the selection: duplicates are dropped silently, files over 10 MB or of a type
 * that is not allowed are rejected one by one, and the rest join (up to the per-upload maximum).
 */
export function addFiles<F extends Pick<File, "name" | "size" | "lastModified">>(selected: F[], picked: F[]) {
  const keys = new Set(selected.map(fileKey));
  const added: F[] = [];
  const rejected: Rejection[] = [];
  for (const file of picked) {
    if (keys.has(fileKey(file))) continue;
    if (!isAllowedDocument(file.name)) rejected.push({ fileName: file.name, reason: "bad_type" });
    else if (file.size > MAX_DOCUMENT_BYTES) rejected.push({ fileName: file.name, reason: "too_large" });
    else if (selected.length + added.length >= MAX_DOCUMENTS_PER_REQUEST)
      rejected.push({ fileName: file.name, reason: "too_many" });
    else {
      keys.add(fileKey(file));
      added.push(file);
    }
  }
  return { files: [...selected, ...added], added: added.length, rejected };
}

/** The toast for a rejected file, in the SPEC's words. */
export function rejectionToast({ fileName, reason }: Rejection): { title: string; description: string } {
  if (reason === "too_large") return { title: "File too large", description: `${fileName} exceeds 10MB limit` };
  if (reason === "bad_type")
    return { title: "Invalid file type", description: `${fileName} is not a supported file type` };
  return {
    title: "Too many files",
    description: `At most ${MAX_DOCUMENTS_PER_REQUEST} documents per upload: ${fileName} was not added.`,
  };
}

export const filesText = (n: number) => `${n} file(s)`;
