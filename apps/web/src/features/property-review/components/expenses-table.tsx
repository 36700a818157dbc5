import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@plexwise/core/limits";
import { monthlyTotals } from "@plexwise/core/finance";
import type { ExpenseRow } from "../lib/review-form";
import { toExpenses } from "../lib/review-form-to-create-input";
import { LineItemsTable } from "./line-items-table";
import { cellInputClass } from "./table-parts";

type Props = {
  rows: ExpenseRow[];
  onChange: (key: string, patch: Partial<ExpenseRow>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
};

/** Expenses: label, category, monthly and annual. */
export function ExpensesTable(props: Props) {
  return (
    <LineItemsTable
      {...props}
      id="review-expenses"
      title="Expenses"
      addLabel="Add Expense Item"
      itemName="Expense"
      placeholder="New Expense"
      emptyText="No expenses yet."
      monthlyCents={monthlyTotals([], [], toExpenses(props.rows)).expensesMonthlyCents}
      extraColumn={{
        header: "Category",
        cell: (row, n) => (
          <select
            aria-label={`Expense category ${n}`}
            className={cellInputClass}
            value={row.category}
            onChange={(e) => props.onChange(row.key, { category: e.target.value as ExpenseCategory })}
          >
            {EXPENSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        ),
      }}
    />
  );
}
