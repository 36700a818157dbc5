import { useMemo, useState } from "react";
import type { Property } from "@plexwise/core";
import { analyzeDeal } from "@plexwise/core/finance";
import { Card } from "@/components/ui/card";
import { CollapsibleSection } from "@/components/collapsible-section";
import { CashFlowLine } from "./cash-flow-line";
import { DonutChart } from "./donut-chart";
import { MetricCards } from "./metric-cards";
import { ProjectionSection } from "./projection-section";
import { SensitivitySection } from "./sensitivity-section";
import { ViewModeToggle } from "./view-mode-toggle";
import type { LineItemView } from "./line-item-row";
import type { ViewMode } from "../lib/amount-text";
import { dealInputOf } from "../lib/deal-input";
import { draftFromProperty } from "../lib/draft";
import { draftBreakdown } from "../lib/draft-breakdown";
import { money, percent, signedMoney } from "../lib/format";
import { expenseRowViews, incomeRowViews } from "../lib/row-views";

function Lines({
  title,
  rows,
  subtotal,
  footer,
}: {
  title: string;
  rows: LineItemView[];
  subtotal: string;
  footer?: string;
}) {
  return (
    <CollapsibleSection title={title} summary={subtotal}>
      <ul aria-label={`${title} lines`} className="divide-y">
        {rows.map((row) => (
          <li key={row.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              {row.label}
              {row.detail && <span className="block text-xs text-muted-foreground">{row.detail}</span>}
            </span>
            <span className="tabular-nums">${row.display}</span>
          </li>
        ))}
      </ul>
      {rows.length === 0 && <p className="py-2 text-sm text-muted-foreground">No lines.</p>}
      {footer && <p className="border-t py-2 text-sm text-muted-foreground">{footer}</p>}
    </CollapsibleSection>
  );
}

/**
 * Financials read-only (a shared link's page): the owner's screen's figures from the same deal model (draft of the
 * property, core's analyzeDeal), without inputs. Only the monthly / annual view can be switched.
 */
export function ReadOnlyFinancials({ property }: { property: Property }) {
  const [mode, setMode] = useState<ViewMode>("monthly");
  const draft = useMemo(() => draftFromProperty(property), [property]);
  const input = useMemo(() => dealInputOf(draft), [draft]);
  const analysis = useMemo(() => analyzeDeal(input), [input]);
  const breakdown = useMemo(() => draftBreakdown(draft, input, analysis), [analysis, draft, input]);
  const perPeriod = mode === "annual" ? 12 : 1;
  const { monthly, loan } = analysis;
  return (
    <div className="grid gap-4">
      <Card className="p-4">
        <ViewModeToggle mode={mode} onChange={setMode} />
        <DonutChart slices={breakdown.slices} shortfall={breakdown.shortfall} perPeriod={perPeriod} />
      </Card>
      <MetricCards draft={draft} analysis={analysis} mode={mode} />
      <Lines
        title="Income"
        rows={incomeRowViews(draft, mode)}
        subtotal={signedMoney(monthly.income * perPeriod)}
        footer={`Vacancy ${percent(draft.vacancyPct ?? 0, 1)}: ${signedMoney(-monthly.vacancy * perPeriod)}`}
      />
      <Lines
        title="Expenses"
        rows={expenseRowViews(draft, mode)}
        subtotal={signedMoney(-monthly.expenses * perPeriod)}
      />
      <CollapsibleSection title="Debt" summary={signedMoney(-monthly.debtService * perPeriod)}>
        {draft.cashPurchase || !loan ? (
          <p className="text-sm text-muted-foreground">Cash purchase: no loan.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Down Payment</dt>
              <dd className="font-semibold tabular-nums">{money(loan.downPayment)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Interest Rate</dt>
              <dd className="font-semibold tabular-nums">{percent(draft.interestRatePct, 2)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Amortization</dt>
              <dd className="font-semibold tabular-nums">{draft.amortYears ?? "—"} years</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Mortgage Payment</dt>
              <dd className="font-semibold tabular-nums">{money(loan.monthlyPayment)}/mo</dd>
            </div>
          </dl>
        )}
      </CollapsibleSection>
      <CashFlowLine cashFlow={monthly.cashFlow * perPeriod} />
      <ProjectionSection analysis={analysis} />
      <SensitivitySection input={input} />
    </div>
  );
}
