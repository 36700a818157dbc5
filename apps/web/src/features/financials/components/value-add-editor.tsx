import type { Underwriting } from "@plexwise/core";
import { CollapsibleSection } from "@/components/collapsible-section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addUnitType, EMPTY_PLAN, removeUnitType, setValueAdd, updateUnitType } from "../lib/underwriting-edits";
import { NumberField } from "./number-field";

type Props = { underwriting: Underwriting | null; onChange: (value: Underwriting) => void };

/** The renovation plan: budget, premium and downtime per unit type, common areas, units renovated a year. */
export function ValueAddEditor({ underwriting: u, onChange }: Props) {
  const plan = u?.valueAdd ?? EMPTY_PLAN;
  return (
    <CollapsibleSection title="Value-add plan">
      <p className="text-sm text-muted-foreground">
        Units are renovated in the order below; a unit earns its premium from the year after its renovation.
      </p>
      <div className="mt-3 grid gap-3">
        {plan.unitTypes.map((type, i) => (
          <div
            key={i}
            className="flex flex-wrap items-end gap-3 rounded-md border p-2"
            data-testid={`unit-type-${i + 1}`}
          >
            <Input
              aria-label="Unit type"
              className="h-8 w-28"
              placeholder="Unit type"
              value={type.label ?? ""}
              onChange={(event) => onChange(updateUnitType(u, i, { label: event.target.value }))}
            />
            <NumberField
              label="Units"
              value={type.units}
              onChange={(v) => onChange(updateUnitType(u, i, { units: v ?? 0 }))}
            />
            <NumberField
              label="Budget per unit"
              value={type.budgetPerUnit}
              suffix="$"
              onChange={(v) => onChange(updateUnitType(u, i, { budgetPerUnit: v ?? 0 }))}
            />
            <NumberField
              label="Rent premium"
              value={type.rentPremiumMonthly}
              suffix="$/mo"
              onChange={(v) => onChange(updateUnitType(u, i, { rentPremiumMonthly: v ?? 0 }))}
            />
            <NumberField
              label="Downtime"
              value={type.downtimeMonths}
              suffix="months"
              onChange={(v) => onChange(updateUnitType(u, i, { downtimeMonths: v ?? 0 }))}
            />
            <Button variant="ghost" size="sm" onClick={() => onChange(removeUnitType(u, i))}>
              Remove
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-end gap-3">
          <Button variant="outline" size="sm" onClick={() => onChange(addUnitType(u))}>
            Add unit type
          </Button>
          <NumberField
            label="Common-area budget"
            value={plan.commonAreaBudget}
            suffix="$"
            onChange={(v) => onChange(setValueAdd(u, { commonAreaBudget: v ?? 0 }))}
          />
          <NumberField
            label="Units renovated per year"
            value={plan.unitsPerYear}
            onChange={(v) => onChange(setValueAdd(u, { unitsPerYear: v ?? 0 }))}
          />
        </div>
      </div>
    </CollapsibleSection>
  );
}
