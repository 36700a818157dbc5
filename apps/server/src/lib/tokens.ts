import { hash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: the secret handed to the browser or mailed; never stored. */
export const generateToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps instead of the token itself. */
// One-shot hash (Node >= 20.12): no Hash object per call, and it runs on every signed-in request.
export const hashToken = (token: string): string => hash("sha256", token, "hex");
