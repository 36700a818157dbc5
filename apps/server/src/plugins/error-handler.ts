import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorResponse } from "@plexwise/core";
import { specPathOf } from "@plexwise/core/wire";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "../errors/app-error";

type Issue = { path: string; message: string };

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a 413 from the body limit says on this route, in the route's own terms. */
    tooLargeMessage?: string;
  }
}

/** One error handler: typed AppErrors and client mistakes keep their message; anything else is a logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const issues = error.issues ? { issues: error.issues } : {};
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ ...body(error.code, error.message), ...issues });
    }
    // An id in the path that is not an id cannot name anything: the same 404 as an id that names nothing.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
      return reply.code(404).send(body("not_found", "Not found. Check the link, or go back to your list."));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        // A SPEC client is told about the field it sent, not the stored name it was converted to.
        path: specPathOf(v.instancePath.replace(/^\//, "").replaceAll("/", "."), request.body) || "body",
        message: v.message ?? "is invalid",
      }));
      const first = issues[0];
      const message = first ? `${first.path}: ${first.message}` : "The request is invalid.";
      return reply.code(400).send({ ...body("validation_failed", message), issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const routeMessage =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? request.routeOptions.config.tooLargeMessage : undefined;
      return reply.code(status).send(body(clientErrorCode(status), routeMessage ?? clientMessage(error)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body("unavailable", "The service is temporarily unavailable. Please try again in a few seconds."));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ ...body("internal_error", "Internal Server Error"), requestId: String(request.id) });
  });
}

const body = (error: string, message: string): ErrorResponse => ({ error, message });

function clientErrorCode(status: number): string {
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  return "bad_request";
}

/** Fastify's own 4xx messages are safe to show, but some are phrased for developers. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the request body as JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The JSON body is empty.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    default:
      return error.message.replace(/^FST_\w+:?\s*/, "") || "The request is invalid.";
  }
}
