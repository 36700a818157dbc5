import { extractionJobParamsSchema, extractionJobSchema, extractRequestSchema } from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../auth/session-loader";
import { EXTRACT_BODY_LIMIT, EXTRACT_TOO_LARGE_MESSAGE } from "../routes";
import {
  cancelExtractionJob,
  getExtractionJob,
  MAX_ACTIVE_JOBS_PER_USER,
  submitExtractionJob,
  tooManyJobs,
  type ExtractionJobDeps,
} from "./service";

/** Extraction as a job: submit (202), poll for progress and the answer, cancel. Owner only (404 otherwise). */
export const extractionJobRoutes =
  (deps: ExtractionJobDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * Submissions being read and checked, per person, in this process. Forty sent at once all find no job in
     * progress, and each body (up to 60 MB of base64) was parsed and decoded before the limit refused 37 of them:
     * another person's small submission waited 6 times as long. Beyond the jobs-in-progress limit, a submission is
     * refused (429) before its body is read; the database lock (insertJobWithinLimit) still keeps the limit itself.
     */
    const submitting = new Map<string, number>();
    app.post(
      "/api/extraction-jobs",
      {
        bodyLimit: EXTRACT_BODY_LIMIT,
        config: { tooLargeMessage: EXTRACT_TOO_LARGE_MESSAGE },
        preParsing: async (request, reply, payload) => {
          const userId = request.session?.user.id;
          if (!userId) return payload;
          const count = submitting.get(userId) ?? 0;
          if (count >= MAX_ACTIVE_JOBS_PER_USER) throw tooManyJobs();
          submitting.set(userId, count + 1);
          // Whatever ends the request (answered, refused, or the client gone), its place is given back once.
          reply.raw.once("close", () => {
            const left = (submitting.get(userId) ?? 1) - 1;
            if (left > 0) submitting.set(userId, left);
            else submitting.delete(userId);
          });
          return payload;
        },
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
