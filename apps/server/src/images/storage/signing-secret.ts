import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The key that signs local upload URLs: OBJECT_SIGNING_SECRET, or one made once and kept in DATA_DIR. */
export function objectSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "object-signing.key");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
