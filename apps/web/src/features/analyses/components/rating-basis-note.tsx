import { Info } from "lucide-react";
import type { NeighborhoodAnalysis } from "@plexwise/core";

/** Says where the ratings come from; a model's guess is labelled as such, never passed off as data. */
export function RatingBasisNote({
  basis,
  dataSources,
}: {
  basis: NeighborhoodAnalysis["rating_basis"];
  dataSources: string[];
}) {
  if (basis === "model_estimate") {
    return (
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Model estimate — not from data.</strong> No public data was available, so these ratings are the AI
          model&apos;s guess.
        </span>
      </p>
    );
  }
  if (basis === "none") {
    return <p className="text-sm text-muted-foreground">No ratings could be computed for this area.</p>;
  }
  return (
    <p className="text-sm text-muted-foreground">
      Computed from public data{dataSources.length > 0 ? `: ${dataSources.join(", ")}` : ""}.
    </p>
  );
}
