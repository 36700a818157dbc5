import { SegmentedToggle } from "@/components/ui/segmented-toggle";
import type { ViewMode } from "../lib/amount-text";

const OPTIONS = [
  { value: "monthly", label: "Monthly" },
  { value: "annual", label: "Annual" },
] as const;

/** Monthly / Annual: the pressed one is the current view. */
export function ViewModeToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  return <SegmentedToggle label="Period" value={mode} options={OPTIONS} onChange={onChange} />;
}
