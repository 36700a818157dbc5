import { formatCents, formatDollars } from "../money/format-money";

/**
 * Rounding and wording shared by the analyses. The engine never rounds; these reports round once, for display,
 * and every threshold is compared on the rounded figure, so a reason never reads "25.00% is below 25%".
 */

/** Half away from zero at `decimals`, after clearing float noise (1.005 -> 1.01, not 1.00); never -0. */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

export const roundOrNull = (value: number | null, decimals = 0): number | null =>
  value === null || !Number.isFinite(value) ? null : roundTo(value, decimals);

/** "$1,250,000" or "-$3,120": whole dollars. */
export const usd = (dollars: number): string => formatDollars(roundTo(dollars));

/** "$130.21": dollars and cents. */
export const usdCents = (dollars: number): string => formatCents(roundTo(dollars * 100), { showCents: true });

/**
 * The payback period as every surface prints it: "6.3 years", or "not within 10 years" when the cash in would take
 * longer than the hold to come back ("2,238.4 years" said nothing a buyer can use); "—" with no positive cash flow.
 */
export const paybackText = (years: number | null, holdYears: number): string => {
  if (years === null) return "—";
  return years > holdYears
    ? `not within ${holdYears} ${holdYears === 1 ? "year" : "years"}`
    : `${years.toFixed(1)} years`;
};

/** "7.79%" (2 decimals), or with other decimals. */
export const pct = (percent: number, decimals = 2): string => `${roundTo(percent, decimals).toFixed(decimals)}%`;

/** An entered rate as typed, up to 2 decimals: "5%", "6.5%". */
export const rate = (percent: number): string => `${roundTo(percent, 2)}%`;

/** A ratio to 2 decimals: "1.37". */
export const times = (ratio: number): string => roundTo(ratio, 2).toFixed(2);

/** "1 unit", "12 units". */
export const plural = (count: number, noun: string, nouns = `${noun}s`): string =>
  `${count} ${count === 1 ? noun : nouns}`;

/** "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

const NUMBER_IN_TEXT = /(-?)\$?(\d[\d,]*(?:\.\d+)?)/g;

/** Every number written in a text: "$1,250,000" -> 1250000, "-$3,120" -> -3120, "7.79%" -> 7.79. */
export function numbersInText(text: string): number[] {
  return [...text.matchAll(NUMBER_IN_TEXT)].map(([, sign, digits = ""]) =>
    Number(`${sign}${digits.replaceAll(",", "")}`),
  );
}

/**
 * The facts a narrator may state: the given numbers, every number in the given texts, and the size of each negative
 * one (a model may write "loses $3,120 a year" for a cash flow of -3120). Sorted and without repeats.
 */
export function collectFacts(numbers: readonly (number | null)[], texts: readonly string[]): number[] {
  const all = [
    ...numbers.filter((n): n is number => n !== null && Number.isFinite(n)),
    ...texts.flatMap(numbersInText),
  ];
  const withSizes = all.flatMap((n) => (n < 0 ? [n, -n] : [n]));
  return [...new Set(withSizes.map((n) => (n === 0 ? 0 : n)))].sort((a, b) => a - b);
}
