import { Readable } from "node:stream";
import { compareRequestSchema, idParamsSchema } from "@plexwise/core";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import { rateLimited } from "../errors/app-error";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { limitDownloads, limitSharedReports } from "./download-limits";
import * as reports from "./service";

const pdfBytes = z.any().describe("The report, application/pdf");

/**
 * The PDF's pieces are written one after another as the client reads them (a stream with its length known), not
 * as one 12 MB write: the event loop stays free between pieces, and a slow reader holds no copy of the whole file.
 */
const sendPdf = (reply: FastifyReply, file: reports.PdfFile) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("content-length", String(file.pieces.reduce((sum, piece) => sum + piece.length, 0)))
    .header("cache-control", "private, no-store")
    .send(Readable.from(file.pieces, { objectMode: false }));

/** The investment report of a property and the comparison of several, as PDF files (issue 18). */
export const reportRoutes =
  (deps: reports.ReportDeps & { limiter: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

    app.get(
      "/api/properties/:id/report.pdf",
      { schema: { params: idParamsSchema, response: { 200: pdfBytes } } },
      async (request, reply) => {
        await limitDownloads(deps.limiter, owner(request));
        return sendPdf(reply, await reports.propertyReportPdf(deps, owner(request), request.params.id));
      },
    );

    // A share link's report: public and sessionless like the rest of /api/shared (sharing/routes.ts).
    app.get(
      "/api/shared/:token/report.pdf",
      {
        config: { public: true, sessionless: true },
        schema: { params: z.object({ token: z.string() }), response: { 200: pdfBytes } },
      },
      async (request, reply) => {
        const state = await deps.limiter.consume(limits.sharedReadsPerIp(request.ip));
        if (state.limited) throw rateLimited(state.retryAfterSeconds, "Too many requests. Please wait and try again.");
        await limitSharedReports(deps.limiter, request.params.token);
        return sendPdf(reply, await reports.sharedReportPdf(deps, request.params.token));
      },
    );

    app.post(
      "/api/compare/report.pdf",
      { schema: { body: compareRequestSchema, response: { 200: pdfBytes } } },
      async (request, reply) => {
        // The comparison may call a model, as POST /api/compare does: the same limit per user.
        const state = await deps.limiter.consume(limits.analysisRunsPerUser(owner(request)));
        if (state.limited)
          throw rateLimited(state.retryAfterSeconds, "Too many analyses in the last hour. Please wait and try again.");
        await limitDownloads(deps.limiter, owner(request));
        return sendPdf(reply, await reports.compareReportPdf(deps, owner(request), request.body));
      },
    );
  };
