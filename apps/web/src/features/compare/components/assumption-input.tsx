import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AssumptionField } from "../lib/shared-assumptions";

type Props = { field: AssumptionField; value: string; error: string | undefined; onChange: (text: string) => void };

/** One shared assumption; left empty, each property keeps its own value. */
export function AssumptionInput({ field, value, error, onChange }: Props) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {field.label} ({field.unit})
      </Label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder="Own value"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className={error ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}>
        {error ?? `From ${field.min} to ${field.max}.`}
      </p>
    </div>
  );
}
