import {
  noContentSchema,
  attachImageSchema,
  imageParamsSchema,
  MAX_IMAGE_BYTES,
  okResponseSchema,
  recordIdSchema,
  idParamsSchema,
  propertyImageSchema,
  reorderImagesSchema,
  uploadTargetSchema,
} from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import * as images from "./service";
import { putWithinStorageQuota } from "./storage-quota";
import type { LocalStorage } from "./storage/local-storage";

const mediaParams = z.object({ imageId: recordIdSchema, variant: z.enum(["display", "thumb"]) });
const imageList = z.array(propertyImageSchema);
/** Binary answers are sent as they are (Fastify does not serialise a Buffer); the schema documents them. */
const webpBytes = z.any().describe("The picture, image/webp");

export const imageRoutes =
  (deps: images.ImageDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

    app.post("/api/objects/upload", { schema: { response: { 200: uploadTargetSchema } } }, async (request) =>
      images.createUploadTarget(deps, owner(request)),
    );

    app.get(
      "/api/properties/:id/images",
      { schema: { params: idParamsSchema, response: { 200: imageList } } },
      async (request) => images.listImages(deps, owner(request), request.params.id),
    );

    app.post(
      "/api/properties/:id/images",
      { schema: { params: idParamsSchema, body: attachImageSchema, response: { 201: propertyImageSchema } } },
      async (request, reply) =>
        reply.code(201).send(await images.attachImage(deps, owner(request), request.params.id, request.body.imageURL)),
    );

    app.delete(
      "/api/properties/:id/images/:imageId",
      { schema: { params: imageParamsSchema, response: { 204: noContentSchema } } },
      async (request, reply) => {
        await images.deleteImage(deps, owner(request), request.params.id, request.params.imageId);
        return reply.code(204).send(null);
      },
    );

    app.put(
      "/api/properties/:id/images/reorder",
      { schema: { params: idParamsSchema, body: reorderImagesSchema, response: { 200: imageList } } },
      async (request) => {
        await images.reorderImages(deps, owner(request), request.params.id, request.body.imageIds);
        return images.listImages(deps, owner(request), request.params.id);
      },
    );

    app.get(
      "/api/media/:imageId/:variant",
      { schema: { params: mediaParams, response: { 200: webpBytes } } },
      async (request, reply) => {
        const bytes = await images.imageFile(deps, owner(request), request.params.imageId, request.params.variant);
        // Only its owner gets it, so only the owner's browser may cache it; the id never names another picture.
        return reply.header("content-type", "image/webp").header("cache-control", "private, max-age=86400").send(bytes);
      },
    );
  };

/** The local storage's upload route: PUT the photo's bytes to the signed URL from POST /api/objects/upload. */
export const localUploadRoutes =
  (deps: { db: Db; storage: LocalStorage; now: () => Date; storageQuotaBytes: number }): FastifyPluginAsyncZod =>
  async (app) => {
    // Raw bytes of any type, up to the photo limit; this plugin's parser applies to this route only.
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    app.put(
      "/api/objects/put/:token",
      {
        bodyLimit: MAX_IMAGE_BYTES,
        config: { tooLargeMessage: "The photo is larger than 10MB." },
        schema: { params: z.object({ token: z.string().max(100) }), response: { 200: okResponseSchema } },
      },
      async (request, reply) => {
        const user = requireSession(request).user;
        const grant = deps.storage.grantFor(request.params.token, user.id);
        if (!grant) throw new AppError("forbidden", "This upload URL is not yours.");
        if (grant.expiresAt < deps.now().getTime())
          throw new AppError("forbidden", "This upload URL has expired; start the upload again.");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new AppError("bad_request", "Send the photo's bytes as the request body.");
        await putWithinStorageQuota(deps, user.id, grant.key, request.body);
        return reply.code(200).send({ ok: true });
      },
    );
  };
