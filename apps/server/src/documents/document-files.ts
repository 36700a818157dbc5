import type { DocumentKind } from "@plexwise/core";
import { indexPdfObjects } from "../extraction/pdf-objects";

/**
 * Where a kept document lives: under the owner's `images/<owner>/` prefix, which the storage quota counts
 * (images/storage-quota.ts), in a `documents/` folder of its own that no photo key can reach (photos are
 * `images/<owner>/<uuid>/...`).
 */
export const documentKey = (ownerId: string, documentId: string) => `images/${ownerId}/documents/${documentId}`;

/** What the extraction's rules took a file for (extraction/rules/types.ts DOCUMENT_ROLES), as a document's kind. */
export function kindOfRole(role: string | undefined): DocumentKind {
  if (role === "offering_memorandum" || role === "rent_roll" || role === "t12") return role;
  return "other";
}

const PAGE = /^\s*<<[\s\S]*?\/Type\s*\/Page(?![A-Za-z])/;

/**
 * A PDF's page count: its page objects (`/Type /Page`), found in its text and its object streams without pdf.js
 * (extraction/pdf-objects.ts); null when none are seen, and for formats without pages.
 */
export async function countPdfPages(mimeType: string, bytes: Buffer): Promise<number | null> {
  if (mimeType !== "application/pdf") return null;
  try {
    const { bodies } = await indexPdfObjects(bytes);
    let pages = 0;
    for (const versions of bodies.values()) if (PAGE.test(versions.at(-1) ?? "")) pages += 1;
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Disposition of a download: always an attachment, with an ASCII fallback name and the real one
 * in RFC 5987 form, so no name can break out of the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, "_").slice(0, 150) || "document";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
