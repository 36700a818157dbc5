import { cn } from "@/lib/cn";
import { signedMoney } from "../lib/format";

/** The bottom line of Financials, yours and a shared link's alike: the month's (or year's) cash flow, in colour. */
export function CashFlowLine({ cashFlow }: { cashFlow: number }) {
  return (
    <div className="flex items-center justify-between rounded-xl border bg-card px-4 py-3 shadow-sm">
      <h2 className="text-base font-semibold">Cash Flow</h2>
      <span
        data-testid="cash-flow"
        className={cn("text-lg font-bold tabular-nums", cashFlow < 0 ? "text-red-700" : "text-green-700")}
      >
        {signedMoney(cashFlow)}
      </span>
    </div>
  );
}
