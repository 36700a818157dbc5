import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import type { ImageDeps } from "../images/service";
import { loadSampleProperties } from "./service";

/** POST /api/sample-properties: the demo portfolio, into the signed-in user's empty list (409 otherwise). */
export const demoRoutes =
  (deps: ImageDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/sample-properties",
      { schema: { response: { 201: z.object({ ids: z.array(z.string()) }) } } },
      async (request, reply) =>
        reply.code(201).send({ ids: await loadSampleProperties(deps, requireSession(request).user.id) }),
    );
  };
