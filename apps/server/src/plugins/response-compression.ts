import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * API answers over 1 KB (a property with its rent roll and extract is tens of KB of JSON) are compressed when the
 * browser accepts it: brotli at quality 4 (a fraction of a millisecond for such a body, near gzip -9's size) or
 * gzip. Static files are precompressed at build (web-app.ts) and are not compressed again. Request bodies are
 * never decompressed: a compressed upload would slip past the body limits (issue 15).
 */
export async function registerResponseCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which honours `compress: false`.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
