import { ShareDialog } from "@/features/sharing";
import { PropertyViewPage } from "../components/property-view-page";
import { SnapshotContent } from "../components/snapshot/snapshot-content";

export function PropertySnapshotPage() {
  return (
    <PropertyViewPage view="snapshot">
      {(property) => (
        <div className="grid gap-4">
          <div className="flex justify-end">
            <ShareDialog propertyId={property.id} />
          </div>
          <SnapshotContent key={property.id} property={property} />
        </div>
      )}
    </PropertyViewPage>
  );
}
