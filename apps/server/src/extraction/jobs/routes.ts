import { extractionJobParamsSchema, extractionJobSchema, extractRequestSchema } from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../auth/session-loader";
import { EXTRACT_BODY_LIMIT, EXTRACT_TOO_LARGE_MESSAGE } from "../routes";
import { cancelExtractionJob, getExtractionJob, submitExtractionJob, type ExtractionJobDeps } from "./service";

/** Extraction as a job: submit (202), poll for progress and the answer, cancel. Owner only (404 otherwise). */
export const extractionJobRoutes =
  (deps: ExtractionJobDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/extraction-jobs",
      {
        bodyLimit: EXTRACT_BODY_LIMIT,
        config: { tooLargeMessage: EXTRACT_TOO_LARGE_MESSAGE },
        schema: { body: extractRequestSchema, response: { 202: extractionJobSchema } },
      },
      async (request, reply) => {
        const job = await submitExtractionJob(deps, requireSession(request).user.id, request.body.attachments);
        return reply.code(202).send(job);
      },
    );

    app.get(
      "/api/extraction-jobs/:id",
      { schema: { params: extractionJobParamsSchema, response: { 200: extractionJobSchema } } },
      async (request) => getExtractionJob(deps, requireSession(request).user.id, request.params.id),
    );

    app.post(
      "/api/extraction-jobs/:id/cancel",
      { schema: { params: extractionJobParamsSchema, response: { 200: extractionJobSchema } } },
      async (request) => cancelExtractionJob(deps, requireSession(request).user.id, request.params.id),
    );
  };
