import { useId, useRef, useState, type DragEvent } from "react";
import { FileUp } from "lucide-react";
import { DOCUMENT_EXTENSIONS } from "@plexwise/core/limits";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** The documents area: a multi-file picker that also takes files dropped on it ('Drop files here' while dragging). */
export function DocumentDropArea({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
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
      data-testid="documents-drop-area"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors",
        dragging ? "border-primary bg-primary/5" : "border-input",
      )}
    >
      <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{dragging ? "Drop files here" : "Offering memorandum, rent roll, T-12 or listing sheet"}</p>
      <p id={hintId} className="text-sm text-muted-foreground">
        PDF, Word, Excel, CSV or photos of pages; up to 10MB each.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        aria-label="Choose documents"
        aria-describedby={hintId}
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <Button type="button" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        Choose Documents
      </Button>
    </div>
  );
}
