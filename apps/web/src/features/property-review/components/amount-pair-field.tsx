import { Input } from "@/components/ui/input";
import { editAnnual, editMonthly, isUnreadableAmount } from "../lib/amount-field";
import type { AmountField } from "../lib/review-form";

type Props = { id: string; label: string; amount: AmountField; onChange: (amount: AmountField) => void };

/** A labelled monthly / annual pair outside a table (annual = monthly x 12; monthly = annual / 12). */
export function AmountPairField({ id, label, amount, onChange }: Props) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-monthly`} className="text-xs text-muted-foreground">
            Monthly
          </label>
          <Input
            id={`${id}-monthly`}
            aria-label={`${label} monthly`}
            inputMode="decimal"
            placeholder="$0"
            value={amount.monthlyText}
            onChange={(e) => onChange(editMonthly(e.target.value))}
            aria-invalid={isUnreadableAmount(amount.monthlyText) || undefined}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-annual`} className="text-xs text-muted-foreground">
            Annual
          </label>
          <Input
            id={`${id}-annual`}
            aria-label={`${label} annual`}
            inputMode="decimal"
            placeholder="$0"
            value={amount.annualText}
            onChange={(e) => onChange(editAnnual(e.target.value))}
            aria-invalid={isUnreadableAmount(amount.annualText) || undefined}
          />
        </div>
      </div>
    </fieldset>
  );
}
