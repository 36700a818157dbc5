import type { Underwriting } from "@plexwise/core";
import { MAX_LOANS } from "@plexwise/core/finance";
import { CollapsibleSection } from "@/components/collapsible-section";
import { Button } from "@/components/ui/button";
import type { FinancialsDraft } from "../lib/draft";
import { addLoan, removeLoan, setClosingCosts, updateLoan } from "../lib/underwriting-edits";
import { NumberField } from "./number-field";

type Props = { draft: FinancialsDraft; onChange: (value: Underwriting) => void };

/** Up to three loans (they replace the down payment, rate and amortization above) and the closing costs. */
export function LoansEditor({ draft, onChange }: Props) {
  const u = draft.underwriting;
  const loans = u?.loans ?? [];
  return (
    <CollapsibleSection title="Loans and closing costs">
      <p className="text-sm text-muted-foreground">
        With at least one loan, the loans replace the down payment, rate and amortization above.
      </p>
      <div className="mt-3 grid gap-3">
        {loans.map((loan, i) => (
          <div key={i} className="flex flex-wrap items-end gap-3 rounded-md border p-2" data-testid={`loan-${i + 1}`}>
            <span className="w-28 text-sm font-medium">{loan.label || `Loan ${i + 1}`}</span>
            <NumberField
              label="Amount (% of price)"
              value={loan.amountPct}
              suffix="%"
              onChange={(v) => onChange(updateLoan(u, i, { amountPct: v, amount: null }))}
            />
            <NumberField
              label="Rate"
              value={loan.ratePct}
              suffix="%"
              onChange={(v) => onChange(updateLoan(u, i, { ratePct: v ?? 0 }))}
            />
            <NumberField
              label="Amortization (0: interest only)"
              value={loan.amortYears}
              suffix="yrs"
              onChange={(v) => onChange(updateLoan(u, i, { amortYears: v }))}
            />
            <NumberField
              label="Interest-only months"
              value={loan.interestOnlyMonths}
              onChange={(v) => onChange(updateLoan(u, i, { interestOnlyMonths: v }))}
            />
            <NumberField
              label="Points"
              value={loan.pointsPct}
              suffix="%"
              onChange={(v) => onChange(updateLoan(u, i, { pointsPct: v }))}
            />
            <NumberField
              label="Lender fees"
              value={loan.lenderFees}
              suffix="$"
              onChange={(v) => onChange(updateLoan(u, i, { lenderFees: v }))}
            />
            <Button variant="ghost" size="sm" onClick={() => onChange(removeLoan(u, i))}>
              Remove
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-end gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={loans.length >= MAX_LOANS}
            onClick={() => onChange(addLoan(draft))}
          >
            Add loan
          </Button>
          <NumberField
            label="Closing costs (default 3%)"
            value={u?.closingCostsPct}
            suffix="%"
            onChange={(v) => onChange(setClosingCosts(u, v))}
          />
        </div>
      </div>
    </CollapsibleSection>
  );
}
