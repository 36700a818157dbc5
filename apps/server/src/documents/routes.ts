import {
  addDocumentSchema,
  documentParamsSchema,
  idParamsSchema,
  MAX_DOCUMENT_BYTES,
  noContentSchema,
  propertyDocumentSchema,
  updateDocumentSchema,
} from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import { attachmentDisposition } from "./document-files";
import * as documents from "./service";

/** One file as a data URL in JSON: 10 MB of bytes is 13.4 MB of base64, plus the name and the kind. */
const ADD_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;
/** Never run as a page, whatever the bytes: no script, no plugin, no form, no request to anywhere. */
export const DOCUMENT_CSP = "sandbox; default-src 'none'";
const documentBytes = z.any().describe("The document as it was uploaded, always as an attachment");

/** A property's documents (issue 32): list, add, change the kind, remove, download. Owner only: 404 otherwise. */
export const documentRoutes =
  (deps: documents.DocumentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

    app.get(
      "/api/properties/:id/documents",
      { schema: { params: idParamsSchema, response: { 200: z.array(propertyDocumentSchema) } } },
      async (request) => documents.listDocuments(deps, owner(request), request.params.id),
    );

    app.post(
      "/api/properties/:id/documents",
      {
        bodyLimit: ADD_BODY_LIMIT,
        config: { tooLargeMessage: "The file is larger than 10MB." },
        schema: { params: idParamsSchema, body: addDocumentSchema, response: { 201: propertyDocumentSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await documents.addDocument(deps, owner(request), request.params.id, request.body)),
    );

    app.patch(
      "/api/properties/:id/documents/:documentId",
      {
        schema: { params: documentParamsSchema, body: updateDocumentSchema, response: { 200: propertyDocumentSchema } },
      },
      async (request) =>
        documents.changeKind(deps, owner(request), request.params.id, request.params.documentId, request.body.kind),
    );

    app.delete(
      "/api/properties/:id/documents/:documentId",
      { schema: { params: documentParamsSchema, response: { 204: noContentSchema } } },
      async (request, reply) => {
        await documents.removeDocument(deps, owner(request), request.params.id, request.params.documentId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/api/properties/:id/documents/:documentId/file",
      {
        schema: { params: documentParamsSchema, response: { 200: documentBytes } },
        // After the app's own security headers (route hooks run last): this answer's policy is stricter.
        onSend: (_request, reply, payload, done) => {
          if (reply.statusCode === 200) reply.header("content-security-policy", DOCUMENT_CSP);
          done(null, payload);
        },
      },
      async (request, reply) => {
        const file = await documents.documentFile(deps, owner(request), request.params.id, request.params.documentId);
        return reply
          .header("content-type", file.mimeType)
          .header("content-disposition", attachmentDisposition(file.fileName))
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-cache")
          .send(file.bytes);
      },
    );
  };
