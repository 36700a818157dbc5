import { FileText, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The chosen documents with their count, one remove button each, and Clear All. */
export function SelectedFiles({
  files,
  onRemove,
  onClear,
  disabled,
}: {
  files: File[];
  onRemove: (file: File) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">Selected files ({files.length})</h2>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
          Clear All
        </Button>
      </div>
      <ul aria-label="Selected files" className="mt-2 grid gap-1">
        {files.map((file) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-2 text-sm">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{file.name}</span>
            <span className="tabular-nums text-muted-foreground">{(file.size / 1024 / 1024).toFixed(1)} MB</span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Remove ${file.name}`}
              onClick={() => onRemove(file)}
              disabled={disabled}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
