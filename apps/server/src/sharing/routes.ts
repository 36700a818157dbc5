import {
  createdShareLinkSchema,
  createShareLinkSchema,
  idParamsSchema,
  noContentSchema,
  recordIdSchema,
  shareLinkParamsSchema,
  shareLinkSchema,
  sharedViewSchema,
} from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import { rateLimited } from "../errors/app-error";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { toShareLinkDto, toSharedViewDto } from "./dto";
import * as sharing from "./service";

/** The owner's links to a property: create, list (without tokens), revoke. Another user's property answers 404. */
export const shareLinkRoutes =
  (deps: sharing.SharingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

    app.post(
      "/api/properties/:id/share-links",
      { schema: { params: idParamsSchema, body: createShareLinkSchema, response: { 201: createdShareLinkSchema } } },
      async (request, reply) => {
        const created = await sharing.createShareLink(deps, owner(request), request.params.id, request.body);
        return reply
          .code(201)
          .send({ ...toShareLinkDto(created.link, deps.now()), token: created.token, url: created.url });
      },
    );

    app.get(
      "/api/properties/:id/share-links",
      { schema: { params: idParamsSchema, response: { 200: z.array(shareLinkSchema) } } },
      async (request) => {
        const now = deps.now();
        return (await sharing.listShareLinks(deps, owner(request), request.params.id)).map((link) =>
          toShareLinkDto(link, now),
        );
      },
    );

    app.delete(
      "/api/properties/:id/share-links/:linkId",
      { schema: { params: shareLinkParamsSchema, response: { 204: noContentSchema } } },
      async (request, reply) => {
        await sharing.revokeShareLink(deps, owner(request), request.params.id, request.params.linkId);
        return reply.code(204).send(null);
      },
    );
  };

/** Any text may arrive as a token; the service answers every one that opens nothing with the same 404. */
const tokenParams = z.object({ token: z.string() });
const mediaParams = tokenParams.extend({ imageId: recordIdSchema, variant: z.enum(["display", "thumb"]) });
const webpBytes = z.any().describe("The picture, image/webp");

/**
 * The visitor's side: read-only, without an account. These routes neither read nor set the session cookie
 * (`sessionless`), so a signed-in visitor gets nothing more; there is no write route under /api/shared. The
 * robots, referrer and caching headers of /api/shared and /s/ are set in plugins/security-headers.ts.
 */
export const sharedRoutes =
  (deps: sharing.SharingDeps & { limiter: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = { config: { public: true, sessionless: true } };
    const throttle = async (ip: string) => {
      const state = await deps.limiter.consume(limits.sharedReadsPerIp(ip));
      if (state.limited) throw rateLimited(state.retryAfterSeconds, "Too many requests. Please wait and try again.");
    };

    app.get(
      "/api/shared/:token",
      { ...shared, schema: { params: tokenParams, response: { 200: sharedViewSchema } } },
      async (request) => {
        await throttle(request.ip);
        const { link, row, images } = await sharing.openSharedProperty(deps, request.params.token);
        return toSharedViewDto(request.params.token, link, row, images);
      },
    );

    app.get(
      "/api/shared/:token/media/:imageId/:variant",
      { ...shared, schema: { params: mediaParams, response: { 200: webpBytes } } },
      async (request, reply) => {
        await throttle(request.ip);
        const { token, imageId, variant } = request.params;
        const bytes = await sharing.sharedImageFile(deps, token, imageId, variant);
        return reply.header("content-type", "image/webp").send(bytes);
      },
    );
  };
