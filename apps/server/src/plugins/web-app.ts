import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built React app, precompressed (brotli or gzip) when the browser accepts it. Hashed assets are cached for a year; every other GET that is not
 * an API call gets index.html, so the client router can show the page (or its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const built = fs.existsSync(path.join(distDir, "index.html"));
  app.setNotFoundHandler((request, reply) => {
    if (built && isPageRequest(request.method, request.url))
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    return reply
      .code(404)
      .send({ error: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}.` });
  });
  if (!built) {
    app.log.warn({ distDir }, "web app not built: only the API is served (run `npm run build`)");
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts): sent as they are to
    // a browser that accepts them, with Content-Encoding and Vary: Accept-Encoding; the plain file otherwise.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}

function isPageRequest(method: string, url: string) {
  return (method === "GET" || method === "HEAD") && !url.startsWith("/api/") && !url.startsWith("/api?");
}
