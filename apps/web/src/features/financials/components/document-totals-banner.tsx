import type { DocumentTotalKey } from "@plexwise/core";
import type { PlausibilityFinding } from "@plexwise/core/analysis";
import { Button } from "@/components/ui/button";

/**
 * At the top of Financials: the property's lines read from the documents miss the totals the same documents print
 * (core's plausibility guard), so every figure below is computed from what is likely a misreading. The user corrects
 * the lines below (an edited line is theirs and is no longer checked), or says the lines are right, which is saved.
 */
export function DocumentTotalsBanner({
  findings,
  onConfirm,
}: {
  findings: readonly PlausibilityFinding[];
  onConfirm: (totals: DocumentTotalKey[]) => void;
}) {
  const misses = findings.filter((f) => f.code === "document_total_mismatch");
  if (misses.length === 0) return null;
  const high = misses.some((f) => f.severity === "high");
  return (
    <section
      role="alert"
      aria-label="These figures look wrong"
      className={
        high
          ? "rounded-xl border border-destructive/50 bg-red-50 p-4 text-sm shadow-sm"
          : "rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm shadow-sm"
      }
    >
      <h2 className="font-semibold">
        {high ? "These figures look wrong" : "These figures differ from the documents' totals"}
      </h2>
      <p className="mt-1 text-muted-foreground">
        The lines read from the documents do not add up to the totals the documents print. Every figure below is
        computed from these lines: correct them, or confirm them if the document itself is wrong.
      </p>
      <ul className="mt-2 grid list-disc gap-1.5 pl-5">
        {misses.map((f) => (
          <li key={f.total} data-severity={f.severity}>
            {f.message}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => onConfirm(misses.flatMap((f) => (f.total ? [f.total] : [])))}
      >
        The lines are right
      </Button>
    </section>
  );
}
