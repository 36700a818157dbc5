import { useParams } from "wouter";
import { ReadOnlySnapshot } from "@/features/properties/components/snapshot/read-only-snapshot";
import { ImageGallery } from "@/features/property-images/components/image-gallery";
import { SharedFrame } from "@/features/sharing/components/shared-frame";

/**
 * /s/:token: a shared property's Snapshot, without an account and without edit controls. A public page: it imports
 * the display components it shows directly, so none of the signed-in app (data layer, frame) comes with it.
 */
export function SharedSnapshotPage() {
  const { token } = useParams<{ token: string }>();
  return (
    <SharedFrame token={token} tab="snapshot">
      {(property, view) => (
        <ReadOnlySnapshot
          property={property}
          gallery={<ImageGallery images={view.images} />}
          includes={view.includes}
        />
      )}
    </SharedFrame>
  );
}
