import { Suspense, useEffect, useMemo, useState } from "react";
import type { Property } from "@plexwise/core";
import { analyzeDeal } from "@plexwise/core/finance";
import { checkPlausibility } from "@plexwise/core/analysis";
import { AfterFirstPaint } from "@/components/after-first-paint";
import { PlausibilityFindings } from "@/components/plausibility-findings";
import { rentBaselineOfComps, useStoredComps } from "@/features/analyses";
import { ReportDownloadLink } from "@/features/properties";
import { Card } from "@/components/ui/card";
import { whenIdle } from "@/lib/when-idle";
import { useFinancialsDraft } from "../hooks/use-financials-draft";
import { typedAmountToMonthlyCents, type ViewMode } from "../lib/amount-text";
import { dealInputOf, factsOfDraft } from "../lib/deal-input";
import { draftBreakdown } from "../lib/draft-breakdown";
import type { RowList } from "../lib/draft-edits";
import { signedMoney } from "../lib/format";
import { expenseRowViews, incomeRowViews } from "../lib/row-views";
import { CashFlowLine } from "./cash-flow-line";
import { BrokerVsYoursSection } from "./broker-vs-yours-section";
import { DebtSection } from "./debt-section";
import { DocumentTotalsBanner } from "./document-totals-banner";
import { DonutChart } from "./donut-chart";
import { ExportMenu } from "./export-menu";
import { HoldProjectionTable } from "./hold-projection-table";
import { IrrAssumptionsDialog, preloadDialogs } from "./lazy-dialogs";
import { LineItemsSection } from "./line-items-section";
import { draftConflicts } from "../lib/draft-conflicts";
import { FieldConflicts } from "./field-conflicts";
import { LoansEditor } from "./loans-editor";
import { MaxOfferSection } from "./max-offer-section";
import { MetricCards } from "./metric-cards";
import { ProjectionSection } from "./projection-section";
import { RentRollAnalyticsSection } from "./rent-roll-analytics-section";
import { SaveStatusText } from "./save-status";
import { RefinanceEditor } from "./refinance-editor";
import { SensitivitySection } from "./sensitivity-section";
import { SensitivityTableSection } from "./sensitivity-table-section";
import { ValueAddEditor } from "./value-add-editor";
import { VacancyLine } from "./vacancy-line";
import { ViewModeToggle } from "./view-mode-toggle";

/** The Financials screen's body: every figure recomputes from the draft on each keystroke; edits save themselves. */
export function FinancialsContent({ property }: { property: Property }) {
  const { draft, edit, status } = useFinancialsDraft(property);
  const [mode, setMode] = useState<ViewMode>("monthly");
  const [assumptionsOpen, setAssumptionsOpen] = useState(false);
  useEffect(() => whenIdle(preloadDialogs), []);
  const input = useMemo(() => dealInputOf(draft), [draft]);
  // The comps' HUD floor, when they have run, lets the guard flag a rent far from the area's FMR.
  const storedComps = useStoredComps(property.id).data;
  const rentBaseline = useMemo(() => rentBaselineOfComps(storedComps?.analysis), [storedComps]);
  const findings = useMemo(
    () =>
      checkPlausibility({
        ...factsOfDraft(draft),
        yearBuilt: property.yearBuilt,
        rentBaseline,
        documentTotals: draft.documentTotals,
      }),
    [draft, property.yearBuilt, rentBaseline],
  );
  const analysis = useMemo(() => analyzeDeal(input), [input]);
  const u = draft.underwriting;
  const conflicts = useMemo(() => draftConflicts(draft), [draft]);
  const setUnderwriting = (value: typeof u) => edit({ type: "underwriting", value });
  const breakdown = useMemo(() => draftBreakdown(draft, input, analysis), [analysis, draft, input]);
  const perPeriod = mode === "annual" ? 12 : 1;
  const { monthly } = analysis;

  const rowHandlers = (list: RowList) => ({
    list,
    onAmount: (id: string, text: string) =>
      edit({ type: "rowAmount", list, id, cents: typedAmountToMonthlyCents(text, mode) }),
    onRename: (id: string, label: string) => edit({ type: "rowLabel", list, id, label }),
    onDelete: (id: string) => edit({ type: "rowDelete", list, id }),
    onAdd: () => edit({ type: "rowAdd", list }),
    onMove: (id: string, toId: string) => edit({ type: "rowMove", list, id, toId }),
  });

  return (
    <div className="grid gap-4">
      <DocumentTotalsBanner findings={findings} onConfirm={(totals) => edit({ type: "confirmTotals", totals })} />
      <ReportDownloadLink propertyId={property.id} />
      <PlausibilityFindings findings={findings.filter((f) => f.code !== "document_total_mismatch")} />
      <Card className="p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ViewModeToggle mode={mode} onChange={setMode} />
          <SaveStatusText status={status} />
          <ExportMenu propertyId={property.id} />
        </div>
        <DonutChart slices={breakdown.slices} shortfall={breakdown.shortfall} perPeriod={perPeriod} />
      </Card>
      <MetricCards
        draft={draft}
        analysis={analysis}
        mode={mode}
        edit={edit}
        onOpenAssumptions={() => setAssumptionsOpen(true)}
      />
      {/* Below the fold on a phone: the numbers above paint first (components/after-first-paint.tsx). */}
      <AfterFirstPaint>
        <LineItemsSection
          title="Income"
          rows={incomeRowViews(draft, mode)}
          subtotal={signedMoney(monthly.income * perPeriod)}
          addLabel="Add Income"
          footer={
            <VacancyLine
              vacancyPct={draft.vacancyPct}
              amount={monthly.vacancy * perPeriod}
              onVacancy={(value) => edit({ type: "set", field: "vacancyPct", value })}
            />
          }
          {...rowHandlers("income")}
        />
        <RentRollAnalyticsSection draft={draft} />
        <LineItemsSection
          title="Expenses"
          rows={expenseRowViews(draft, mode)}
          subtotal={signedMoney(-monthly.expenses * perPeriod)}
          addLabel="Add Expense"
          {...rowHandlers("expenses")}
        />
        <BrokerVsYoursSection property={property} draft={draft} edit={edit} mode={mode} />
        <DebtSection draft={draft} analysis={analysis} mode={mode} edit={edit} />
        <FieldConflicts conflicts={conflicts} prefix="downPaymentAmt" />
        <LoansEditor draft={draft} onChange={setUnderwriting} />
        <FieldConflicts conflicts={conflicts} prefix="underwriting.loans" />
        <RefinanceEditor underwriting={u} onChange={setUnderwriting} />
        <FieldConflicts conflicts={conflicts} prefix="underwriting.refinance" />
        <ValueAddEditor underwriting={u} onChange={setUnderwriting} />
        <FieldConflicts conflicts={conflicts} prefix="underwriting.valueAdd" />
        <CashFlowLine cashFlow={monthly.cashFlow * perPeriod} />
        <ProjectionSection analysis={analysis} />
        <SensitivitySection input={input} />
        <HoldProjectionTable analysis={analysis} />
        <MaxOfferSection underwriting={u} input={input} onChange={setUnderwriting} />
        <SensitivityTableSection underwriting={u} input={input} onChange={setUnderwriting} />
      </AfterFirstPaint>
      {assumptionsOpen && (
        <Suspense fallback={null}>
          <IrrAssumptionsDialog
            open={assumptionsOpen}
            onOpenChange={setAssumptionsOpen}
            assumptions={draft.irr}
            onChange={(value) => edit({ type: "irr", value })}
          />
        </Suspense>
      )}
    </div>
  );
}
