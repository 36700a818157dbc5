import { useState } from "react";
import type { IrrAssumptions } from "@plexwise/core";
import { DEFAULT_IRR_ASSUMPTIONS } from "@plexwise/core/finance";
import { IRR_ASSUMPTION_LIMITS } from "@plexwise/core/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { typedAssumption } from "../lib/amount-text";
import { LabeledInput } from "./labeled-input";

type Field = keyof IrrAssumptions;
const FIELDS: { field: Field; label: string; suffix: string }[] = [
  { field: "holdYears", label: "Hold Period", suffix: "years" },
  { field: "rentGrowthPct", label: "Annual Rent Growth", suffix: "%" },
  { field: "expenseGrowthPct", label: "Annual Expense Growth", suffix: "%" },
  { field: "exitCapRatePct", label: "Exit Cap Rate", suffix: "%" },
  { field: "saleCostsPct", label: "Sale Costs", suffix: "%" },
];

/** A value the dialog accepts: a number within the assumption's range (whole years for the hold). */
function accepted(field: Field, text: string): number | null {
  const value = typedAssumption(text);
  const { min, max } = IRR_ASSUMPTION_LIMITS[field];
  if (value === null || value < min || value > max) return null;
  if (field === "holdYears" && !Number.isInteger(value)) return null;
  return value;
}

function AssumptionField({
  field,
  label,
  suffix,
  value,
  onValue,
}: {
  field: Field;
  label: string;
  suffix: string;
  value: number;
  onValue: (v: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const { min, max } = IRR_ASSUMPTION_LIMITS[field];
  const ignored = accepted(field, text) === null;
  function onChange(typed: string) {
    setText(typed);
    const next = accepted(field, typed);
    if (next !== null) onValue(next);
  }
  return (
    <LabeledInput
      label={label}
      value={text}
      onChange={onChange}
      after={<span className="w-12 text-sm text-muted-foreground">{suffix}</span>}
      hint={ignored ? `Using ${value} until you enter a number from ${min} to ${max}.` : `From ${min} to ${max}.`}
    />
  );
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assumptions: IrrAssumptions;
  onChange: (next: IrrAssumptions) => void;
};

/** The IRR Assumptions dialog: the hold, growth, exit cap and sale cost the IRR is computed with. */
export function IrrAssumptionsDialog({ open, onOpenChange, assumptions, onChange }: Props) {
  const [version, setVersion] = useState(0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>IRR Assumptions</DialogTitle>
        <DialogDescription>
          Income grows by the rent growth and expenses by the expense growth each year after the first, and at the end
          of the hold the property sells at that year&apos;s NOI divided by the exit cap rate, less sale costs and the
          loan payoff.
        </DialogDescription>
        <div key={version} className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ field, label, suffix }) => (
            <AssumptionField
              key={field}
              field={field}
              label={label}
              suffix={suffix}
              value={assumptions[field]}
              onValue={(v) => onChange({ ...assumptions, [field]: v })}
            />
          ))}
        </div>
        <div className="flex justify-between gap-2">
          <Button
            variant="outline"
            onClick={() => {
              onChange({ ...DEFAULT_IRR_ASSUMPTIONS });
              setVersion((v) => v + 1);
            }}
          >
            Reset to defaults
          </Button>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
