/**
 * Where photos live. Two real implementations: files under DATA_DIR/objects, and an S3-compatible bucket.
 * Uploads go straight from the browser to a short-lived URL bound to one user and one key; the server later
 * takes only keys it can prove it issued to that user, and reads them itself (it never fetches a URL).
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(keys: string[]): Promise<void>;
  /** A URL the browser PUTs the file to, for `key` only, valid for `ttlSeconds` (until `expiresAt` on our clock). */
  uploadUrl(key: string, userId: string, validity: { expiresAt: Date; ttlSeconds: number }): Promise<string>;
  /** The key behind an upload URL this storage issued to `userId` and when the URL expires, or null for any other URL. */
  uploadFromUrl(url: string, userId: string): { key: string; expiresAt: Date } | null;
  /** Every object under `prefix`, with its size and when it was written. */
  list(prefix: string): Promise<StoredObject[]>;
}

export type StoredObject = { key: string; bytes: number; modifiedAt: Date };

/** Uploads wait under the user's own prefix until they are attached to a property. */
export const uploadKeyPrefix = (userId: string) => `uploads/${userId}/`;
