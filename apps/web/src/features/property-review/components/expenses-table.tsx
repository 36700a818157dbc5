import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@plexwise/core/limits";
import { monthlyToAnnualCents } from "@plexwise/core/money";
import { monthlyTotals } from "@plexwise/core/finance";
import type { ExpenseRow } from "../lib/review-form";
import { toExpenses } from "../lib/review-form-to-create-input";
import { AmountCells } from "./amount-cells";
import { LineSourceNote } from "./line-source-note";
import { CellInput, DeleteRowButton, EmptyRowsNote, TableSection, Th, TotalsRow, cellInputClass } from "./table-parts";

type Props = {
  rows: ExpenseRow[];
  onChange: (key: string, patch: Partial<ExpenseRow>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
};

/** Expenses: label, category, monthly and annual. */
export function ExpensesTable({ rows, onChange, onRemove, onAdd }: Props) {
  const monthlyCents = monthlyTotals([], [], toExpenses(rows)).expensesMonthlyCents;
  return (
    <TableSection id="review-expenses" title="Expenses" addLabel="Add Expense Item" onAdd={onAdd}>
      <table className="w-full min-w-[40rem] border-collapse">
        <thead>
          <tr>
            <Th>Label</Th>
            <Th className="w-36">Category</Th>
            <Th className="w-36">Monthly</Th>
            <Th className="w-36">Annual</Th>
            <Th className="w-10">
              <span className="sr-only">Delete</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRowsNote columns={5}>No expenses yet.</EmptyRowsNote>}
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <tr key={row.key} className="align-top">
                <td className="px-1 py-1">
                  <CellInput
                    aria-label={`Expense label ${n}`}
                    placeholder="New Expense"
                    maxLength={120}
                    value={row.label}
                    onValueChange={(label) => onChange(row.key, { label })}
                  />
                  <LineSourceNote row={row} />
                </td>
                <td className="px-1 py-1">
                  <select
                    aria-label={`Expense category ${n}`}
                    className={cellInputClass}
                    value={row.category}
                    onChange={(e) => onChange(row.key, { category: e.target.value as ExpenseCategory })}
                  >
                    {EXPENSE_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </td>
                <AmountCells
                  amount={row.amount}
                  onChange={(amount) => onChange(row.key, { amount })}
                  monthlyLabel={`Expense monthly ${n}`}
                  annualLabel={`Expense annual ${n}`}
                />
                <td className="px-1 py-1">
                  <DeleteRowButton label={`Delete expense ${n}`} onClick={() => onRemove(row.key)} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <TotalsRow
          label="Total"
          leadingColumns={2}
          monthlyCents={monthlyCents}
          annualCents={monthlyToAnnualCents(monthlyCents)}
        />
      </table>
    </TableSection>
  );
}
