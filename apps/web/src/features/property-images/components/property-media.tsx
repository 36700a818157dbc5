import { Suspense, useEffect, useState } from "react";
import type { Property } from "@plexwise/core";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SegmentedToggle } from "@/components/ui/segmented-toggle";
import { useImages } from "../api/images";
import { ImageGallery } from "./image-gallery";
import { MapEmbed } from "./map-embed";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { whenIdle } from "@/lib/when-idle";

// The photo editor (drop zone, uploads, reordering) is downloaded when first opened or once the browser is idle,
// not with the Snapshot: it is one tap away, behind the Edit Photos button.
const PhotoEditorDialog = lazyWithPreload(
  () => import("./photo-editor-dialog"),
  (m) => m.PhotoEditorDialog,
);

const VIEWS = [
  { value: "images", label: "Images" },
  { value: "map", label: "Map" },
] as const;

const fullAddress = (p: Property) =>
  [p.address, p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/** The Snapshot's pictures: the photo gallery or a map of the address, and the photo editor. */
export function PropertyMedia({ property }: { property: Property }) {
  const [view, setView] = useState<"images" | "map">("images");
  const [editing, setEditing] = useState(false);
  // Once opened it stays mounted, closed: an upload still running when it closes reports its failure.
  const [everOpened, setEverOpened] = useState(false);
  if (editing && !everOpened) setEverOpened(true);
  const images = useImages(property.id);
  useEffect(() => whenIdle(PhotoEditorDialog.prefetch), []);
  return (
    <section aria-label="Photos and map" className="rounded-xl border bg-card p-3 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <SegmentedToggle label="Show" value={view} options={VIEWS} onChange={setView} />
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit Photos
        </Button>
      </div>
      {view === "map" ? (
        <MapEmbed address={fullAddress(property)} />
      ) : images.isPending ? (
        <div className="flex h-64 items-center justify-center">
          <Spinner />
        </div>
      ) : (
        <ImageGallery images={images.data ?? []} />
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <PhotoEditorDialog
            propertyId={property.id}
            images={images.data ?? []}
            open={editing}
            onOpenChange={setEditing}
          />
        </Suspense>
      )}
    </section>
  );
}
