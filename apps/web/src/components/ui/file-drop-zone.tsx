import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type Props = {
  /** What the area takes, e.g. "Photos of the property"; while files are dragged over it says "Drop files here". */
  title: string;
  hint: string;
  icon: ReactNode;
  accept: string;
  inputLabel: string;
  buttonLabel: string;
  testId: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children?: ReactNode;
};

/** A drop area with a multi-file picker button: the one way files are chosen on New Property and in the photo editor. */
export function FileDropZone({
  title,
  hint,
  icon,
  accept,
  inputLabel,
  buttonLabel,
  testId,
  onFiles,
  disabled = false,
  children,
}: Props) {
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
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors",
        dragging ? "border-primary bg-primary/5" : "border-input",
      )}
    >
      {icon}
      <p className="font-medium">{dragging ? "Drop files here" : title}</p>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        aria-label={inputLabel}
        aria-describedby={hintId}
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {buttonLabel}
      </Button>
      {children}
    </div>
  );
}
