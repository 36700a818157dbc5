import { parseMoneyToCents, parseWholeDollars } from "@plexwise/core/money";

/**
 * Readers for the extraction's loose JSON: any field may be missing, a string, a number or something odd.
 * Each returns a clean value or null and never throws.
 */
export type Loose = Record<string, unknown>;

export const asRecord = (value: unknown): Loose | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : null;

/** The first of several field names that holds something (snake_case and camelCase spellings). */
export function pick(record: Loose, ...names: string[]): unknown {
  for (const name of names) {
    const value = record[name];
    if (value !== undefined && value !== null && value !== "") return value;
  }
  return undefined;
}

export function readText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** Money in cents from 1250, "1,250", "$1,250.50"; null when not a number. */
export function readCents(value: unknown): number | null {
  if (typeof value === "number" || typeof value === "string") return parseMoneyToCents(value);
  return null;
}

/** Whole dollars from 749000, "$749,000" or "749000.40" (rounded by core); null when there is none. */
export function readWholeDollars(value: unknown): number | null {
  if (typeof value === "number" || typeof value === "string") return parseWholeDollars(value);
  return null;
}

/** A non-negative number from 3, "3", "1,200 sf"; null when there is none. */
export function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const match = /^\s*\$?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)/.exec(value);
  if (!match?.[1]) return null;
  const n = Number(match[1].replaceAll(",", ""));
  return Number.isFinite(n) ? n : null;
}

export function readWholeNumber(value: unknown): number | null {
  const n = readNumber(value);
  return n === null ? null : Math.round(n);
}

/** A list, whether sent bare or wrapped as { items } or { rows } (the Financials shape). */
export function readList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const record = asRecord(value);
  const inner = record ? (record.items ?? record.rows) : undefined;
  return Array.isArray(inner) ? inner : [];
}
