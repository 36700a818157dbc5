import { ratingTone } from "@plexwise/core/finance";
import { Badge } from "@/components/ui/badge";

function Missing({ what }: { what: string }) {
  return (
    <Badge>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{what}</span>
    </Badge>
  );
}

/** The server's cap rate to 2 decimals, or a dash when there is no price to divide by. */
export function CapRateBadge({ capRatePct }: { capRatePct: number | null }) {
  if (capRatePct === null) return <Missing what="No cap rate" />;
  return <Badge tone="neutral">{capRatePct.toFixed(2)}%</Badge>;
}

/** SPEC section 9: red at 5 or below, green above; a dash while nobody has rated the property. */
export function RatingBadge({ rating }: { rating: number | null }) {
  if (rating === null) return <Missing what="No rating" />;
  return <Badge tone={ratingTone(rating)}>{rating.toFixed(1)}</Badge>;
}
