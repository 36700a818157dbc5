import type { DealAnalysis } from "@plexwise/core/finance";
import type { ViewMode } from "../lib/amount-text";
import { money, percent } from "../lib/format";

type Props = { analysis: DealAnalysis; mode: ViewMode };

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/**
 * With loans set, the single-loan fields give way to them: the debt service is the total of every loan, broken down
 * loan by loan, an interest-only period marked with the payment after it (the refinance loan from its year).
 */
export function LoanBreakdown({ analysis, mode }: Props) {
  const perPeriod = mode === "annual" ? 12 : 1;
  const period = mode === "annual" ? "a year" : "a month";
  return (
    <div className="mt-4 grid gap-2" data-testid="loan-breakdown">
      <p className="text-sm text-muted-foreground">
        Your loans below set the financing: the single-loan down payment, rate and amortization give way to them.
      </p>
      <ul className="grid gap-1 text-sm">
        {analysis.loans.map((loan, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-3 border-b py-1 last:border-0">
            <span className="min-w-0 break-words">
              {loan.label || `Loan ${i + 1}`}: {money(loan.amount)} at {percent(loan.ratePct, 2)}
              {loan.startYear > 0 ? `, from the end of year ${loan.startYear}` : ""}
            </span>
            <span className="tabular-nums">
              {loan.interestOnlyMonths > 0
                ? `${money(loan.interestOnlyPayment * perPeriod)} ${period} interest only for ${plural(loan.interestOnlyMonths, "month")}, then ${money(loan.amortizingPayment * perPeriod)}`
                : `${money(loan.amortizingPayment * perPeriod)} ${period}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-3 font-medium">
        <span>
          {mode === "annual" ? "Total debt service, year 1 (annual)" : "Total debt service, year 1 (monthly)"}
        </span>
        <output aria-label="Total debt service" className="tabular-nums">
          {money(analysis.monthly.debtService * perPeriod)}
        </output>
      </p>
    </div>
  );
}
