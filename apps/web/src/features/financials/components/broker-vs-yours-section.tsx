import { Suspense, useMemo, useState } from "react";
import type { Property } from "@plexwise/core";
import {
  DEFAULT_NORMALISE_SETTINGS,
  stateTaxRatePct,
  type LineComparison,
  type NormaliseSettings,
} from "@plexwise/core/underwriting-lines";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ViewMode } from "../lib/amount-text";
import { acceptEdit, bridgeOf, comparisonOf, proposalsOf, yoursEdit } from "../lib/broker-vs-yours";
import type { FinancialsDraft } from "../lib/draft";
import type { DraftEdit } from "../lib/draft-edits";
import { ComparisonLines } from "./comparison-lines";
import { EditYoursDialog, NormaliseDialog } from "./lazy-dialogs";
import { NoiBridgeTable } from "./noi-bridge-table";

type Props = { property: Property; draft: FinancialsDraft; edit: (change: DraftEdit) => void; mode: ViewMode };

/**
 * Broker vs yours: per line the T-12, the broker's pro forma and your underwriting (what every figure reads), the
 * difference and why. Normalise proposes your figures from rules; accepting one edits your line like any other
 * Financials edit (saved by the draft).
 */
export function BrokerVsYoursSection({ property, draft, edit, mode }: Props) {
  const [normaliseOpen, setNormaliseOpen] = useState(false);
  const [editing, setEditing] = useState<LineComparison | null>(null);
  const [settings, setSettings] = useState<NormaliseSettings>(DEFAULT_NORMALISE_SETTINGS);
  const hasDocuments = (property.documentLines?.length ?? 0) > 0;
  const rows = useMemo(() => comparisonOf(property.documentLines, draft), [property.documentLines, draft]);
  const bridge = useMemo(() => bridgeOf(property.documentLines, draft), [property.documentLines, draft]);
  const proposals = useMemo(() => proposalsOf(property, draft, settings), [property, draft, settings]);
  return (
    <Card className="p-4" aria-labelledby="broker-vs-yours-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="broker-vs-yours-title" className="text-base font-semibold">
          Broker vs yours
        </h2>
        <Button variant="outline" size="sm" onClick={() => setNormaliseOpen(true)}>
          Normalise
        </Button>
      </div>
      {hasDocuments ? (
        <>
          <ComparisonLines rows={rows} perPeriod={mode === "annual" ? 12 : 1} onEditYours={setEditing} />
          {bridge && <NoiBridgeTable bridge={bridge} perPeriod={mode === "annual" ? 12 : 1} />}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          No T-12 or broker pro forma was kept from this property&apos;s documents. Normalise still proposes your
          figures from market rules.
        </p>
      )}
      {normaliseOpen && (
        <Suspense fallback={null}>
          <NormaliseDialog
            open={normaliseOpen}
            onOpenChange={setNormaliseOpen}
            proposals={proposals}
            mode={mode}
            settings={settings}
            stateRatePct={stateTaxRatePct(property.state)}
            onSettings={setSettings}
            onAccept={(proposal, override) => edit(acceptEdit(draft, proposal, override))}
          />
        </Suspense>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <EditYoursDialog
            row={editing}
            mode={mode}
            onClose={() => setEditing(null)}
            onSave={(row, cents, reason) => {
              const change = yoursEdit(draft, row, cents, reason);
              if (change) edit(change);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
