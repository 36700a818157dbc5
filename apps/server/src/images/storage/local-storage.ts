import fs from "node:fs/promises";
import path from "node:path";
import { uploadKeyPrefix, type ObjectStorage } from "./object-storage";
import { issueUploadToken, readUploadToken, type UploadGrant } from "./upload-token";

export const LOCAL_UPLOAD_PATH = "/api/objects/put/";
const keyOf = (grant: UploadGrant) => `${uploadKeyPrefix(grant.userId)}${grant.uploadId}`;
const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/** Objects as files under DATA_DIR/objects; uploads PUT to a route of our own that checks a signed token. */
export type LocalStorage = ObjectStorage & {
  kind: "local";
  grantFor(token: string, userId: string): (UploadGrant & { key: string }) | null;
};

export function createLocalStorage(options: { root: string; secret: string; appUrl: string }): LocalStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe object key: ${key}`);
    return path.join(options.root, ...key.split("/"));
  };
  const tokenIn = (url: string): string | null => {
    let parsed: URL;
    try {
      parsed = new URL(url, options.appUrl);
    } catch {
      return null;
    }
    if (
      parsed.origin !== options.appUrl ||
      !parsed.pathname.startsWith(LOCAL_UPLOAD_PATH) ||
      parsed.search ||
      parsed.hash
    )
      return null;
    return parsed.pathname.slice(LOCAL_UPLOAD_PATH.length);
  };

  return {
    kind: "local",
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      await fs.writeFile(`${file}.part`, bytes);
      await fs.rename(`${file}.part`, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async uploadUrl(key, userId, { expiresAt }) {
      const uploadId = key.slice(uploadKeyPrefix(userId).length);
      return `${options.appUrl}${LOCAL_UPLOAD_PATH}${issueUploadToken(options.secret, { userId, uploadId, expiresAt: expiresAt.getTime() })}`;
    },
    keyFromUploadUrl(url, userId) {
      const token = tokenIn(url);
      const grant = token ? readUploadToken(options.secret, token, userId) : null;
      return grant ? keyOf(grant) : null;
    },
    grantFor(token, userId) {
      const grant = readUploadToken(options.secret, token, userId);
      return grant ? { ...grant, key: keyOf(grant) } : null;
    },
  };
}
