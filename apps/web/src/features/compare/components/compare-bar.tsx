import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { compareHref } from "../lib/compare-ids";
import { COMPARE_COUNT_MESSAGE, MAX_COMPARED, canCompare } from "../lib/compare-limits";

/** My Properties: 'Compare (N)' opens /compare for the ticked properties, once 2 to 4 are ticked. */
export function CompareBar({ selectedIds, onClear }: { selectedIds: string[]; onClear: () => void }) {
  const [, navigate] = useLocation();
  const count = selectedIds.length;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button disabled={!canCompare(count)} onClick={() => navigate(compareHref(selectedIds))}>
        Compare ({count})
      </Button>
      {count > MAX_COMPARED ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {COMPARE_COUNT_MESSAGE}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {count === 0 ? "Tick properties to compare them side by side." : `${count} selected`}
        </p>
      )}
      {count > 0 && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      )}
    </div>
  );
}
