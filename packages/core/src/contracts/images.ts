import { z } from "zod";
import { MAX_IMAGES_PER_PROPERTY } from "../limits";
import { recordIdSchema } from "./ids";

/** POST /api/properties/:id/images: the upload URL the server issued, after the browser PUT the file there. */
export const attachImageSchema = z.strictObject({
  imageURL: z
    .string({ error: "imageURL must be text." })
    .min(1, "imageURL is required.")
    .max(4_000, "imageURL is too long."),
});

/** PUT /api/properties/:id/images/reorder: every image of the property, once each, in the new order. */
export const reorderImagesSchema = z.strictObject({
  imageIds: z.array(z.string().max(100)).max(MAX_IMAGES_PER_PROPERTY, `At most ${MAX_IMAGES_PER_PROPERTY} images.`),
});

export const imageParamsSchema = z.object({ id: recordIdSchema, imageId: recordIdSchema });

/** SPEC's Image entity (id, objectPath) with the URLs the screens show: the display size and the thumbnail. */
export const propertyImageSchema = z.object({
  id: z.string(),
  objectPath: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;

/** POST /api/objects/upload: where to PUT the file, valid for a few minutes and only for the signed-in user. */
export const uploadTargetSchema = z.object({ uploadURL: z.string(), expiresAt: z.string() });
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
