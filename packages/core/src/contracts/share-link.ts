import { z } from "zod";
import { recordIdSchema } from "./ids";
import { myRatingsSchema } from "./property-parts";
import { propertyResponseSchema } from "./property-response";

/** A share link's token: 32 random bytes in base64url (256 bits), 43 characters. */
export const SHARE_TOKEN_LENGTH = 43;

/**
 * POST /api/properties/:id/share-links. The owner's notes and personal ratings stay private unless included;
 * `expiresAt` (ISO date-time, in the future) ends the link by itself; without it the link lasts until revoked.
 */
export const createShareLinkSchema = z.strictObject({
  includeNotes: z.boolean({ error: "includeNotes must be true or false." }).optional(),
  includeRatings: z.boolean({ error: "includeRatings must be true or false." }).optional(),
  expiresAt: z.iso
    .datetime({ offset: true, error: "expiresAt must be an ISO date-time (2026-12-31T23:59:00Z)." })
    .nullable()
    .optional(),
});
export type CreateShareLinkInput = z.infer<typeof createShareLinkSchema>;

export const shareLinkParamsSchema = z.object({ id: recordIdSchema, linkId: recordIdSchema });

/** A link as its owner lists it: never its token, which only the answer to its creation holds. */
export const shareLinkSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  includeNotes: z.boolean(),
  includeRatings: z.boolean(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Neither revoked nor expired: the link opens the property now. */
  active: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer to the creation: the link with its token and the address to hand out, shown once. */
export const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string(), url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** A photo of the shared property, served under the link (GET /api/shared/:token/media/:imageId/:variant). */
export const sharedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SharedImage = z.infer<typeof sharedImageSchema>;

/**
 * The property as its owner's GET /api/properties/:id answers it (the same DTO, so the same deal model's figures),
 * without what is the owner's alone: the full extract, the trace id, the favourite, the owner-only hero URL, and the
 * notes and personal ratings unless the link includes them. `rating` counts the personal ratings only when included.
 */
export const sharedPropertySchema = propertyResponseSchema
  .omit({ notes: true, myRatings: true, fullExtract: true, traceId: true, favorite: true, heroUrl: true })
  .extend({ notes: z.string().optional(), myRatings: myRatingsSchema.optional() });
export type SharedProperty = z.infer<typeof sharedPropertySchema>;

/** One of the plausibility guard's findings on the shared property (core analysis/plausibility.ts). */
export const sharedFindingSchema = z.object({
  code: z.string(),
  severity: z.enum(["high", "medium"]),
  message: z.string(),
  total: z.string().optional(),
});

/**
 * GET /api/shared/:token. `reportUrl`: the read-only PDF report under the link. `figuresToCheck`: the guard's
 * findings on the property, the same the owner's Financials and the report show (absent from older servers).
 */
export const sharedViewSchema = z.object({
  property: sharedPropertySchema,
  figuresToCheck: z.array(sharedFindingSchema).optional(),
  images: z.array(sharedImageSchema),
  includes: z.object({ notes: z.boolean(), ratings: z.boolean() }),
  expiresAt: z.string().nullable(),
  reportUrl: z.string().nullable(),
});
export type SharedView = z.infer<typeof sharedViewSchema>;
