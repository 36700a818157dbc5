import type * as S3 from "@aws-sdk/client-s3";
import type * as Presigner from "@aws-sdk/s3-request-presigner";
import type { StorageConfig } from "../../config";
import { loadOnFirstUse } from "../../lib/load-on-first-use";
import { uploadKeyPrefix, type ObjectStorage, type StoredObject } from "./object-storage";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;

// The AWS SDK is loaded only by a server that stores in S3.
const loadS3 = loadOnFirstUse<typeof S3>("@aws-sdk/client-s3");
const loadPresigner = loadOnFirstUse<typeof Presigner>("@aws-sdk/s3-request-presigner");

/** When a presigned URL stops working: its X-Amz-Date (20260601T120000Z) plus X-Amz-Expires seconds. */
function presignedExpiry(url: URL): Date | null {
  const signed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(url.searchParams.get("X-Amz-Date") ?? "");
  const seconds = Number(url.searchParams.get("X-Amz-Expires"));
  if (!signed || !Number.isInteger(seconds) || seconds <= 0) return null;
  const [, y, mo, d, h, mi, se] = signed;
  const at = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${se}Z`);
  return Number.isNaN(at) ? null : new Date(at + seconds * 1000);
}

/** Objects in an S3-compatible bucket; the browser PUTs to a presigned URL for one key under the user's prefix. */
export function createS3Storage(config: S3Config): ObjectStorage & { kind: "s3" } {
  const { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } =
    loadS3();
  const { getSignedUrl } = loadPresigner();
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;

  /** Where this bucket's objects are addressed: path style (endpoint/bucket/key) or virtual host (bucket.host/key). */
  function keyInUrl(url: URL): string | null {
    const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
    if (url.protocol !== endpoint.protocol) return null;
    if (url.host === endpoint.host && url.pathname.startsWith(`/${Bucket}/`))
      return decodeURIComponent(url.pathname.slice(Bucket.length + 2));
    if (url.host === `${Bucket}.${endpoint.host}`) return decodeURIComponent(url.pathname.slice(1));
    return null;
  }

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
    },
    async uploadUrl(key, _userId, { ttlSeconds }) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: ttlSeconds });
    },
    uploadFromUrl(url, userId) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      const key = keyInUrl(parsed);
      // Only keys under this user's upload prefix: a URL for anyone else's object, or any other host, is refused.
      if (!key || !key.startsWith(uploadKeyPrefix(userId)) || key.includes("..")) return null;
      const expiresAt = presignedExpiry(parsed);
      return expiresAt ? { key, expiresAt } : null;
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const item of page.Contents ?? [])
          if (item.Key)
            found.push({ key: item.Key, bytes: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
  };
}
