import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const require = createRequire(import.meta.url);

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. initdb's WebAssembly grows the
 * process to about 800 MB, which a process keeps once its heap has grown; the server then opens the finished
 * directory for about 300 MB. A directory that already holds a cluster is left alone.
 */
export async function createPgliteDir(dir: string): Promise<void> {
  if (dir.startsWith("memory://") || fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = require.resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ["-e", script]);
}
