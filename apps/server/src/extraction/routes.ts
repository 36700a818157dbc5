import { randomUUID } from "node:crypto";
import {
  extractionResponseSchema,
  extractRequestSchema,
  MAX_DOCUMENT_BYTES,
  MAX_EXTRACT_REQUEST_BYTES,
} from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/session-loader";
import { AppError } from "../errors/app-error";
import { ExtractionCancelledError } from "./errors";
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
      async (request, reply) => {
        const user = requireSession(request).user;
        const traceId = randomUUID();
        // A client that goes away (closed tab, timeout, script) stops its files being read: nobody would get
        // the answer, and the parsing threads are everyone's.
        const clientGone = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableEnded) clientGone.abort();
        };
        reply.raw.on("close", onClose);
        let result: Awaited<ReturnType<typeof extractDocuments>>;
        try {
          result = await extractDocuments(
            { ...deps, maxFileBytes: MAX_DOCUMENT_BYTES, log: request.log },
            user.id,
            request.body.attachments,
            clientGone.signal,
          );
        } catch (error) {
          if (!(error instanceof ExtractionCancelledError)) throw error;
          request.log.info({ traceId }, "extraction stopped: the client went away");
          // Nobody reads this answer; it keeps the log honest (a 4xx of the client's making, not a 5xx).
          throw new AppError("bad_request", "The extraction was stopped because the request was closed.");
        } finally {
          reply.raw.off("close", onClose);
        }
        request.log.info(
          { traceId, files: result.files.map((f) => ({ ok: f.ok, pages: f.pages })) },
          "extraction done",
        );
        return { ...result, traceId };
      },
    );
  };
