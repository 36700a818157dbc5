import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The number typed ("$1,200" is 1200), null when blank, undefined when it is not a number. */
function parseTyped(text: string): number | null | undefined {
  const trimmed = text.replace(/[$,%\s]/g, "");
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

type Props = {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  suffix?: string;
};

/** A small labelled number field: keeps what is typed ("6.", "") and reports the number (blank: null). */
export function NumberField({ label, value, onChange, suffix }: Props) {
  const id = useId();
  const [text, setText] = useState(value == null ? "" : String(value));
  // What is typed stays while it means the value (so "6." or "" can be typed); another value shows as it is.
  const shown = parseTyped(text) === (value ?? null) ? text : value == null ? "" : String(value);
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <div className="flex items-center gap-1">
        <Input
          id={id}
          className="h-8 w-24"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const parsed = parseTyped(typed);
            if (parsed !== undefined) onChange(parsed);
          }}
        />
        {suffix && <span className="text-xs text-muted-foreground">{suffix}</span>}
      </div>
    </div>
  );
}
