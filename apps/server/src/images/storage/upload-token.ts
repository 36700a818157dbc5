import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A local upload URL's token: "<upload id>.<expiry>.<signature>". The signature covers the user too, so a
 * token is good only for the user it was issued to; it stays short enough for a URL path segment.
 */
export type UploadGrant = { userId: string; uploadId: string; expiresAt: number };

const UPLOAD_ID = /^[0-9a-f-]{36}$/;
const sign = (secret: string, userId: string, uploadId: string, expiry: string) =>
  createHmac("sha256", secret).update(`${userId}\n${uploadId}\n${expiry}`).digest("base64url").slice(0, 32);

export function issueUploadToken(secret: string, grant: UploadGrant): string {
  const expiry = Math.ceil(grant.expiresAt / 1000).toString(36);
  return `${grant.uploadId}.${expiry}.${sign(secret, grant.userId, grant.uploadId, expiry)}`;
}

/** The grant in a token issued to `userId`, or null; whether it has expired is the caller's question. */
export function readUploadToken(secret: string, token: string, userId: string): UploadGrant | null {
  const [uploadId = "", expiry = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !UPLOAD_ID.test(uploadId) || !/^[0-9a-z]{1,12}$/.test(expiry)) return null;
  const expected = Buffer.from(sign(secret, userId, uploadId, expiry));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, uploadId, expiresAt: parseInt(expiry, 36) * 1000 };
}
