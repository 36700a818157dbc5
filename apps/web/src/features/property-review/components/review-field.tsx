import { useContext, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { FactSources, FIELD_FACTS } from "./fact-sources";
import { SourceButton } from "./source-button";

type ReviewFieldProps = Omit<ComponentProps<"input">, "id" | "onChange" | "value"> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions shown as a <datalist> under the input. */
  suggestions?: string[];
  required?: boolean;
};

/** A labelled text input of the review form, with an optional suggestion list. */
export function ReviewField({
  id,
  label,
  value,
  onValueChange,
  suggestions,
  required,
  className,
  ...inputProps
}: ReviewFieldProps) {
  const listId = suggestions ? `${id}-suggestions` : undefined;
  const fact = FIELD_FACTS[id];
  const source = useContext(FactSources)[fact ?? "address"];
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {/* Outside the label so the field's accessible name stays exactly the label; aria-required says it. */}
        {required && (
          <span className="text-sm text-destructive" aria-hidden="true">
            *
          </span>
        )}
        {fact && <SourceButton source={source} label={label} />}
      </div>
      <Input
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        list={listId}
        aria-required={required || undefined}
        {...inputProps}
      />
      {suggestions && listId && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </div>
  );
}
