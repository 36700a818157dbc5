import { useDeferredValue, type ReactNode } from "react";
import type { Property } from "@plexwise/core";
import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ApiError, serverMessage } from "@/lib/api-client";
import { useProperty } from "@/shared/property-api/use-property";

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto mt-8 max-w-md rounded-xl border bg-card p-6 text-center shadow-sm">
      <SearchX className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{text}</p>
      <Button asChild variant="outline" className="mt-5">
        <Link href="/properties">Back to My Properties</Link>
      </Button>
    </div>
  );
}

/**
 * Loads one property for a page and renders it, or says why it can't: loading, not found (the server
 * answers 404 for a missing id and for someone else's), or another error.
 */
export function PropertyLoader({ id, children }: { id: string; children: (property: Property) => ReactNode }) {
  const { data, isError, error } = useProperty(id);
  // The page is rendered from the property in a transition, which React renders in slices that leave the main thread
  // to the browser, rather than in the one long task the data's arrival would start (docs/decisions/0014).
  const property = useDeferredValue(data);
  if (isError) {
    if (error instanceof ApiError && error.status === 404) {
      return <Problem title="Property not found" text="It may have been deleted, or the link is wrong." />;
    }
    return <Problem title="Couldn't load property" text={serverMessage(error)} />;
  }
  if (property === undefined) {
    return (
      <p role="status" className="px-4 py-16 text-center text-muted-foreground">
        Loading property...
      </p>
    );
  }
  return children(property);
}
