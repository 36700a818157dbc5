import { Link } from "wouter";
import { propertyLabel } from "@/shared/property-name";

type Named = { id: string; nickname: string | null; address: string };

/** A compared property by name (nickname, else address), linking back to its snapshot. */
export function PropertyLink({ property }: { property: Named }) {
  return (
    <Link
      href={`/property/${property.id}/snapshot`}
      className="font-semibold text-primary underline-offset-4 hover:underline"
    >
      {propertyLabel(property)}
    </Link>
  );
}
