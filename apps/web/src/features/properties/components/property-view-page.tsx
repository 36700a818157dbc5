import type { ReactNode } from "react";
import { useParams } from "wouter";
import type { Property } from "@plexwise/core";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PropertyLoader } from "./property-loader";
import { PropertySummaryHeader } from "./property-summary-header";
import { PropertyViewTabs } from "./property-view-tabs";

type Props = { view: "snapshot" | "financials"; children: (property: Property) => ReactNode };

/** A property's Snapshot or Financials: loads the property, then its summary line, the tabs and the view. */
export function PropertyViewPage({ view, children }: Props) {
  useDocumentTitle(view === "snapshot" ? "Snapshot" : "Financials");
  const { id } = useParams<{ id: string }>();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <PropertyLoader id={id}>
        {(property) => (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            {/* On Financials a failed favourite rolls back silently (SPEC section 8). */}
            <PropertySummaryHeader property={property} quietFavorite={view === "financials"} />
            <PropertyViewTabs id={property.id} current={view}>
              {children(property)}
            </PropertyViewTabs>
          </div>
        )}
      </PropertyLoader>
    </section>
  );
}
