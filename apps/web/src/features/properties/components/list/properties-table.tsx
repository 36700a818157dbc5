import type { PropertySummary } from "@plexwise/core";
import { formatListPrice } from "@plexwise/core/money";
import { Link, useLocation } from "wouter";
import type { PropertySort, SortKey } from "../../lib/sort-properties";
import { propertyLabel, propertyTitle } from "@/shared/property-name";
import { FavoriteToggle } from "../favorite-toggle";
import { CapRateBadge, RatingBadge } from "../property-badges";
import { PropertyThumbnail } from "../property-thumbnail";
import { CompareCheckbox } from "./compare-checkbox";
import { DeleteRowButton } from "./delete-row-button";
import { SORT_COLUMNS, SortButton, ariaSort } from "./sort-button";

type Props = {
  properties: PropertySummary[];
  sort: PropertySort;
  onSort: (key: SortKey) => void;
  onDelete: (property: PropertySummary) => void;
  /** The ids ticked for comparison. */
  selected: readonly string[];
  onToggleSelect: (id: string) => void;
};

const numeric = new Set<SortKey>(["price", "units", "cap", "rating"]);

/** Wide screens: one row per property. The nickname is the row's link; a click anywhere else on it opens it too. */
export function PropertiesTable({ properties, sort, onSort, onDelete, selected, onToggleSelect }: Props) {
  const [, navigate] = useLocation();
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">
          My properties, sorted by {SORT_COLUMNS.find((c) => c.key === sort.key)?.label}
        </caption>
        <thead className="border-b bg-muted/60">
          <tr>
            <th scope="col" className="w-12 pl-2">
              <span className="sr-only">Compare</span>
            </th>
            <th scope="col" className="w-16 px-3 py-2">
              <span className="sr-only">Photo</span>
            </th>
            {SORT_COLUMNS.map(({ key, label }) => (
              <th
                key={key}
                scope="col"
                aria-sort={ariaSort(sort, key)}
                className={numeric.has(key) ? "px-2 py-2 text-right" : "px-2 py-2 text-left"}
              >
                <SortButton label={label} sortKey={key} sort={sort} onSort={onSort} />
              </th>
            ))}
            <th scope="col" className="w-14 px-3 py-2">
              <span className="sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {properties.map((p) => {
            const href = `/property/${p.id}/snapshot`;
            return (
              <tr
                key={p.id}
                onClick={() => navigate(href)}
                className="cursor-pointer border-b last:border-b-0 hover:bg-brand-soft"
              >
                <td className="pl-2">
                  <CompareCheckbox
                    name={propertyLabel(p)}
                    checked={selected.includes(p.id)}
                    onToggle={() => onToggleSelect(p.id)}
                  />
                </td>
                <td className="px-3 py-2">
                  <PropertyThumbnail heroUrl={p.heroUrl} />
                </td>
                <td className="px-2 py-2">
                  <FavoriteToggle id={p.id} favorite={p.favorite} />
                </td>
                <td className="max-w-48 px-2 py-2 font-medium">
                  <Link
                    href={href}
                    onClick={(event) => event.stopPropagation()}
                    className="line-clamp-2 rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {propertyTitle(p)}
                  </Link>
                </td>
                <td className="max-w-64 px-2 py-2 text-muted-foreground">
                  <span className="line-clamp-2">{p.address}</span>
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{formatListPrice(p.price)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{p.unitCount}</td>
                <td className="px-2 py-2 text-right">
                  <CapRateBadge capRatePct={p.capRatePct} />
                </td>
                <td className="px-2 py-2 text-right">
                  <RatingBadge rating={p.rating} />
                </td>
                <td className="px-3 py-2 text-right">
                  <DeleteRowButton onDelete={() => onDelete(p)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
