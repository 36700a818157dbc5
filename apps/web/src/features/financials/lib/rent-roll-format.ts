import { money } from "./format";

/** Display helpers of the rent roll analytics; the figures themselves come from core's `rentRollAnalytics`. */

/** "$1,235" from integer cents (whole dollars, as the rest of Financials shows rents). */
export const centsMoney = (cents: number): string => money(cents / 100);

/** "$1,235" or "—" when there is no figure. */
export const centsOrDash = (cents: number | null): string => (cents === null ? "—" : centsMoney(cents));

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The user's today as yyyy-mm-dd (local time): the first of the lease expirations' 24 months. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** "2027-03" as "Mar 2027". */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  if (!year || !monthNumber) return month;
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
