import { idParamsSchema } from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/session-loader";
import { toProperty, toPropertySummaryDto } from "../properties/dto";
import * as properties from "../properties/service";
import { addressSlug, attachment } from "./file-name";
import { linesCsv, propertiesCsv, rentRollCsv } from "./property-csvs";

const CSV = "text/csv; charset=utf-8";

/**
 * Downloads of a user's own properties (issue 18): CSVs of the rent roll, the income and expense lines and My Properties. Every figure is the deal model's (core), as the screens show it; another user's property is 404.
 */
export const exportRoutes =
  (deps: properties.PropertyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const params = idParamsSchema;
    const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
    const propertyOf = async (request: Parameters<typeof requireSession>[0], id: string) =>
      toProperty(await properties.getProperty(deps, owner(request), id));

    app.get("/api/properties.csv", async (request, reply) => {
      const rows = (await properties.listProperties(deps, owner(request))).map(toPropertySummaryDto);
      return reply.type(CSV).header("content-disposition", attachment("my-properties.csv")).send(propertiesCsv(rows));
    });

    app.get("/api/properties/:id/rent-roll.csv", { schema: { params } }, async (request, reply) => {
      const property = await propertyOf(request, request.params.id);
      return reply
        .type(CSV)
        .header("content-disposition", attachment(`${addressSlug(property)}-rent-roll.csv`))
        .send(rentRollCsv(property));
    });

    app.get("/api/properties/:id/lines.csv", { schema: { params } }, async (request, reply) => {
      const property = await propertyOf(request, request.params.id);
      return reply
        .type(CSV)
        .header("content-disposition", attachment(`${addressSlug(property)}-income-expenses.csv`))
        .send(linesCsv(property));
    });
  };
