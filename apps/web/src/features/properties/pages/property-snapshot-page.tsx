import { useParams } from "wouter";
import { AfterFirstPaint } from "@/components/after-first-paint";
import { DocumentsSection } from "@/features/property-documents";
import { useImages } from "@/features/property-images";
import { ShareDialog } from "@/features/sharing";
import { PropertyViewPage } from "../components/property-view-page";
import { SnapshotContent } from "../components/snapshot/snapshot-content";

export function PropertySnapshotPage() {
  // The photos are read with the property rather than once it has rendered: the first photo is what a phone shows
  // largest, and it starts downloading with the rest of the page instead of one render later.
  useImages(useParams<{ id: string }>().id);
  return (
    <PropertyViewPage view="snapshot">
      {(property) => (
        <div className="grid gap-4">
          <div className="flex justify-end">
            <ShareDialog propertyId={property.id} />
          </div>
          <SnapshotContent key={property.id} property={property} />
          <AfterFirstPaint>
            <DocumentsSection key={property.id} propertyId={property.id} />
          </AfterFirstPaint>
        </div>
      )}
    </PropertyViewPage>
  );
}
