import type { PropertySummary } from "@plexwise/core";
import { formatListPrice } from "@plexwise/core/money";
import { Link } from "wouter";
import type { PropertySort, SortKey } from "../../lib/sort-properties";
import { propertyLabel, propertyTitle } from "@/shared/property-name";
import { FavoriteToggle } from "../favorite-toggle";
import { CapRateBadge, RatingBadge } from "../property-badges";
import { PropertyThumbnail } from "../property-thumbnail";
import { CompareCheckbox } from "./compare-checkbox";
import { DeleteRowButton } from "./delete-row-button";
import { SORT_COLUMNS, SortButton } from "./sort-button";

type Props = {
  properties: PropertySummary[];
  sort: PropertySort;
  onSort: (key: SortKey) => void;
  onDelete: (property: PropertySummary) => void;
  /** The ids ticked for comparison. */
  selected: readonly string[];
  onToggleSelect: (id: string) => void;
};

const unitsText = (count: number) => `${count} ${count === 1 ? "unit" : "units"}`;

/**
 * Phones: one card per property. The title link stretches over the whole card (its ::after covers it),
 * so a tap anywhere opens the property while the heart and the bin, raised above it, keep their own clicks.
 */
export function PropertiesCardList({ properties, sort, onSort, onDelete, selected, onToggleSelect }: Props) {
  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Sort by" className="-mx-1 flex flex-wrap gap-1">
        {SORT_COLUMNS.map(({ key, label }) => (
          <SortButton key={key} label={label} sortKey={key} sort={sort} onSort={onSort} className="border bg-card" />
        ))}
      </div>
      <ul className="grid gap-3">
        {properties.map((p) => (
          <li
            key={p.id}
            className="relative flex gap-3 rounded-xl border bg-card p-3 shadow-sm [contain-intrinsic-size:auto_5.5rem] [content-visibility:auto] focus-within:ring-2 focus-within:ring-ring hover:bg-brand-soft"
          >
            <CompareCheckbox
              name={propertyLabel(p)}
              checked={selected.includes(p.id)}
              onToggle={() => onToggleSelect(p.id)}
              className="-my-1 -ml-2 -mr-1 shrink-0 self-center"
            />
            <PropertyThumbnail heroUrl={p.heroUrl} className="size-16" />
            <div className="min-w-0 flex-1">
              <Link
                href={`/property/${p.id}/snapshot`}
                className="font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                <span className="line-clamp-1">{propertyTitle(p)}</span>
              </Link>
              <p className="line-clamp-1 text-sm text-muted-foreground">{p.address}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium tabular-nums">{formatListPrice(p.price)}</span>
                <span className="tabular-nums">{unitsText(p.unitCount)}</span>
                <span className="inline-flex items-center gap-1">
                  <span className="text-xs text-muted-foreground">Cap</span>
                  <CapRateBadge capRatePct={p.capRatePct} />
                </span>
                <span className="inline-flex items-center gap-1">
                  <span className="text-xs text-muted-foreground">Rating</span>
                  <RatingBadge rating={p.rating} />
                </span>
              </p>
            </div>
            <div className="-mr-1 -mt-1 flex flex-col items-center">
              <FavoriteToggle id={p.id} favorite={p.favorite} />
              <DeleteRowButton onDelete={() => onDelete(p)} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
