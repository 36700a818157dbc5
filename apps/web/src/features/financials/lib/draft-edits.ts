import type {
  DocumentTotalKey,
  ExpenseItem,
  IrrAssumptions,
  OtherIncomeItem,
  Underwriting,
  UpdatePropertyInput,
} from "@plexwise/core";
import { confirmTotals } from "@plexwise/core/analysis";
import {
  newExpenseItem,
  newOtherIncomeItem,
  newRowId,
  type DownPayment,
  type ExpenseRow,
  type FinancialsDraft,
  type IncomeRow,
} from "./draft";

type Scalar = "price" | "unitCount" | "squareFeet" | "vacancyPct" | "interestRatePct" | "amortYears";
export type RowList = "income" | "expenses";

export type DraftEdit =
  | { type: "set"; field: Scalar; value: number | null }
  | { type: "cashPurchase"; value: boolean }
  | { type: "downPayment"; value: DownPayment }
  | { type: "irr"; value: IrrAssumptions }
  | { type: "underwriting"; value: Underwriting | null }
  /** The user says the lines a printed total checks are right: the guard stops flagging those totals. */
  | { type: "confirmTotals"; totals: DocumentTotalKey[] }
  | { type: "rowAmount"; list: RowList; id: string; cents: number }
  | { type: "rowLabel"; list: RowList; id: string; label: string }
  | { type: "rowDelete"; list: RowList; id: string }
  | { type: "rowAdd"; list: RowList }
  | { type: "rowMove"; list: RowList; id: string; toId: string }
  /** A whole line replaced (its amount and reason at once, from Broker vs yours), or appended when `id` is null. */
  | { type: "lineItem"; list: "expenses"; id: string | null; item: ExpenseItem }
  | { type: "lineItem"; list: "income"; id: string; item: OtherIncomeItem };

/** The PATCH fields an edit changes; the saver sends their latest values. */
export function fieldsOf(edit: DraftEdit): (keyof UpdatePropertyInput)[] {
  switch (edit.type) {
    case "set":
      return [edit.field];
    case "cashPurchase":
      return ["cashPurchase"];
    case "downPayment":
      return ["downPaymentPct", "downPaymentAmt"];
    case "irr":
      return ["irrAssumptions"];
    case "underwriting":
      return ["underwriting"];
    case "confirmTotals":
      return ["documentTotals"];
    default:
      return edit.list === "income" ? ["units", "otherIncome"] : ["expenses"];
  }
}

function move<T extends { id: string }>(rows: T[], id: string, toId: string): T[] {
  const from = rows.findIndex((r) => r.id === id);
  const to = rows.findIndex((r) => r.id === toId);
  if (from < 0 || to < 0 || from === to) return rows;
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row) next.splice(to, 0, row);
  return next;
}

// A changed amount is the user's figure, no longer the document's: the guard never holds it against a printed total.
function editIncome(row: IncomeRow, edit: DraftEdit): IncomeRow {
  if (edit.type === "rowAmount") {
    return row.kind === "unit"
      ? { ...row, unit: { ...row.unit, monthlyRentCents: edit.cents, source: "manual" } }
      : { ...row, item: { ...row.item, amountMonthlyCents: edit.cents, source: "manual" } };
  }
  if (edit.type === "rowLabel") {
    return row.kind === "unit"
      ? { ...row, unit: { ...row.unit, unitNumber: edit.label } }
      : { ...row, item: { ...row.item, label: edit.label } };
  }
  return row;
}

function editExpense(row: ExpenseRow, edit: DraftEdit): ExpenseRow {
  if (edit.type === "rowAmount")
    return { ...row, item: { ...row.item, amountMonthlyCents: edit.cents, source: "manual" } };
  if (edit.type === "rowLabel") return { ...row, item: { ...row.item, label: edit.label } };
  return row;
}

