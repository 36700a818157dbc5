import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export type Readiness = { shuttingDown: boolean; ping: () => Promise<void> };

const status = z.object({ status: z.string() });

/** /healthz: the process answers. /readyz: the database answers and we are not shutting down. */
export const healthRoutes =
  (readiness: Readiness): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/healthz", { schema: { response: { 200: status } } }, async () => ({ status: "ok" }));
    app.get("/readyz", { schema: { response: { 200: status, 503: status } } }, async (request, reply) => {
      if (readiness.shuttingDown) return reply.code(503).send({ status: "shutting_down" });
      try {
        await readiness.ping();
        return { status: "ready" };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.code(503).send({ status: "database_unavailable" });
      }
    });
  };
