import { randomUUID } from "node:crypto";
import {
  extractionResponseSchema,
  extractRequestSchema,
  MAX_DOCUMENT_BYTES,
  MAX_EXTRACT_REQUEST_BYTES,
} from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/session-loader";
import { extractDocuments, type ExtractionDeps } from "./service";

/** Base64 makes 3 bytes 4 characters; the JSON around the files adds a little. */
export const EXTRACT_BODY_LIMIT = Math.ceil((MAX_EXTRACT_REQUEST_BYTES * 4) / 3) + 2 * 1024 * 1024;
export const EXTRACT_TOO_LARGE_MESSAGE = "The files add up to more than 60 MB; at most 60 MB can be extracted at once.";

export const extractionRoutes =
  (deps: Omit<ExtractionDeps, "maxFileBytes">): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/properties/extract-from-document",
      {
        bodyLimit: EXTRACT_BODY_LIMIT,
        config: { tooLargeMessage: EXTRACT_TOO_LARGE_MESSAGE },
        schema: { body: extractRequestSchema, response: { 200: extractionResponseSchema } },
      },
      async (request) => {
        const user = requireSession(request).user;
        const traceId = randomUUID();
        const result = await extractDocuments(
          { ...deps, maxFileBytes: MAX_DOCUMENT_BYTES, log: request.log },
          user.id,
          request.body.attachments,
        );
        request.log.info(
          { traceId, files: result.files.map((f) => ({ ok: f.ok, pages: f.pages })) },
          "extraction done",
        );
        return { ...result, traceId };
      },
    );
  };
