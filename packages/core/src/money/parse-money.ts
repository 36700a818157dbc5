/**
 * Money arrives as people type it: "$1,234", "1234.5", " 2,000.00 ", "(350)" or "".
 * Parsing happens here, once, and nowhere else.
 */

const MONEY_PATTERN = /^(-)?\$?(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Parses a money string into integer cents, rounding half away from zero at the cent.
 * Returns null for an empty or non-numeric input (SPEC section 5: non-numeric amounts become null).
 */
export function parseMoneyToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") return Number.isFinite(input) ? roundHalfAwayFromZero(input * 100) : null;
  let text = input.trim().replace(/\s+/g, "");
  if (text === "") return null;
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = true;
    text = parenthesised[1] ?? "";
  }
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign1, sign2, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  if (sign1 && sign2) return null;
  negative = negative !== Boolean(sign1 || sign2);
  const wholeCents = Number(whole.replaceAll(",", "") || "0") * 100;
  // Compare fraction digits as text, so "0.005" rounds to one cent without float error.
  const padded = (fraction + "000").slice(0, 3);
  const fractionCents = Math.floor(Number(padded) / 10) + (Number(padded[2]) >= 5 ? 1 : 0);
  const cents = wholeCents + fractionCents;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Whole dollars from "$749,000" or "749000.40" (rounded); null when empty or not a number. */
export function parseWholeDollars(input: string | number | null | undefined): number | null {
  const cents = parseMoneyToCents(input);
  return cents === null ? null : roundHalfAwayFromZero(cents / 100);
}

/** Digits only (SPEC: price, units and square feet inputs keep digits only; empty becomes 0). */
export function digitsOnlyToInt(input: string): number {
  const digits = input.replace(/\D/g, "");
  return digits === "" ? 0 : Number(digits);
}

export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** A monthly amount in cents from an annual one: the annual figure divided by 12, rounded to the cent. */
export const annualToMonthlyCents = (annualCents: number): number => roundHalfAwayFromZero(annualCents / 12);
export const monthlyToAnnualCents = (monthlyCents: number): number => monthlyCents * 12;
