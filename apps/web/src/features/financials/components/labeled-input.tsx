import { useId, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = { label: string; value: string; onChange: (text: string) => void; after: ReactNode; hint?: ReactNode };

/** A labelled number field on Financials, with what follows it (a unit, a mode button) and an optional hint. */
export function LabeledInput({ label, value, onChange, after, hint }: Props) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          autoComplete="off"
          inputMode="decimal"
          aria-describedby={hint ? hintId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
