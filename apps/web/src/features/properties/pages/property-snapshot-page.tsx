import { useParams } from "wouter";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PropertyLoader } from "../components/property-loader";
import { PropertySummaryHeader } from "../components/property-summary-header";
import { PropertyViewTabs } from "../components/property-view-tabs";
import { SnapshotContent } from "../components/snapshot/snapshot-content";

export function PropertySnapshotPage() {
  useDocumentTitle("Snapshot");
  const { id } = useParams<{ id: string }>();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <PropertyLoader id={id}>
        {(property) => (
          <div className="grid gap-4">
            <PropertySummaryHeader property={property} />
            <PropertyViewTabs id={property.id} current="snapshot">
              <SnapshotContent key={property.id} property={property} />
            </PropertyViewTabs>
          </div>
        )}
      </PropertyLoader>
    </section>
  );
}
