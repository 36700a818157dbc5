import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { describeSource, type Source } from "../lib/extraction-provenance";

/**
 * Where a value was read: the file, the page and the printed line, on hover (title), on keyboard focus
 * and on tap. Nothing is shown for a value typed by hand.
 */
export function SourceButton({ source, label }: { source: Source | null | undefined; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!source) return null;
  const text = describeSource(source);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Source of ${label}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        title={text}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
      >
        <FileText className="size-3.5" aria-hidden="true" />
      </button>
      {open && (
        <span
          id={id}
          role="tooltip"
          className="absolute left-0 top-full z-20 mt-1 w-max max-w-xs rounded-md border bg-popover p-2 text-xs text-popover-foreground shadow-md"
        >
          {text}
        </span>
      )}
    </span>
  );
}
