import type { ReactNode } from "react";
import type { DealAnalysis } from "@plexwise/core/finance";
import { formatGrouped } from "@plexwise/core/money";
import { Button } from "@/components/ui/button";
import type { DraftEdit } from "../lib/draft-edits";
import type { FinancialsDraft } from "../lib/draft";
import { typedWholeNumber, type ViewMode } from "../lib/amount-text";
import { paybackText } from "@plexwise/core/analysis";
import { money, moneyOrDash, percent, times } from "../lib/format";
import { AmountInput } from "./amount-input";

function Metric({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-3 shadow-sm">
      <dt className="flex items-center justify-between gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {label}
        {action}
      </dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function NumberField({
  label,
  value,
  prefix,
  onValue,
}: {
  label: string;
  value: number;
  prefix?: string;
  onValue: (n: number) => void;
}) {
  return (
    <Metric label={label}>
      <div className="flex items-center gap-1">
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <AmountInput
          aria-label={label}
          inputMode="numeric"
          maxLength={14}
          className="h-9 text-left text-base font-semibold"
          display={formatGrouped(value)}
          editText={String(value)}
          onText={(text) => onValue(typedWholeNumber(text))}
        />
      </div>
    </Metric>
  );
}

type Props = {
  draft: FinancialsDraft;
  analysis: DealAnalysis;
  mode: ViewMode;
  /** Without it (a shared link's read-only page) price, units and square feet are shown, not edited. */
  edit?: (change: DraftEdit) => void;
  onOpenAssumptions?: () => void;
};

/** The figures an investor reads first; price, units and square feet are edited right here. */
export function MetricCards({ draft, analysis, mode, edit, onOpenAssumptions }: Props) {
  const { metrics, monthly } = analysis;
  const perPeriod = mode === "annual" ? 12 : 1;
  const field = (label: string, name: "price" | "unitCount" | "squareFeet", prefix?: string) =>
    edit ? (
      <NumberField
        label={label}
        prefix={prefix}
        value={draft[name]}
        onValue={(value) => edit({ type: "set", field: name, value })}
      />
    ) : (
      <Metric label={label}>{`${prefix ?? ""}${formatGrouped(draft[name])}`}</Metric>
    );
  return (
    <section aria-label="Metrics">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {field("Price", "price", "$")}
        {field("Units", "unitCount")}
        {field("Square Feet", "squareFeet")}
        <Metric label={mode === "annual" ? "NOI (annual)" : "NOI (monthly)"}>{money(monthly.noi * perPeriod)}</Metric>
        <Metric label="Cap Rate">{percent(metrics.capRatePct, 2)}</Metric>
        <Metric label="Price / Unit">{moneyOrDash(metrics.pricePerUnit)}</Metric>
        <Metric label="Price / Sq Ft">{moneyOrDash(metrics.pricePerSqft, true)}</Metric>
        <Metric label="GRM">{times(metrics.grm)}</Metric>
        <Metric label="OER">{percent(metrics.oerPct, 1)}</Metric>
        <Metric label="Payback">{paybackText(metrics.paybackYears, draft.irr.holdYears)}</Metric>
        <Metric
          label="IRR"
          action={
            onOpenAssumptions && (
              <Button variant="link" size="sm" className="h-auto p-0 text-xs normal-case" onClick={onOpenAssumptions}>
                Assumptions
              </Button>
            )
          }
        >
          {metrics.irrPct === null ? "N/A" : percent(metrics.irrPct, 2)}
        </Metric>
        <Metric label="Equity Multiple">{times(metrics.equityMultiple)}</Metric>
        <Metric label="Total Cash In">{money(metrics.totalCashIn)}</Metric>
        {!draft.cashPurchase && (
          <>
            <Metric label="Cash on Cash">{percent(metrics.cashOnCashPct, 2)}</Metric>
            <Metric label="Debt Coverage Ratio">{metrics.dscr === null ? "—" : metrics.dscr.toFixed(2)}</Metric>
            <Metric label="Loan to Value">{percent(metrics.ltvPct, 1)}</Metric>
          </>
        )}
      </dl>
    </section>
  );
}
