import type { Property } from "@plexwise/core";
import { formatListPrice } from "@plexwise/core/money";
import { MoreVertical } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { propertyTitle } from "@/shared/property-name";
import { FavoriteToggle } from "./favorite-toggle";

const cityLine = (p: Property) => [p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/**
 * The line above a property's views: name, address, price in K, units, the heart and the property menu.
 * On Financials a failed favourite rolls back silently (SPEC section 8): `quietFavorite`.
 */
export function PropertySummaryHeader({
  property,
  quietFavorite = false,
}: {
  property: Property;
  quietFavorite?: boolean;
}) {
  const where = [property.address, cityLine(property)].filter(Boolean).join(", ");
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          {propertyTitle(property)}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">{where}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm font-medium">
          <span className="tabular-nums">{formatListPrice(property.price)}</span>
          <span className="tabular-nums">
            {property.unitCount} {property.unitCount === 1 ? "unit" : "units"}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 items-center">
        <FavoriteToggle id={property.id} favorite={property.favorite} quiet={quietFavorite} />
        <Button asChild variant="ghost" size="icon">
          <Link href={`/property/${property.id}/menu`} aria-label="Property menu">
            <MoreVertical aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
