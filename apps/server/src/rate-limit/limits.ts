import type { Limit } from "./rate-limiter";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits the product promises, in one place. */
export const limits = {
  loginPerIp: (ip: string): Limit => ({ bucket: `login:ip:${ip}`, max: 10, windowMs: 3 * MINUTE }),
  /** After 5 failed logins an account backs off until the oldest failure is 15 minutes old. */
  loginFailuresPerAccount: (email: string): Limit => ({ bucket: `login:fail:${email}`, max: 5, windowMs: 15 * MINUTE }),
  /** A new email creates an account and a taken one answers 409: either way, few per address (ADR 0012). */
  registrationsPerIp: (ip: string, max: number): Limit => ({ bucket: `register:ip:${ip}`, max, windowMs: HOUR }),
  /** Against a script with many addresses: the whole service's sign-ups in an hour. */
  registrations: (max: number): Limit => ({ bucket: "register:all", max, windowMs: HOUR }),
  resetRequestsPerAccount: (email: string): Limit => ({ bucket: `reset:account:${email}`, max: 3, windowMs: HOUR }),
  resetRequestsPerIp: (ip: string): Limit => ({ bucket: `reset:ip:${ip}`, max: 10, windowMs: HOUR }),
  /** Extraction reads and OCRs whole documents: generous for a person, a wall for a script. */
  extractionsPerUser: (userId: string): Limit => ({ bucket: `extract:user:${userId}`, max: 30, windowMs: HOUR }),
  /**
   * A day's reading per person, in megabytes sent (rounded up per request) and pages read (a sheet or a CSV
   * is a page): 50 listings of a 5 MB, 30-page offering memorandum and their rent rolls fit; a script feeding
   * 60 MB requests all day (each up to minutes of parsing threads) stops at the fifth.
   */
  extractionMegabytesPerUserPerDay: (userId: string): Limit => ({
    bucket: `extract:mb:user:${userId}`,
    max: 300,
    windowMs: DAY,
  }),
  extractionPagesPerUserPerDay: (userId: string): Limit => ({
    bucket: `extract:pages:user:${userId}`,
    max: 2_000,
    windowMs: DAY,
  }),
  /** Every language-model call counts, whatever it is for: enough for a person working through listings, not for a script. */
  aiCallsPerUser: (userId: string): Limit => ({ bucket: `ai:user:${userId}`, max: 60, windowMs: HOUR }),
  /** Each analysis run may call public data APIs too, model or not. */
  analysisRunsPerUser: (userId: string): Limit => ({ bucket: `analysis:user:${userId}`, max: 120, windowMs: HOUR }),
  /**
   * Downloads of one's own properties (the PDF reports, the workbook, the CSVs), together: a person fetches a
   * handful at a time; a script asking for maximum-size reports in a loop (seconds of a thread each) stops.
   */
  downloadsPerUser: (userId: string): Limit => ({ bucket: `download:user:${userId}`, max: 30, windowMs: MINUTE }),
  /**
   * A share link's PDF report, per link whoever asks (beside the per-visitor limit), so a link posted publicly
   * cannot keep the report threads busy. `tokenHash`: the database keeps no share token in the clear.
   */
  sharedReportsPerLink: (tokenHash: string): Limit => ({
    bucket: `shared:report:${tokenHash}`,
    max: 30,
    windowMs: MINUTE,
  }),
  /** Shared links' pages and photos, per visitor: a page with its photos is a dozen reads; a scraper stops. */
  sharedReadsPerIp: (ip: string): Limit => ({ bucket: `shared:ip:${ip}`, max: 300, windowMs: 5 * MINUTE }),
};
