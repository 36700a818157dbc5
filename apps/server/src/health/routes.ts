import type { FastifyPluginAsync } from "fastify";

export type Readiness = { shuttingDown: boolean; ping: () => Promise<void> };

/** /healthz: the process answers. /readyz: the database answers and we are not shutting down. */
export const healthRoutes =
  (readiness: Readiness): FastifyPluginAsync =>
  async (app) => {
    app.get("/healthz", async () => ({ status: "ok" }));
    app.get("/readyz", async (request, reply) => {
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
