import { monthlyToAnnualCents } from "@plexwise/core/money";
import { monthlyTotals } from "@plexwise/core/finance";
import type { IncomeRow } from "../lib/review-form";
import { toOtherIncome } from "../lib/review-form-to-create-input";
import { AmountCells } from "./amount-cells";
import { LineSourceNote } from "./line-source-note";
import { CellInput, DeleteRowButton, EmptyRowsNote, TableSection, Th, TotalsRow } from "./table-parts";

type Props = {
  rows: IncomeRow[];
  onChange: (key: string, patch: Partial<IncomeRow>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
};

/** Other Income: laundry, parking, storage ... as label, monthly and annual. */
export function OtherIncomeTable({ rows, onChange, onRemove, onAdd }: Props) {
  const monthlyCents = monthlyTotals([], toOtherIncome(rows), []).otherIncomeMonthlyCents;
  return (
    <TableSection id="review-other-income" title="Other Income" addLabel="Add Other Income Item" onAdd={onAdd}>
      <table className="w-full min-w-[32rem] border-collapse">
        <thead>
          <tr>
            <Th>Label</Th>
            <Th className="w-36">Monthly</Th>
            <Th className="w-36">Annual</Th>
            <Th className="w-10">
              <span className="sr-only">Delete</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRowsNote columns={4}>No other income.</EmptyRowsNote>}
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <tr key={row.key} className="align-top">
                <td className="px-1 py-1">
                  <CellInput
                    aria-label={`Other income label ${n}`}
                    placeholder="New Income"
                    maxLength={120}
                    value={row.label}
                    onValueChange={(label) => onChange(row.key, { label })}
                  />
                  <LineSourceNote row={row} />
                </td>
                <AmountCells
                  amount={row.amount}
                  onChange={(amount) => onChange(row.key, { amount })}
                  monthlyLabel={`Other income monthly ${n}`}
                  annualLabel={`Other income annual ${n}`}
                />
                <td className="px-1 py-1">
                  <DeleteRowButton label={`Delete other income ${n}`} onClick={() => onRemove(row.key)} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <TotalsRow
          label="Total"
          leadingColumns={1}
          monthlyCents={monthlyCents}
          annualCents={monthlyToAnnualCents(monthlyCents)}
        />
      </table>
    </TableSection>
  );
}
