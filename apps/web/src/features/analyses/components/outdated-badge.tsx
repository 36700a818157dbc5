import { AlertTriangle } from "lucide-react";

/** Shown on a stored analysis whose property (or model, or prompt) changed after it was generated. */
export function OutdatedBadge() {
  return (
    <span
      data-testid="outdated-badge"
      className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
      Outdated — the property changed since this analysis
    </span>
  );
}
