import { useCallback, useMemo, useState } from "react";
import { EMPTY_AMOUNT } from "../lib/amount-field";
import { pickPortfolioProperty } from "../lib/portfolio-pick";
import { emptyRentRow } from "../lib/rent-roll-rows";
import {
  newRowKey,
  ownedBy,
  type ExpenseRow,
  type IncomeRow,
  type RentRow,
  type ReviewDetails,
  type ReviewForm,
} from "../lib/review-form";

type RowList = "units" | "otherIncome" | "expenses";
type RowOf<L extends RowList> = ReviewForm[L][number];

const newIncomeRow = (): IncomeRow => ({
  key: newRowKey(),
  label: "",
  amount: EMPTY_AMOUNT,
  source: "manual",
  sourcePage: null,
  sourceFile: null,
});
const newExpenseRow = (): ExpenseRow => ({ ...newIncomeRow(), category: "Other" });

/** The Review Property form state and the edits the screen makes to it. */
export function useReviewForm(initial: () => ReviewForm) {
  const [form, setForm] = useState(initial);

  const setDetail = useCallback(<K extends keyof ReviewDetails>(name: K, value: ReviewDetails[K]) => {
    setForm((f) => ({ ...f, details: { ...f.details, [name]: value } }));
  }, []);

  const updateRow = useCallback(<L extends RowList>(list: L, key: string, patch: Partial<RowOf<L>>) => {
    setForm((f) => ({
      ...f,
      [list]: (f[list] as RowOf<L>[]).map((row) =>
        row.key === key ? { ...row, ...patch, ...ownedBy(row, patch as Parameters<typeof ownedBy>[1]) } : row,
      ),
    }));
  }, []);

  const removeRow = useCallback((list: RowList, key: string) => {
    setForm((f) => ({ ...f, [list]: (f[list] as { key: string }[]).filter((row) => row.key !== key) }));
  }, []);

  const setUnits = useCallback((units: RentRow[]) => setForm((f) => ({ ...f, units })), []);
  const setFullExtract = useCallback((fullExtract: string) => setForm((f) => ({ ...f, fullExtract })), []);
  const pickPortfolio = useCallback((index: number) => setForm((f) => pickPortfolioProperty(f, index)), []);

  const actions = useMemo(
    () => ({
      setDetail,
      setUnits,
      setFullExtract,
      pickPortfolio,
      updateUnit: (key: string, patch: Partial<RentRow>) => updateRow("units", key, patch),
      updateOtherIncome: (key: string, patch: Partial<IncomeRow>) => updateRow("otherIncome", key, patch),
      updateExpense: (key: string, patch: Partial<ExpenseRow>) => updateRow("expenses", key, patch),
      removeUnit: (key: string) => removeRow("units", key),
      removeOtherIncome: (key: string) => removeRow("otherIncome", key),
      removeExpense: (key: string) => removeRow("expenses", key),
      addUnit: () => setForm((f) => ({ ...f, units: [...f.units, emptyRentRow()] })),
      addOtherIncome: () => setForm((f) => ({ ...f, otherIncome: [...f.otherIncome, newIncomeRow()] })),
      addExpense: () => setForm((f) => ({ ...f, expenses: [...f.expenses, newExpenseRow()] })),
    }),
    [setDetail, setUnits, setFullExtract, pickPortfolio, updateRow, removeRow],
  );

  return { form, ...actions };
}

export type ReviewFormActions = Omit<ReturnType<typeof useReviewForm>, "form">;
