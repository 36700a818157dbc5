import { editAnnual, editMonthly, isUnreadableAmount } from "../lib/amount-field";
import type { AmountField } from "../lib/review-form";
import { card, CellInput } from "./table-parts";

type Props = {
  amount: AmountField;
  onChange: (amount: AmountField) => void;
  monthlyLabel: string;
  annualLabel: string;
};

/** Two cells, monthly and annual, that update each other (annual = monthly x 12; monthly = annual / 12). */
export function AmountCells({ amount, onChange, monthlyLabel, annualLabel }: Props) {
  return (
    <>
      <td data-label="Monthly" className={card.cell}>
        <CellInput
          aria-label={monthlyLabel}
          inputMode="decimal"
          className="min-w-24 tabular-nums"
          value={amount.monthlyText}
          onValueChange={(text) => onChange(editMonthly(text))}
          aria-invalid={isUnreadableAmount(amount.monthlyText) || undefined}
          placeholder="$0"
        />
      </td>
      <td data-label="Annual" className={card.cell}>
        <CellInput
          aria-label={annualLabel}
          inputMode="decimal"
          className="min-w-28 tabular-nums"
          value={amount.annualText}
          onValueChange={(text) => onChange(editAnnual(text))}
          aria-invalid={isUnreadableAmount(amount.annualText) || undefined}
          placeholder="$0"
        />
      </td>
    </>
  );
}
