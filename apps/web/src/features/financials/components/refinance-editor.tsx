import type { Underwriting } from "@plexwise/core";
import { CollapsibleSection } from "@/components/collapsible-section";
import { Button } from "@/components/ui/button";
import { DEFAULT_REFINANCE, setRefinance } from "../lib/underwriting-edits";
import { NumberField } from "./number-field";

type Props = { underwriting: Underwriting | null; onChange: (value: Underwriting) => void };

/** A refinance at the end of a year: a new loan on the value then, whose cash-out enters the cash flows. */
export function RefinanceEditor({ underwriting: u, onChange }: Props) {
  const refi = u?.refinance;
  return (
    <CollapsibleSection title="Refinance">
      {refi ? (
        <div className="flex flex-wrap items-end gap-3">
          <NumberField
            label="At the end of year"
            value={refi.year}
            onChange={(v) => onChange(setRefinance(u, { ...refi, year: v ?? 1 }))}
          />
          <NumberField
            label="LTV of the value then"
            value={refi.ltvPct}
            suffix="%"
            onChange={(v) => onChange(setRefinance(u, { ...refi, ltvPct: v ?? 0 }))}
          />
          <NumberField
            label="Rate"
            value={refi.ratePct}
            suffix="%"
            onChange={(v) => onChange(setRefinance(u, { ...refi, ratePct: v ?? 0 }))}
          />
          <NumberField
            label="Amortization"
            value={refi.amortYears}
            suffix="yrs"
            onChange={(v) => onChange(setRefinance(u, { ...refi, amortYears: v }))}
          />
          <NumberField
            label="Costs"
            value={refi.costsPct}
            suffix="%"
            onChange={(v) => onChange(setRefinance(u, { ...refi, costsPct: v }))}
          />
          <Button variant="ghost" size="sm" onClick={() => onChange(setRefinance(u, null))}>
            No refinance
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => onChange(setRefinance(u, DEFAULT_REFINANCE))}>
          Add a refinance
        </Button>
      )}
    </CollapsibleSection>
  );
}
