import { PropertyViewPage } from "../components/property-view-page";
import { SnapshotContent } from "../components/snapshot/snapshot-content";

export function PropertySnapshotPage() {
  return (
    <PropertyViewPage view="snapshot">
      {(property) => <SnapshotContent key={property.id} property={property} />}
    </PropertyViewPage>
  );
}
