import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function PropertiesPage() {
  useDocumentTitle("My Properties");
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Properties</h1>
        <Button asChild>
          <Link href="/property/new">
            + New Property
          </Link>
        </Button>
      </div>
      <div className="mt-8 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <p className="text-muted-foreground">No properties yet. Click &quot;+ New Property&quot; to get started.</p>
      </div>
    </section>
  );
}
