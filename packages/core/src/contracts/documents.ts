import { z } from "zod";
import { recordIdSchema } from "./ids";

/**
 * Issue 32: the documents kept with a property (the files read on New Property, and any added later from the
 * Snapshot). The kind is what the extraction took the file for; the owner may change it.
 */
export const DOCUMENT_KINDS = ["offering_memorandum", "rent_roll", "t12", "other"] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS, {
  error: "kind must be offering_memorandum, rent_roll, t12 or other.",
});
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const propertyDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: documentKindSchema,
  /** The file's type as its bytes showed it (application/pdf, text/csv, ...). */
  mimeType: z.string(),
  /** Null for formats without pages, or when they could not be counted. */
  pages: z.number().int().nullable(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Where the owner downloads it (an attachment, never shown inline). */
  url: z.string(),
});
export type PropertyDocument = z.infer<typeof propertyDocumentSchema>;

/** POST /api/properties/:id/documents: one file, read as a data URL like the extraction's attachments. */
export const addDocumentSchema = z.strictObject({
  fileName: z
    .string({ error: "fileName must be text." })
    .trim()
    .min(1, "The file needs a name.")
    .max(255, "A file name must be at most 255 characters."),
  mimeType: z.string({ error: "mimeType must be text." }).max(255),
  dataUrl: z.string({ error: "dataUrl must be text." }),
  kind: documentKindSchema.optional(),
});
export type AddDocumentInput = z.infer<typeof addDocumentSchema>;

/** PATCH /api/properties/:id/documents/:documentId: the kind is the one thing the owner changes. */
export const updateDocumentSchema = z.strictObject({ kind: documentKindSchema });

export const documentParamsSchema = z.object({ id: recordIdSchema, documentId: recordIdSchema });
