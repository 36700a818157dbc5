import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "@/lib/cn";
import type { PropertySort, SortKey } from "../../lib/sort-properties";

export const SORT_COLUMNS: { key: SortKey; label: string }[] = [
  { key: "favorite", label: "Favorite" },
  { key: "nickname", label: "Nickname" },
  { key: "address", label: "Address" },
  { key: "price", label: "Price" },
  { key: "units", label: "Units" },
  { key: "cap", label: "Cap Rate" },
  { key: "rating", label: "Rating" },
];

export function ariaSort(sort: PropertySort, key: SortKey): "ascending" | "descending" | "none" {
  if (sort.key !== key) return "none";
  return sort.direction === "asc" ? "ascending" : "descending";
}

type Props = {
  label: string;
  sortKey: SortKey;
  sort: PropertySort;
  onSort: (key: SortKey) => void;
  className?: string;
};

/** A column's sort control; the arrow shows the current direction, the table header carries aria-sort. */
export function SortButton({ label, sortKey, sort, onSort, className }: Props) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className={cn(
        "inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-left text-xs font-semibold uppercase tracking-wide hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        active ? "text-foreground" : "text-muted-foreground",
        className,
      )}
    >
      {label}
      <Icon className={cn("size-3.5 shrink-0", active ? "text-primary" : "opacity-60")} aria-hidden="true" />
    </button>
  );
}
