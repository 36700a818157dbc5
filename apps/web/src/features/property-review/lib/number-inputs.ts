import { formatGrouped } from "@plexwise/core/money";

const digits = (text: string): string => text.replace(/\D/g, "");

/** Price as typed: "$1,234,567" (SPEC section 5); empty stays empty. */
export function formatPriceInput(text: string): string {
  const d = digits(text);
  return d === "" ? "" : `$${formatGrouped(Number(d))}`;
}

/** Square feet as typed: "9,450". */
export function formatGroupedInput(text: string): string {
  const d = digits(text);
  return d === "" ? "" : formatGrouped(Number(d));
}

/** Units and Year Built keep digits only. */
export const digitsOnly = (text: string, maxLength?: number): string => digits(text).slice(0, maxLength);

/** A whole number from "9,450" or "$12"; null when empty or not a number. */
export function parseOptionalInt(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Beds and baths: a number rounded to the nearest half (1.5 baths); null when empty or not a number. */
export function parseHalfSteps(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, "");
  if (!/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 2) / 2;
}
