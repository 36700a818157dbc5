import fs from "node:fs/promises";
import path from "node:path";
import type { Dirent } from "node:fs";
import { uploadKeyPrefix, type ObjectStorage, type StoredObject } from "./object-storage";
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
    uploadFromUrl(url, userId) {
      const token = tokenIn(url);
      const grant = token ? readUploadToken(options.secret, token, userId) : null;
      return grant ? { key: keyOf(grant), expiresAt: new Date(grant.expiresAt) } : null;
    },
    async list(prefix) {
      const dir = path.join(options.root, ...prefix.split("/").filter(Boolean));
      let entries: Dirent[];
      try {
        entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const files = entries.filter((e) => e.isFile() && !e.name.endsWith(".part"));
      const found = await Promise.all(
        files.map(async (entry): Promise<StoredObject | null> => {
          const file = path.join(entry.parentPath, entry.name);
          const stat = await fs.stat(file).catch(() => null);
          if (!stat) return null;
          const key = path.relative(options.root, file).split(path.sep).join("/");
          return { key, bytes: stat.size, modifiedAt: stat.mtime };
        }),
      );
      return found.filter((f): f is StoredObject => f !== null);
    },
    grantFor(token, userId) {
      const grant = readUploadToken(options.secret, token, userId);
      return grant ? { ...grant, key: keyOf(grant) } : null;
    },
  };
}
