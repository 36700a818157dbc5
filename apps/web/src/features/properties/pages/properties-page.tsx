import { useDeferredValue, useMemo, useState } from "react";
import type { PropertySummary } from "@plexwise/core";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CompareBar, toggleId } from "@/features/compare";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMediaQuery } from "@/hooks/use-media-query";
import { useProgressiveList } from "@/hooks/use-progressive-list";
import { serverMessage } from "@/lib/api-client";
import { useProperties } from "@/shared/property-api/use-properties";
import { DeletePropertyDialog, type DeleteTarget } from "../components/delete-property-dialog";
import { EmptyProperties } from "../components/list/empty-properties";
import { PropertiesCardList } from "../components/list/properties-card-list";
import { PropertiesTable } from "../components/list/properties-table";
import { PropertySearch } from "../components/list/property-search";
import { filterProperties } from "../lib/filter-properties";
import { propertyLabel } from "@/shared/property-name";
import { DEFAULT_SORT, nextSort, sortProperties, type SortKey } from "../lib/sort-properties";

export function PropertiesPage() {
  useDocumentTitle("My Properties");
  const { data, isError, error, refetch } = useProperties();
  // The list is rendered in a transition, in slices, rather than in the one long task the data's arrival would start.
  const properties = useDeferredValue(data);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [search, setSearch] = useState("");
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const wide = useMediaQuery("(min-width: 768px)");

  const shown = useMemo(
    () => sortProperties(filterProperties(properties ?? [], search), sort),
    [properties, search, sort],
  );
  // A deleted property drops out of the comparison; one hidden by the search stays ticked.
  const selected = useMemo(() => picked.filter((id) => properties?.some((p) => p.id === id)), [picked, properties]);
  const onToggleSelect = (id: string) => setPicked((current) => toggleId(current, id));
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));
  const onDelete = (p: PropertySummary) => setDeleteTarget({ id: p.id, name: propertyLabel(p) });

  // A phone's screen holds about six cards and a desktop's about twelve rows: those come first, the rest right after.
  const rendered = useProgressiveList(shown, 12);
  const listProps = { properties: rendered, sort, onSort, onDelete, selected, onToggleSelect };

  function body() {
    if (isError) {
      return (
        <div role="alert" className="rounded-xl border bg-card px-6 py-10 text-center">
          <p className="font-medium">Couldn&apos;t load your properties.</p>
          <p className="mt-1 text-sm text-muted-foreground">{serverMessage(error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (properties === undefined) return <Spinner label="Loading properties" className="py-16" />;
    if (properties.length === 0) return <EmptyProperties />;
    return (
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="w-full md:max-w-sm">
            <PropertySearch value={search} onChange={setSearch} />
          </div>
          <CompareBar selectedIds={selected} onClear={() => setPicked([])} />
        </div>
        {shown.length === 0 ? (
          <p className="rounded-xl border bg-card px-6 py-10 text-center text-muted-foreground" role="status">
            No properties match &quot;{search.trim()}&quot;.
          </p>
        ) : wide ? (
          <PropertiesTable {...listProps} />
        ) : (
          <PropertiesCardList {...listProps} />
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Properties</h1>
        <div className="flex flex-wrap gap-2">
          {(properties?.length ?? 0) > 0 && (
            <Button asChild variant="outline">
              <a href="/api/properties.csv" download>
                Export CSV
              </a>
            </Button>
          )}
          <Button asChild>
            <Link href="/property/new">+ New Property</Link>
          </Button>
        </div>
      </div>
      {body()}
      <DeletePropertyDialog target={deleteTarget} onClose={() => setDeleteTarget(null)} />
    </section>
  );
}
