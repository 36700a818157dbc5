import { randomUUID } from "node:crypto";
import type { LoginInput, RegisterInput } from "@plexwise/core";
import type { RegistrationLimits } from "../config";
import type { Db } from "../db/client";
import { AppError, rateLimited } from "../errors/app-error";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password-hash";
import * as repo from "./repository";
import { createSession } from "./sessions";

export type AuthDeps = { db: Db; limiter: RateLimiter; now: () => Date };
export type SignedIn = { user: repo.UserRow; token: string; expiresAt: Date };

export const INVALID_CREDENTIALS = "Invalid email or password.";

export function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password)) throw new AppError("validation_failed", COMMON_PASSWORD_MESSAGE);
}

/** A sign-in always issues a new token; the one the browser presented (if any) is revoked, so it cannot be fixed in advance. */
async function startSession(
  deps: AuthDeps,
  user: repo.UserRow,
  previousTokenHash: string | undefined,
): Promise<SignedIn> {
  if (previousTokenHash) await repo.deleteSession(deps.db, previousTokenHash);
  return { user, ...(await createSession(deps.db, user.id, deps.now())) };
}

/** An account made by an operator's script (the demo seed): the same password rules, no session. */
export async function createUserWithPassword(db: Db, email: string, password: string): Promise<string> {
  assertPasswordAllowed(password);
  const user = await repo.insertUser(db, { id: randomUUID(), email, passwordHash: await hashPassword(password) });
  if (!user) throw emailTaken();
  return user.id;
}

/**
 * A taken email answers 409 (the SPEC's client shows it), after the same work as a new one (the hash and the
 * insert), and every attempt counts against limits per address and for the whole service first: what the 409
 * tells is bounded like a login guess (ADR 0012).
 */
export async function register(
  deps: AuthDeps & { registrationLimits: RegistrationLimits },
  input: Required<RegisterInput>,
  ip: string,
  previousTokenHash?: string,
): Promise<SignedIn> {
  const { perIpPerHour, perHour } = deps.registrationLimits;
  const perIp = await deps.limiter.consume(limits.registrationsPerIp(ip, perIpPerHour));
  if (perIp.limited)
    throw rateLimited(perIp.retryAfterSeconds, "Too many accounts created from this address. Please try again later.");
  const everyone = await deps.limiter.consume(limits.registrations(perHour));
  if (everyone.limited)
    throw rateLimited(everyone.retryAfterSeconds, "Registration is busy right now. Please try again later.");
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const user = await repo.insertUser(deps.db, { id: randomUUID(), email: input.email, passwordHash });
  if (!user) throw emailTaken();
  return startSession(deps, user, previousTokenHash);
}

/** Unknown email and wrong password get the same answer after the same amount of work. */
export async function login(
  deps: AuthDeps,
  input: Required<LoginInput>,
  ip: string,
  previousTokenHash?: string,
): Promise<SignedIn> {
  const perIp = await deps.limiter.consume(limits.loginPerIp(ip));
  if (perIp.limited) throw rateLimited(perIp.retryAfterSeconds, "Too many login attempts. Please wait and try again.");
  // The attempt is counted as a failure before the password is checked, in one atomic step, and the count is
  // cleared only by a success: parallel guesses cannot all be checked against the same count of failures.
  const failures = limits.loginFailuresPerAccount(input.email);
  const backOff = await deps.limiter.consume(failures);
  if (backOff.limited) {
    throw rateLimited(backOff.retryAfterSeconds, "Too many failed logins for this account. Please wait and try again.");
  }

  const user = await repo.findUserByEmail(deps.db, input.email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new AppError("unauthenticated", INVALID_CREDENTIALS);
  await deps.limiter.reset(failures.bucket);
  return startSession(deps, user, previousTokenHash);
}

export const logout = (deps: Pick<AuthDeps, "db">, tokenHash: string) => repo.deleteSession(deps.db, tokenHash);

const emailTaken = () => new AppError("conflict", "An account with this email already exists.");
