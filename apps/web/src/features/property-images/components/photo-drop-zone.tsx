import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { ImagePlus } from "lucide-react";
import { PHOTO_EXTENSIONS } from "@plexwise/core/limits";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const ACCEPT = ["image/*", ...PHOTO_EXTENSIONS.map((ext) => `.${ext}`)].join(",");

/** A drop area for photos ('Drop files here' while dragging) with a picker button. */
export function PhotoDropZone({ onFiles, disabled = false, children }: { onFiles: (files: File[]) => void; disabled?: boolean; children?: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  }
  return (
    <div
      data-testid="photos-drop-area"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn("flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors", dragging ? "border-primary bg-primary/5" : "border-input")}
    >
      <ImagePlus className="size-7 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{dragging ? "Drop files here" : "Photos of the property"}</p>
      <p id={hintId} className="text-sm text-muted-foreground">
        JPEG, PNG, WebP or HEIC; up to 10MB each, 35 in all.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        aria-label="Choose photos"
        aria-describedby={hintId}
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        Choose Photos
      </Button>
      {children}
    </div>
  );
}
