import { useParams } from "wouter";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PropertyLoader } from "@/features/properties/components/property-loader";
import { PropertySummaryHeader } from "@/features/properties/components/property-summary-header";
import { PropertyViewTabs } from "@/features/properties/components/property-view-tabs";
import { FinancialsContent } from "../components/financials-content";

export function PropertyFinancialsPage() {
  useDocumentTitle("Financials");
  const { id } = useParams<{ id: string }>();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <PropertyLoader id={id}>
        {(property) => (
          <div className="grid gap-4">
            <PropertySummaryHeader property={property} quietFavorite />
            <PropertyViewTabs id={property.id} current="financials">
              <FinancialsContent key={property.id} property={property} />
            </PropertyViewTabs>
          </div>
        )}
      </PropertyLoader>
    </section>
  );
}
