/** One slice of where the income goes: the mortgage, each expense, and what is left as cash flow. */
export type BreakdownSlice = {
  key: string;
  label: string;
  kind: "mortgage" | "expense" | "cashFlow";
  amount: number;
  sharePct: number;
};
export type BreakdownInput = {
  mortgage: number;
  expenses: readonly { key: string; label: string; amount: number }[];
  cashFlow: number;
};

/**
 * The Financials donut (SPEC section 9): slices for the mortgage, each expense and the cash flow, largest
 * first, each with its share of their total. Only positive amounts make a slice; a negative cash flow is
 * returned apart (`shortfall`) so the screen can state it instead of drawing it.
 */
export function cashFlowBreakdown(input: BreakdownInput): { slices: BreakdownSlice[]; shortfall: number | null } {
  const candidates: Omit<BreakdownSlice, "sharePct">[] = [
    { key: "mortgage", label: "Mortgage", kind: "mortgage", amount: input.mortgage },
    ...input.expenses.map((e) => ({ key: e.key, label: e.label, kind: "expense" as const, amount: e.amount })),
    { key: "cash-flow", label: "Cash Flow", kind: "cashFlow", amount: input.cashFlow },
  ];
  const positive = candidates.filter((s) => Number.isFinite(s.amount) && s.amount > 0);
  const total = positive.reduce((sum, s) => sum + s.amount, 0);
  const slices = positive
    .map((s) => ({ ...s, sharePct: (s.amount / total) * 100 }))
    .sort((a, b) => b.amount - a.amount);
  return { slices, shortfall: input.cashFlow < 0 ? input.cashFlow : null };
}
