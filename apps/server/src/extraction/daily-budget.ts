import { rateLimited } from "../errors/app-error";
import { limits } from "../rate-limit/limits";
import type { RateLimiter } from "../rate-limit/rate-limiter";

/**
 * Each person's daily extraction budget (issue 15): megabytes sent and pages read over the last 24 hours.
 * Megabytes are charged when a request is admitted, pages once they are read (a PDF's page count is known
 * only then); a request is refused (429, naming the budget) when its megabytes would pass the budget or the
 * pages are spent. Two requests admitted at the same moment may pass it by one request's worth.
 */
const MB = 1024 * 1024;

export async function chargeExtractionBytes(limiter: RateLimiter, userId: string, bytes: number) {
  const pages = limits.extractionPagesPerUserPerDay(userId);
  const pageUsage = await limiter.usage(pages);
  if (pageUsage.used >= pages.max)
    throw rateLimited(
      pageUsage.freeInSeconds,
      `You have used today's extraction budget of ${pages.max.toLocaleString("en-US")} pages. It frees up as the last 24 hours' documents age; try again later.`,
    );
  const budget = limits.extractionMegabytesPerUserPerDay(userId);
  const needed = Math.max(1, Math.ceil(bytes / MB));
  const { used, freeInSeconds } = await limiter.usage(budget);
  if (used + needed > budget.max)
    throw rateLimited(
      freeInSeconds,
      `These files (${needed} MB) would pass your daily extraction budget of ${budget.max} MB: ${used} MB were sent in the last 24 hours. Try again later or send fewer files.`,
    );
  await limiter.recordMany(budget.bucket, needed);
}

export async function chargeExtractionPages(limiter: RateLimiter, userId: string, pages: number) {
  await limiter.recordMany(limits.extractionPagesPerUserPerDay(userId).bucket, pages);
}
