import {
  compareRequestSchema,
  compareResultSchema,
  compsResultSchema,
  compsRunRequestSchema,
  listingSummarySchema,
  neighborhoodAnalysisSchema,
  proformaAnalysisSchema,
  propertyAnalysesSchema,
  idParamsSchema,
  storedAnalysisSchema as stored,
} from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/session-loader";
import { rateLimited } from "../errors/app-error";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { compareProperties } from "./compare";
import * as analyses from "./service";

export type AnalysisRouteDeps = analyses.AnalysisServiceDeps & { limiter: RateLimiter };

/** The AI analyses of one property (SPEC section 6) and the comparison of several. */
export const analysisRoutes =
  (deps: AnalysisRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const params = idParamsSchema;
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
    /** Every run may call a model and public data APIs: a limit per user, on top of the model's own. */
    const consumeRun = async (userId: string) => {
      const state = await deps.limiter.consume(limits.analysisRunsPerUser(userId));
      if (state.limited)
        throw rateLimited(state.retryAfterSeconds, "Too many analyses in the last hour. Please wait and try again.");
    };

    app.get(
      "/api/properties/:id/analyses",
      { schema: { params, response: { 200: propertyAnalysesSchema } } },
      async (request) => analyses.listAnalyses(deps, owner(request), request.params.id),
    );

    app.post(
      "/api/properties/:id/analyze-performa",
      { schema: { params, response: { 200: stored(proformaAnalysisSchema) } } },
      async (request) => {
        await consumeRun(owner(request));
        return analyses.analyzePerforma(deps, owner(request), request.params.id);
      },
    );

    app.post(
      "/api/properties/:id/analyze-summary",
      { schema: { params, response: { 200: stored(listingSummarySchema) } } },
      async (request) => {
        await consumeRun(owner(request));
        return analyses.analyzeSummary(deps, owner(request), request.params.id);
      },
    );

    app.post(
      "/api/properties/:id/analyze-neighborhood",
      { schema: { params, response: { 200: stored(neighborhoodAnalysisSchema) } } },
      async (request) => {
        await consumeRun(owner(request));
        return analyses.analyzeNeighborhood(deps, owner(request), request.params.id);
      },
    );

    app.get(
      "/api/properties/:id/comps",
      { schema: { params, response: { 200: stored(compsResultSchema).nullable() } } },
      async (request) => analyses.getComps(deps, owner(request), request.params.id),
    );

    app.post(
      "/api/properties/:id/comps/run",
      { schema: { params, body: compsRunRequestSchema, response: { 200: stored(compsResultSchema) } } },
      async (request) => {
        await consumeRun(owner(request));
        return analyses.runComps(deps, owner(request), request.params.id, request.body);
      },
    );

    app.post(
      "/api/compare",
      { schema: { body: compareRequestSchema, response: { 200: compareResultSchema } } },
      async (request) => {
        await consumeRun(owner(request));
        return compareProperties(deps, owner(request), request.body);
      },
    );
  };
