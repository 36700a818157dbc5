import { numberFormat } from "./number-format";

const dollars = numberFormat({ currency: true, maximumFractionDigits: 0 });
const dollarsAndCents = numberFormat({ currency: true, minimumFractionDigits: 2 });
const grouped = numberFormat({ maximumFractionDigits: 0 });

/** "$1,235" from 123456 cents; cents are shown only when asked. */
export function formatCents(cents: number, options: { showCents?: boolean } = {}): string {
  if (options.showCents) return dollarsAndCents.format(cents / 100);
  return dollars.format(Math.round(cents / 100));
}

export const formatDollars = (wholeDollars: number): string => dollars.format(wholeDollars);

/** "$1,234.50", "-$0.75": dollars with their cents. */
export const formatDollarsAndCents = dollarsAndCents.format;

/** "6.3", "12": at most one decimal (scores, shares, rates). */
export const formatUpToOneDecimal = numberFormat({ maximumFractionDigits: 1 }).format;

/** "1,234.567": a number as Number#toLocaleString("en-US") writes it (up to three decimals). */
export const formatNumber = numberFormat().format;

/** "1,234,567" while typing a price or square feet (SPEC section 5). */
export const formatGrouped = (value: number): string => grouped.format(value);

/** Price in thousands, as the list and headers show it: 749000 -> "$749K", 1425000 -> "$1,425K". */
export function formatThousands(wholeDollars: number): string {
  return `$${grouped.format(Math.round(wholeDollars / 1000))}K`;
}

/** The price on the list and the headers: in thousands, or "-" for a price never entered (0 is not a price). */
export const formatListPrice = (wholeDollars: number): string =>
  wholeDollars > 0 ? formatThousands(wholeDollars) : "-";

/** What an amount input shows for a stored value: "1234.5" -> "1,234.50"; whole dollars without cents. */
export function centsToInputText(cents: number | null): string {
  if (cents === null) return "";
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  const sign = cents < 0 && whole === 0 ? "-" : "";
  return `${sign}${grouped.format(whole)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}
