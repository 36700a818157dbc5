import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from "@plexwise/core/limits";

export const ACCEPTED_DOCUMENTS = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** 1.2 MB, 340 KB, 900 B: a file's size as the list shows it. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export const formatDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

/** SPEC section 8's words for a file refused before it is sent, or null when it may be sent. */
export function fileProblem(file: File): { title: string; description: string } | null {
  if (file.size > MAX_DOCUMENT_BYTES)
    return { title: "File too large", description: `${file.name} exceeds 10MB limit` };
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(ext))
    return { title: "Invalid file type", description: `${file.name} is not a supported file type` };
  return null;
}
