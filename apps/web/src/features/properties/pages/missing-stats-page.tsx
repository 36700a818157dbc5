import { CircleCheck } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { useProperty } from "@/shared/property-api/use-property";
import { MissingStatsForm, anyMissing, findMissingStats } from "@/features/property-review";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { serverMessage } from "@/lib/api-client";

/** /property/new/missing-stats?id=: fill in the key figures the documents did not give. */
export function MissingStatsPage() {
  useDocumentTitle("Missing Figures");
  const id = new URLSearchParams(useSearch()).get("id") ?? undefined;
  const { data: property, isLoading, error } = useProperty(id);
  const [, navigate] = useLocation();

  let body;
  if (!id) {
    body = (
      <div className="grid justify-items-start gap-4">
        <p className="text-muted-foreground">No property was chosen, so there is nothing to fill in.</p>
        <Button onClick={() => navigate("/properties")}>Save</Button>
      </div>
    );
  } else if (isLoading) {
    body = <p className="text-muted-foreground">Loading property...</p>;
  } else if (error || !property) {
    body = (
      <p role="alert" className="text-destructive">
        Could not load this property. {error ? serverMessage(error) : ""}
      </p>
    );
  } else if (!anyMissing(findMissingStats(property))) {
    body = (
      <div className="flex items-start gap-3 rounded-xl border bg-card p-5">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-2">
          <p>Nothing is missing: this property has a price, units, rent in place and expenses.</p>
          <Link
            href={`/property/${property.id}/snapshot`}
            className="font-medium text-primary underline underline-offset-4"
          >
            Go to the snapshot
          </Link>
        </div>
      </div>
    );
  } else {
    body = <MissingStatsForm property={property} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Missing Figures</h1>
      <p className="mt-1 mb-6 text-muted-foreground">
        {property
          ? `${property.nickname ? `${property.nickname} · ` : ""}${property.address}`
          : "Add the key figures the documents did not give."}
      </p>
      {body}
    </div>
  );
}
