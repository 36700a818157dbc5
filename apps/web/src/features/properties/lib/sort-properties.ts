import type { PropertySummary } from "@plexwise/core";
import { compareText } from "@/lib/compare-text";

export type SortKey = "favorite" | "nickname" | "address" | "price" | "units" | "cap" | "rating";
export type SortDirection = "asc" | "desc";
export type PropertySort = { key: SortKey; direction: SortDirection };

/** SPEC section 9: the list opens sorted by nickname, A to Z. */
export const DEFAULT_SORT: PropertySort = { key: "nickname", direction: "asc" };

type SortValue = string | number | null;

const valueOf: Record<SortKey, (p: PropertySummary) => SortValue> = {
  favorite: (p) => (p.favorite ? 1 : 0),
  nickname: (p) => p.nickname?.trim() || null,
  address: (p) => p.address.trim() || null,
  price: (p) => p.price,
  units: (p) => p.unitCount,
  cap: (p) => p.capRatePct,
  rating: (p) => p.rating,
};

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "string" && typeof b === "string") return compareText(a, b);
  return Number(a) - Number(b);
}

/**
 * A new array sorted by one column. Missing values (no nickname, no cap rate, no rating) go last in
 * either direction, so flipping the order never puts the blanks on top; ties keep the incoming order.
 */
export function sortProperties(
  properties: readonly PropertySummary[],
  { key, direction }: PropertySort,
): PropertySummary[] {
  const sign = direction === "asc" ? 1 : -1;
  const read = valueOf[key];
  return [...properties].sort((left, right) => {
    const a = read(left);
    const b = read(right);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compareValues(a, b);
  });
}

/** Clicking a header flips the order of the current column, or starts a new one in its first direction. */
export function nextSort(current: PropertySort, key: SortKey): PropertySort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  // Favourites first is what people mean by sorting on the heart (SPEC section 9).
  return { key, direction: key === "favorite" ? "desc" : "asc" };
}
