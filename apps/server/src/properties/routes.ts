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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import { toPropertyResponseDto, toPropertySummaryDto } from "./dto";
import * as properties from "./service";

export const propertyRoutes =
  (deps: properties.PropertyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const params = idParamsSchema;
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

    app.get("/api/properties", { schema: { response: { 200: z.array(propertySummarySchema) } } }, async (request) =>
      (await properties.listProperties(deps, owner(request))).map(toPropertySummaryDto),
    );

    app.post(
      "/api/properties",
      { schema: { body: createPropertySchema, response: { 201: propertyResponseSchema } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(toPropertyResponseDto(await properties.createProperty(deps, owner(request), request.body))),
    );

    app.get("/api/properties/:id", { schema: { params, response: { 200: propertyResponseSchema } } }, async (request) =>
      toPropertyResponseDto(await properties.getProperty(deps, owner(request), request.params.id)),
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
