import {
  noContentSchema,
  createPropertySchema,
  favoriteResponseSchema,
  favoriteSchema,
  idParamsSchema,
  propertyResponseSchema,
  propertySummarySchema,
  realtorSuggestionsSchema,
  updatePropertySchema,
} from "@plexwise/core";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import { toPropertyResponseDto, toPropertySummaryDto } from "./dto";
import { AnswerCache } from "./answer-cache";
import type { VersionOf } from "./property-versions";
import * as properties from "./service";

export const propertyRoutes =
  (
    deps: properties.PropertyDeps & {
      versionOf: VersionOf;
      /** Runs after a property is created (the extraction's files become its documents). */
      afterCreate?: (ownerId: string, id: string, traceId: string | null) => Promise<void>;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const params = idParamsSchema;
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
    const cache = new AnswerCache();

    /**
     * The owner's answer as serialised (and checked against the route's schema) at their current property version,
     * built when there is none (answer-cache.ts). The version is read before the data the answer is built from.
     */
    async function cachedAnswer(reply: FastifyReply, ownerId: string, key: string, build: () => Promise<unknown>) {
      const version = await deps.versionOf(ownerId);
      let body = cache.get(ownerId, key, version);
      if (body === undefined) {
        const serialised = reply.serialize(await build());
        body = typeof serialised === "string" ? serialised : new TextDecoder().decode(serialised);
        cache.set(ownerId, key, version, body);
      }
      return reply.type("application/json; charset=utf-8").send(body);
    }

    app.get(
      "/api/properties",
      { schema: { response: { 200: z.array(propertySummarySchema) } } },
      async (request, reply) => {
        const ownerId = owner(request);
        return cachedAnswer(reply, ownerId, "list", async () =>
          (await properties.listProperties(deps, ownerId)).map(toPropertySummaryDto),
        );
      },
    );

    app.post(
      "/api/properties",
      { schema: { body: createPropertySchema, response: { 201: propertyResponseSchema } } },
      async (request, reply) => {
        const created = await properties.createProperty(deps, owner(request), request.body);
        await deps.afterCreate?.(owner(request), created.id, request.body.traceId ?? null);
        return reply.code(201).send(toPropertyResponseDto(created));
      },
    );

    app.get(
      "/api/properties/:id",
      { schema: { params, response: { 200: propertyResponseSchema } } },
      async (request, reply) => {
        const ownerId = owner(request);
        const { id } = request.params;
        return cachedAnswer(reply, ownerId, `property ${id}`, async () =>
          toPropertyResponseDto(await properties.getProperty(deps, ownerId, id)),
        );
      },
    );

    app.patch(
      "/api/properties/:id",
      { schema: { params, body: updatePropertySchema, response: { 200: propertyResponseSchema } } },
      async (request) =>
        toPropertyResponseDto(await properties.updateProperty(deps, owner(request), request.params.id, request.body)),
    );

    app.delete(
      "/api/properties/:id",
      { schema: { params, response: { 204: noContentSchema } } },
      async (request, reply) => {
        await properties.deleteProperty(deps, owner(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/api/properties/:id/favorite",
      { schema: { params, body: favoriteSchema, response: { 200: favoriteResponseSchema } } },
      async (request) => properties.setFavorite(deps, owner(request), request.params.id, request.body.favorite),
    );

    app.get("/api/realtors/suggestions", { schema: { response: { 200: realtorSuggestionsSchema } } }, async (request) =>
      properties.realtorSuggestions(deps, owner(request)),
    );
  };
