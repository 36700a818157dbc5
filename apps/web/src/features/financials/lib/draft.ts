import type {
  DocumentTotal,
  ExpenseItem,
  IrrAssumptions,
  OtherIncomeItem,
  Property,
  Underwriting,
  Unit,
} from "@plexwise/core";
import { DEFAULT_IRR_ASSUMPTIONS, type DownPayment } from "@plexwise/core/finance";

/** Income rows are the rent roll's units followed by other income; both are edited in one list. */
export type IncomeRow = { id: string; kind: "unit"; unit: Unit } | { id: string; kind: "other"; item: OtherIncomeItem };
export type ExpenseRow = { id: string; item: ExpenseItem };
export type { DownPayment } from "@plexwise/core/finance";

/** What the Financials screen edits, in the stored units: whole dollars for the price, cents per month for rows. */
export type FinancialsDraft = {
  price: number;
  unitCount: number;
  squareFeet: number;
  income: IncomeRow[];
  expenses: ExpenseRow[];
  /** True while the expense rows are the five defaults the screen shows for a property without any. */
  defaultExpenses: boolean;
  vacancyPct: number | null;
  cashPurchase: boolean;
  downPayment: DownPayment;
  interestRatePct: number | null;
  amortYears: number | null;
  irr: IrrAssumptions;
  /** Loans, closing costs, refinance, value-add plan, targets and sensitivity axes; null: none set. */
  underwriting: Underwriting | null;
  /** The totals the documents print (the guard holds the document lines against them) and their confirmations. */
  documentTotals: DocumentTotal[] | null;
};

let nextRowId = 0;
export const newRowId = (prefix: string) => `${prefix}-${++nextRowId}`;

/** SPEC section 9: with no expenses, Financials starts from these five rows at 0. */
const DEFAULT_EXPENSE_CATEGORIES = ["Taxes", "Insurance", "Management", "Maintenance", "Utilities"] as const;

export const newExpenseItem = (label: string, category: ExpenseItem["category"] = "Other"): ExpenseItem => ({
  label,
  category,
  amountMonthlyCents: 0,
  source: "manual",
  sourcePage: null,
  sourceFile: null,
});

export const newOtherIncomeItem = (label: string): OtherIncomeItem => ({
  label,
  amountMonthlyCents: 0,
  source: "manual",
  sourcePage: null,
  sourceFile: null,
});

export function draftFromProperty(property: Property): FinancialsDraft {
  const expenses = property.expenses.length
    ? property.expenses.map((item) => ({ id: newRowId("expense"), item }))
    : DEFAULT_EXPENSE_CATEGORIES.map((category) => ({
        id: newRowId("expense"),
        item: newExpenseItem(category, category),
      }));
  return {
    price: property.price,
    unitCount: property.unitCount,
    squareFeet: property.squareFeet ?? 0,
    income: [
      ...property.units.map((unit): IncomeRow => ({ id: newRowId("unit"), kind: "unit", unit })),
      ...property.otherIncome.map((item): IncomeRow => ({ id: newRowId("income"), kind: "other", item })),
    ],
    expenses,
    defaultExpenses: property.expenses.length === 0,
    vacancyPct: property.vacancyPct,
    cashPurchase: property.cashPurchase,
    // SPEC: either one is used and the percent takes priority.
    downPayment:
      property.downPaymentPct !== null
        ? { mode: "pct", value: property.downPaymentPct }
        : property.downPaymentAmt !== null
          ? { mode: "amt", value: property.downPaymentAmt }
          : { mode: "pct", value: 0 },
    interestRatePct: property.interestRatePct,
    amortYears: property.amortYears,
    irr: property.irrAssumptions ?? DEFAULT_IRR_ASSUMPTIONS,
    underwriting: property.underwriting,
    documentTotals: property.documentTotals ?? null,
  };
}

export const incomeRowCents = (row: IncomeRow) =>
  (row.kind === "unit" ? row.unit.monthlyRentCents : row.item.amountMonthlyCents) ?? 0;

/**
 * The label a row shows: SPEC names rent roll rows 'Unit #1', 'Unit #2'... in order; the unit's own number, when it
 * has one that says more than its place, stays beside it ("Unit #3 - 506-1").
 */
export function incomeRowLabel(row: IncomeRow, income: IncomeRow[]): string {
  if (row.kind === "other") return row.item.label;
  const place = String(income.filter((r) => r.kind === "unit").indexOf(row) + 1);
  const number = row.unit.unitNumber.trim().replace(/^unit\s*#?\s*/i, "");
  return number && number !== place ? `Unit #${place} - ${number}` : `Unit #${place}`;
}
