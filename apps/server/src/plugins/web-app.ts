import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { loadPageHtml } from "./page-html";

/**
 * Serves the built React app, precompressed (brotli or gzip) when the browser accepts it. Hashed assets are cached for a year; every other GET that is not
 * an API call gets index.html, so the client router can show the page (or its own 404 page): a known page's HTML
 * also names its chunks and first API reads (./page-html.ts).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const built = fs.existsSync(path.join(distDir, "index.html"));
  const pages = built ? loadPageHtml(distDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (built && isPageRequest(request.method, request.url)) {
      const html = pages?.htmlFor(request.url.split("?")[0] ?? "/");
      if (html) return sendHtml(request, reply, html);
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
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

/** A page's HTML, compressed when the browser accepts it (a few KB: compressing it costs well under a millisecond). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header("cache-control", "no-cache").header("vary", "Accept-Encoding").type("text/html; charset=utf-8");
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts))
    return reply
      .header("content-encoding", "br")
      .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(zlib.gzipSync(html));
  return reply.send(html);
}
