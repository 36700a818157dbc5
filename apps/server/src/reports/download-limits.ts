import { rateLimited } from "../errors/app-error";
import { hashToken } from "../lib/tokens";
import { limits } from "../rate-limit/limits";
import type { Limit, RateLimiter } from "../rate-limit/rate-limiter";

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
const windowText = (ms: number) => (ms === 60_000 ? "a minute" : `in ${plural(Math.round(ms / 60_000), "minute")}`);

async function consume(limiter: RateLimiter, limit: Limit, what: string): Promise<void> {
  const state = await limiter.consume(limit);
  if (state.limited)
    throw rateLimited(
      state.retryAfterSeconds,
      `Too many downloads: ${limit.max} ${windowText(limit.windowMs)} ${what}. Please wait ${plural(state.retryAfterSeconds, "second")} and try again.`,
    );
}

/** One of the owner's downloads (a PDF report, the workbook, a CSV): counted, or a 429 saying how long to wait. */
export const limitDownloads = (limiter: RateLimiter, userId: string): Promise<void> =>
  consume(limiter, limits.downloadsPerUser(userId), "per person");

/** A share link's PDF report, counted against the link whoever opens it. */
export const limitSharedReports = (limiter: RateLimiter, token: string): Promise<void> =>
  consume(limiter, limits.sharedReportsPerLink(hashToken(token)), "per shared link");
