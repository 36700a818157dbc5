import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export type Readiness = { shuttingDown: boolean; ping: () => Promise<void> };

const status = z.object({ status: z.string() });

/** A load balancer's probe must get an answer, whatever the database does: a slow database is not ready. */
const READY_DEADLINE_MS = 750;

function answersWithin(ms: number, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  // The ping may still settle after the deadline; its failure then has nobody to tell.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** /healthz: the process answers. /readyz: the database answers and we are not shutting down. */
export const healthRoutes =
  (readiness: Readiness): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/healthz", { schema: { response: { 200: status } } }, async () => ({ status: "ok" }));
    app.get("/readyz", { schema: { response: { 200: status, 503: status } } }, async (request, reply) => {
      if (readiness.shuttingDown) return reply.code(503).send({ status: "shutting_down" });
      try {
        await answersWithin(READY_DEADLINE_MS, readiness.ping());
        return { status: "ready" };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.code(503).header("retry-after", "5").send({ status: "database_unavailable" });
      }
    });
  };
