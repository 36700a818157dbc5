import path from "node:path";
import type { Config } from "../../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import { objectSigningSecret } from "./signing-secret";

/** The configured storage: an S3-compatible bucket when S3_* is set, else files under DATA_DIR/objects. */
export function createStorage(config: Pick<Config, "storage" | "dataDir" | "appUrl" | "objectSigningSecret">) {
  if (config.storage.kind === "s3") return createS3Storage(config.storage);
  return createLocalStorage({
    root: path.join(config.dataDir, "objects"),
    secret: objectSigningSecret(config.objectSigningSecret, config.dataDir),
    appUrl: config.appUrl,
  });
}
