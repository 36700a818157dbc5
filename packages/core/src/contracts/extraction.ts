import { z } from "zod";

/** POST /api/properties/extract-from-document (SPEC section 3): the files, each read as a data URL. */
export const extractRequestSchema = z.strictObject({
  attachments: z
    .array(
      z.strictObject({
        fileName: z.string({ error: "fileName must be text." }).trim().min(1, "Every file needs a name.").max(255, "A file name must be at most 255 characters."),
        mimeType: z.string({ error: "mimeType must be text." }).max(255),
        dataUrl: z.string({ error: "dataUrl must be text." }),
      }),
    )
    .min(1, "Please select one or more documents to upload.")
    // The real limit (20, answered with 413) is checked after parsing; this only bounds the work of parsing.
    .max(1_000, "Too many files."),
});
export type ExtractRequest = z.infer<typeof extractRequestSchema>;
