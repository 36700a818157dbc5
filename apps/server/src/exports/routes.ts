import { idParamsSchema } from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../auth/session-loader";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { limitDownloads } from "../reports/download-limits";
import { toProperty, toPropertySummaryDto } from "../properties/dto";
import * as properties from "../properties/service";
import { addressSlug, attachment } from "./file-name";
import { linesCsv, propertiesCsv, rentRollCsv } from "./property-csvs";
import { buildWorkbook } from "./workbook/build-workbook";

const CSV = "text/csv; charset=utf-8";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Files are sent as bytes (Fastify does not serialise a Buffer); the schemas document them. */
const csvFile = { response: { 200: z.any().describe("The CSV file, text/csv") } };
const xlsxFile = { response: { 200: z.any().describe(`The workbook, ${XLSX}`) } };
const utf8 = (text: string) => Buffer.from(text, "utf8");

/**
 * Downloads of a user's own properties (issue 18): the underwriting as an Excel workbook of live formulas, CSVs of
 * the rent roll, the income and expense lines and My Properties. Every figure is the deal model's (core), as the
 * screens show it; another user's property is 404.
 */
export const exportRoutes =
  (deps: properties.PropertyDeps & { limiter: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    const params = idParamsSchema;
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
    const propertyOf = async (request: Parameters<typeof requireSession>[0], id: string) =>
      toProperty(await properties.getProperty(deps, owner(request), id));
    // Every download counts against the owner's one limit (reports/download-limits.ts) before any work.
    app.addHook("preHandler", async (request) => limitDownloads(deps.limiter, owner(request)));

    app.get("/api/properties.csv", { schema: csvFile }, async (request, reply) => {
      const rows = (await properties.listProperties(deps, owner(request))).map(toPropertySummaryDto);
      return reply
        .type(CSV)
        .header("content-disposition", attachment("my-properties.csv"))
        .send(utf8(propertiesCsv(rows)));
    });

    app.get("/api/properties/:id/rent-roll.csv", { schema: { params, ...csvFile } }, async (request, reply) => {
      const property = await propertyOf(request, request.params.id);
      return reply
        .type(CSV)
        .header("content-disposition", attachment(`${addressSlug(property)}-rent-roll.csv`))
        .send(utf8(rentRollCsv(property)));
    });

    app.get("/api/properties/:id/lines.csv", { schema: { params, ...csvFile } }, async (request, reply) => {
      const property = await propertyOf(request, request.params.id);
      return reply
        .type(CSV)
        .header("content-disposition", attachment(`${addressSlug(property)}-income-expenses.csv`))
        .send(utf8(linesCsv(property)));
    });

    app.get("/api/properties/:id/workbook.xlsx", { schema: { params, ...xlsxFile } }, async (request, reply) => {
      const property = await propertyOf(request, request.params.id);
      const workbook = buildWorkbook(property, deps.now());
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .type(XLSX)
        .header("content-disposition", attachment(`${addressSlug(property)}-workbook.xlsx`))
        .send(bytes);
    });
  };
