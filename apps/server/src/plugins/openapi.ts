import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The API's reference, generated from the routes' own zod schemas (no hand-written document to drift):
 * the OpenAPI 3.1 document at /api/openapi.json and a readable page at /api/docs. Register before the routes,
 * so that every route is collected.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Plexwise API",
        version: "1.0.0",
        description:
          "Every call sends the session cookie (set by /api/register and /api/login) and JSON bodies. " +
          "Calls that change anything must come from the app's own origin (Origin or Sec-Fetch-Site). " +
          "Prices are whole dollars; rents, other income and expenses integer cents per month. " +
          "Errors answer { error, message } with a 4xx status naming what is wrong.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "plexwise_session" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
  // The reference is readable without signing in: every route of the docs page is public.
  await app.register(async (docs) => {
    docs.addHook("onRoute", (route) => {
      route.config = { ...route.config, public: true };
    });
    // No validator badge: it would send the document to a third-party service.
    await docs.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, uiConfig: { validatorUrl: null } });
  });
}
