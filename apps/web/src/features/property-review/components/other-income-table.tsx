import { monthlyTotals } from "@plexwise/core/finance";
import type { IncomeRow } from "../lib/review-form";
import { toOtherIncome } from "../lib/review-form-to-create-input";
import { LineItemsTable } from "./line-items-table";

type Props = {
  rows: IncomeRow[];
  onChange: (key: string, patch: Partial<IncomeRow>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
};

/** Other Income: laundry, parking, storage ... as label, monthly and annual. */
export function OtherIncomeTable(props: Props) {
  return (
    <LineItemsTable
      {...props}
      id="review-other-income"
      title="Other Income"
      addLabel="Add Other Income Item"
      itemName="Other income"
      placeholder="New Income"
      emptyText="No other income."
      monthlyCents={monthlyTotals([], toOtherIncome(props.rows), []).otherIncomeMonthlyCents}
    />
  );
}
