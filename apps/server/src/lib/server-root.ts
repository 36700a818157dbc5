import fs from "node:fs";
import path from "node:path";

/**
 * The server package's folder (apps/server), found upward from this module: the same code runs from
 * src/lib (tsx, Vitest) and from the production bundle in dist/, whose depth differs.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "drizzle")) && fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`The server's folder (with drizzle/) was not found above ${from}.`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
