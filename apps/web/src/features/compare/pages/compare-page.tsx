import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { CompareView } from "../components/compare-view";
import { parseCompareIds } from "../lib/compare-ids";

/** /compare?ids=a,b,c: two to four of the user's properties side by side. */
export function ComparePage() {
  useDocumentTitle("Compare");
  const parsed = parseCompareIds(useSearch());
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Compare Properties</h1>
        <Button asChild variant="outline">
          <Link href="/properties">Back to My Properties</Link>
        </Button>
      </div>
      {parsed.ok ? (
        // A new set of ids is a new comparison, with its own form and result.
        <CompareView key={parsed.ids.join(",")} ids={parsed.ids} />
      ) : (
        <p role="alert" className="rounded-xl border bg-card px-6 py-10 text-center">
          {parsed.message}
        </p>
      )}
    </section>
  );
}
