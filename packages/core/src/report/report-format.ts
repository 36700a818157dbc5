import { pct, rate, times, usd, usdCents } from "../analysis/format";
import type { ExpenseItem, OtherIncomeItem } from "../contracts/property-parts";

/**
 * The report's wording of figures: the analyses' formatters (analysis/format.ts), which the screens' figures agree
 * with, and a dash where a figure cannot be computed.
 */
export const DASH = "—";

export const moneyText = (dollars: number | null): string => (dollars === null ? DASH : usd(dollars));
export const centsText = (dollars: number | null): string => (dollars === null ? DASH : usdCents(dollars));
export const percentText = (percent: number | null, decimals = 2): string =>
  percent === null ? DASH : pct(percent, decimals);
export const ratioText = (ratio: number | null): string => (ratio === null ? DASH : `${times(ratio)}x`);
/** The debt coverage ratio as the screen prints it: "1.37". */
export const coverageText = (ratio: number | null): string => (ratio === null ? DASH : times(ratio));
export const rateText = (percent: number | null): string => (percent === null ? DASH : rate(percent));
/** A monthly amount stored in cents, as dollars; none is a dash. */
export const monthlyCentsText = (cents: number | null, months = 1): string =>
  cents === null ? DASH : usd((cents * months) / 100);
/** "+5%", "-10%", "0%": a step of the sensitivity grid. */
export const signedPercent = (n: number): string => (n === 0 ? "0%" : `${n > 0 ? "+" : "-"}${Math.abs(n)}%`);

/** Where a line of income or expense came from: "om.pdf, p. 3", "Derived from om.pdf", "Entered by hand". */
export function lineSourceText(line: Pick<ExpenseItem | OtherIncomeItem, "source" | "sourceFile" | "sourcePage">) {
  const file = line.sourceFile ? `${line.sourceFile}${line.sourcePage ? `, p. ${line.sourcePage}` : ""}` : null;
  if (line.source === "manual") return "Entered by hand";
  if (line.source === "derived") return file ? `Derived from ${file}` : "Derived";
  return file ?? (line.sourcePage ? `Document, p. ${line.sourcePage}` : "Document");
}

/** "26 November 2026" of an ISO time, in UTC so the same report reads the same anywhere. */
export const dateText = (iso: string | Date): string =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
