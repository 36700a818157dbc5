import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = { value: boolean | null; onChange: (value: boolean | null) => void };

const STATE_TEXT = (value: boolean | null) =>
  value === null
    ? "Each property's own setting."
    : value
      ? "All compared as cash purchases."
      : "All compared with a loan.";

/** Cash purchase for every property, with a way back to each property's own setting (null). */
export function CashPurchaseChoice({ value, onChange }: Props) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Cash purchase</Label>
      <div className="flex min-h-10 items-center gap-3">
        <Switch id={id} aria-describedby={hintId} checked={value === true} onCheckedChange={onChange} />
        {value !== null && (
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => onChange(null)}>
            Use each property&apos;s own
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {STATE_TEXT(value)}
      </p>
    </div>
  );
}
