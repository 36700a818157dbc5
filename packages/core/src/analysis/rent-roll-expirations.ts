import { rentInPlaceCents } from "../finance/property-totals";
import type { AnalyticsUnit } from "./rent-roll-analytics";

/** How many months, the current one first, the lease expirations schedule covers. */
export const EXPIRATION_MONTHS = 24;

export type ExpirationMonth = {
  /** "2026-11" */
  month: string;
  /** Occupied units whose lease ends in that month. */
  count: number;
  /** Their rent in place per month, in cents: the rent that rolls over that month. */
  rentInPlaceCents: number;
};

export type LeaseExpirations = {
  months: ExpirationMonth[];
  /** Occupied units whose lease ended before the first month (month to month, or holding over). */
  pastCount: number;
  /** Occupied units whose lease ends after the last month. */
  laterCount: number;
  /** Occupied units without a lease end date. */
  undatedCount: number;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Months since year 0 of a yyyy-mm-dd day, or null when it is not one. */
function monthIndex(day: string | null | undefined): number | null {
  const match = day ? ISO_DAY.exec(day) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? Number(match[1]) * 12 + month - 1 : null;
}

const monthLabel = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/**
 * The occupied units' lease ends by month for EXPIRATION_MONTHS months from `asOf`'s month (yyyy-mm-dd), with
 * those before, after and without a date counted apart: every occupied unit is counted exactly once.
 */
export function leaseExpirations(units: readonly AnalyticsUnit[], asOf: string): LeaseExpirations {
  const first = monthIndex(asOf);
  if (first === null) throw new Error(`asOf must be a yyyy-mm-dd day, not "${asOf}".`);
  const months: ExpirationMonth[] = Array.from({ length: EXPIRATION_MONTHS }, (_, i) => ({
    month: monthLabel(first + i),
    count: 0,
    rentInPlaceCents: 0,
  }));
  const result: LeaseExpirations = { months, pastCount: 0, laterCount: 0, undatedCount: 0 };
  for (const unit of units) {
    if (unit.vacant) continue;
    const end = monthIndex(unit.leaseEnd);
    const bucket = end === null ? undefined : months[end - first];
    if (end === null) result.undatedCount += 1;
    else if (end < first) result.pastCount += 1;
    else if (!bucket) result.laterCount += 1;
    else {
      bucket.count += 1;
      bucket.rentInPlaceCents += rentInPlaceCents(unit);
    }
  }
  return result;
}
