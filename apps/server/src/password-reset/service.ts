import { RESET_TOKEN_TTL_MINUTES, type PasswordResetInput } from "@plexwise/core";
import { assertPasswordAllowed } from "../auth/service";
import * as users from "../auth/repository";
import { hashPassword } from "../auth/password-hash";
import type { Db } from "../db/client";
import { AppError, rateLimited } from "../errors/app-error";
import { generateToken, hashToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { consumeToken, replaceToken } from "./repository";

export type ResetDeps = {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  now: () => Date;
  appUrl: string;
  onMailError: (error: unknown) => void;
  /** Work done after the answer is sent (see lib/after-response.ts). */
  runLater: (work: () => Promise<void>) => void;
};

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we sent a link to reset the password.";
export const INVALID_RESET_TOKEN = "This reset link is invalid or has expired.";

/**
 * Answers the same for known and unknown emails, in the same time: after the rate limits (counted alike for
 * both), the answer goes out before the account is even looked up; the token and the mail are made afterwards
 * (`runLater`). Only with RESET_LINK_IN_RESPONSE (never in production) is the work done first, since the
 * answer then carries the link and tells anyway.
 */
export async function requestReset(
  deps: ResetDeps,
  email: string,
  ip: string,
  options: { linkInResponse: boolean } = { linkInResponse: false },
): Promise<{ resetLink?: string }> {
  for (const limit of [limits.resetRequestsPerIp(ip), limits.resetRequestsPerAccount(email)]) {
    const state = await deps.limiter.consume(limit);
    if (state.limited)
      throw rateLimited(state.retryAfterSeconds, "Too many reset requests. Please wait and try again.");
  }
  if (options.linkInResponse) return { resetLink: await issueReset(deps, email) };
  deps.runLater(async () => void (await issueReset(deps, email)));
  return {};
}

/** Makes the account's reset token and mails the link; nothing for an unknown email. */
async function issueReset(deps: ResetDeps, email: string): Promise<string | undefined> {
  const user = await users.findUserByEmail(deps.db, email);
  if (!user) return undefined;
  const token = generateToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
  await replaceToken(deps.db, { tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt });
  const resetLink = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  deps.mailer
    .send({ to: user.email, subject: "Reset your Plexwise password", text: resetMailText(resetLink) })
    .catch(deps.onMailError);
  return resetLink;
}

/** Sets the new password, spends the token and signs the user out everywhere; it does not sign in. */
export async function resetPassword(deps: Pick<ResetDeps, "db" | "now">, input: Required<PasswordResetInput>) {
  assertPasswordAllowed(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, hashToken(input.token), now);
    if (!token) return false;
    await users.updatePasswordHash(tx, token.userId, passwordHash, now);
    await users.deleteSessionsOfUser(tx, token.userId);
    return true;
  });
  if (!done) throw new AppError("bad_request", INVALID_RESET_TOKEN);
}

const resetMailText = (link: string) =>
  [
    "Someone asked to reset the password of your Plexwise account.",
    "",
    `Open this link to choose a new password (it expires in ${RESET_TOKEN_TTL_MINUTES / 60} hour):`,
    link,
    "",
    "If it was not you, ignore this email: your password stays as it is.",
  ].join("\n");
