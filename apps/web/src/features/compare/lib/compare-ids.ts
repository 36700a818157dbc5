import { COMPARE_COUNT_MESSAGE, canCompare } from "./compare-limits";

/** The /compare link for the selected properties, in the order they were picked. */
export const compareHref = (ids: string[]): string => `/compare?ids=${ids.map(encodeURIComponent).join(",")}`;

export type ParsedCompareIds = { ok: true; ids: string[] } | { ok: false; message: string };

/** The ids of /compare?ids=a,b,c: blanks and repeats dropped; fewer than 2 or more than 4 is refused. */
export function parseCompareIds(search: string): ParsedCompareIds {
  const raw = new URLSearchParams(search).get("ids") ?? "";
  const ids = [
    ...new Set(
      raw
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return canCompare(ids.length) ? { ok: true, ids } : { ok: false, message: COMPARE_COUNT_MESSAGE };
}

/** Ticks or unticks a property; the order of ticking is the order of the comparison's columns. */
export const toggleId = (selected: string[], id: string): string[] =>
  selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
