import { cn } from "@/lib/cn";
import type { ViewMode } from "../lib/amount-text";

/** Monthly / Annual: a two-button group; the pressed one is the current view. */
export function ViewModeToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg border bg-muted p-0.5">
      {(["monthly", "annual"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-medium capitalize focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            mode === option ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {option === "monthly" ? "Monthly" : "Annual"}
        </button>
      ))}
    </div>
  );
}
