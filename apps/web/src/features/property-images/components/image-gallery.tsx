import { useState } from "react";
import type { PropertyImage } from "@plexwise/core";
import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { wrapIndex } from "../lib/photo-rules";

/** One photo at a time with previous / next that wrap, and where you are: "2 / 5". */
export function ImageGallery({ images }: { images: Pick<PropertyImage, "url">[] }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="flex h-64 flex-col items-center justify-center gap-2 rounded-lg bg-muted text-muted-foreground sm:h-80">
        <ImageOff className="size-8" aria-hidden="true" />
        <p className="text-sm">No photos yet</p>
      </div>
    );
  }
  const current = wrapIndex(index, images.length);
  const image = images[current];
  return (
    <div className="relative">
      <img
        src={image?.url}
        alt={`Photo ${current + 1} of ${images.length}`}
        className="h-64 w-full rounded-lg bg-muted object-cover sm:h-96"
      />
      {images.length > 1 && (
        <>
          <Button
            variant="secondary"
            size="icon"
            className="absolute left-2 top-1/2 -translate-y-1/2 opacity-90"
            aria-label="Previous photo"
            onClick={() => setIndex(current - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            className="absolute right-2 top-1/2 -translate-y-1/2 opacity-90"
            aria-label="Next photo"
            onClick={() => setIndex(current + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </>
      )}
      <p
        className="absolute bottom-2 right-2 rounded bg-black/60 px-2 py-0.5 text-xs font-medium text-white"
        aria-live="polite"
      >
        {current + 1} / {images.length}
      </p>
    </div>
  );
}