function editRows<T extends { id: string }>(
  rows: T[],
  edit: DraftEdit,
  editOne: (row: T, edit: DraftEdit) => T,
  added: () => T,
): T[] {
  switch (edit.type) {
    case "rowAmount":
    case "rowLabel":
      return rows.map((row) => (row.id === edit.id ? editOne(row, edit) : row));
    case "rowDelete":
      return rows.filter((row) => row.id !== edit.id);
    case "rowAdd":
      return [...rows, added()];
    case "rowMove":
      return move(rows, edit.id, edit.toId);
    default:
      return rows;
  }
}

export function applyEdit(draft: FinancialsDraft, edit: DraftEdit): FinancialsDraft {
  switch (edit.type) {
    case "set":
      return {
        ...draft,
        [edit.field]:
          edit.value ??
          (edit.field === "vacancyPct" || edit.field === "interestRatePct" || edit.field === "amortYears" ? null : 0),
      };
    case "cashPurchase":
      return { ...draft, cashPurchase: edit.value };
    case "downPayment":
      return { ...draft, downPayment: edit.value };
    case "irr":
      return { ...draft, irr: edit.value };
    case "underwriting":
      return { ...draft, underwriting: edit.value };
    case "confirmTotals":
      return { ...draft, documentTotals: confirmTotals(draft.documentTotals, edit.totals) };
    case "lineItem":
      return edit.list === "income"
        ? {
            ...draft,
            income: draft.income.map((row) =>
              row.id === edit.id && row.kind === "other" ? { ...row, item: edit.item } : row,
            ),
          }
        : {
            ...draft,
            defaultExpenses: false,
            expenses:
              edit.id === null
                ? [...draft.expenses, { id: newRowId("expense"), item: edit.item }]
                : draft.expenses.map((row) => (row.id === edit.id ? { ...row, item: edit.item } : row)),
          };
    default:
      if (edit.list === "income") {
        const added = (): IncomeRow => ({
          id: newRowId("income"),
          kind: "other",
          item: newOtherIncomeItem("New Income"),
        });
        return { ...draft, income: editRows(draft.income, edit, editIncome, added) };
      }
      return {
        ...draft,
        defaultExpenses: false,
        expenses: editRows(draft.expenses, edit, editExpense, () => ({
          id: newRowId("expense"),
          item: newExpenseItem("New Expense"),
        })),
      };
  }
}

/** The saved value of each field, read from the draft. */
export function patchOf(draft: FinancialsDraft, fields: Iterable<keyof UpdatePropertyInput>): UpdatePropertyInput {
  const patch: UpdatePropertyInput = {};
  for (const field of fields) {
    switch (field) {
      case "units":
        patch.units = draft.income.flatMap((row) => (row.kind === "unit" ? [row.unit] : []));
        break;
      case "otherIncome":
        patch.otherIncome = draft.income.flatMap((row) => (row.kind === "other" ? [row.item] : []));
        break;
      case "expenses":
        patch.expenses = draft.expenses.map((row) => row.item);
        break;
      case "downPaymentPct":
      case "downPaymentAmt":
        patch.downPaymentPct = draft.downPayment.mode === "pct" ? draft.downPayment.value : null;
        patch.downPaymentAmt = draft.downPayment.mode === "amt" ? Math.round(draft.downPayment.value) : null;
        break;
      case "irrAssumptions":
        patch.irrAssumptions = draft.irr;
        break;
      case "underwriting":
        patch.underwriting = draft.underwriting;
        break;
      case "documentTotals":
        patch.documentTotals = draft.documentTotals;
        break;
      case "price":
      case "unitCount":
      case "squareFeet":
      case "vacancyPct":
      case "interestRatePct":
      case "amortYears":
      case "cashPurchase":
        Object.assign(patch, { [field]: draft[field] });
        break;
      default:
        break;
    }
  }
  return patch;
}

export { switchDownPaymentMode } from "@plexwise/core/finance";
