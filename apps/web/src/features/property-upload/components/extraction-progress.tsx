import { Button } from "@/components/ui/button";
import type { ExtractionProgressState } from "../hooks/use-document-extraction";

/**
 * Where the extraction is (file, page, OCR), a bar once there is a page count, the time left once the pace is known,
 * and Cancel while a job runs. The time left is not announced: it changes with every poll, the status line does not.
 */
export function ExtractionProgress({
  progress,
  onCancel,
}: {
  progress: ExtractionProgressState;
  onCancel: (() => void) | undefined;
}) {
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="min-w-0 break-words text-sm text-muted-foreground">
          {progress.text}
        </p>
        {onCancel && (
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-primary"
        aria-label="Extraction progress"
        max={1}
        {...(progress.share === null ? {} : { value: progress.share })}
      />
      {progress.timeLeft && <p className="text-xs text-muted-foreground">{progress.timeLeft}</p>}
    </div>
  );
}
