import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: the secret handed to the browser or mailed; never stored. */
export const generateToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps instead of the token itself. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
