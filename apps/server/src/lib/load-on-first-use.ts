import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is needed rather than when the server starts: start-up (ready on existing
 * data within 3 s, issue 14) pays only for what every request needs, not for the password dictionary, the mail
 * transport, the S3 client or the PostgreSQL driver of a server that runs on PGlite. `require` works for ESM
 * packages too (Node >= 20.19). Type it with a type-only import of the package.
 */
export function loadOnFirstUse<T>(specifier: string): () => T {
  let loaded: { module: T } | undefined;
  return () => (loaded ??= { module: require(specifier) as T }).module;
}
