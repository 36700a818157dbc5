import { useMemo } from "react";
import { rentRollAnalytics } from "@plexwise/core/analysis";
import { CollapsibleSection } from "@/components/collapsible-section";
import { factsOfDraft } from "../lib/deal-input";
import type { FinancialsDraft } from "../lib/draft";
import { localToday } from "../lib/rent-roll-format";
import { ConcessionsBlock, ExpirationsBlock, FlaggedUnitsBlock } from "./rent-roll-lease-blocks";
import { LossToLeaseBlock, OccupancyBlock, UnitMixBlock } from "./rent-roll-mix-blocks";

/**
 * Rent roll analytics of the units as edited (core's `rentRollAnalytics`): unit mix, loss-to-lease, occupancy,
 * lease expirations over the next 24 months, concessions and the units whose rent stands out.
 */
export function RentRollAnalyticsSection({ draft }: { draft: FinancialsDraft }) {
  const units = useMemo(() => factsOfDraft(draft).units, [draft]);
  const analytics = useMemo(() => rentRollAnalytics(units, localToday()), [units]);
  return (
    <CollapsibleSection title="Rent Roll Analytics">
      {units.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rent roll yet: add units under Income to see the analytics.</p>
      ) : (
        <div className="grid min-w-0 gap-4">
          <UnitMixBlock unitMix={analytics.unitMix} />
          <LossToLeaseBlock lossToLease={analytics.lossToLease} />
          <OccupancyBlock occupancy={analytics.occupancy} />
          <ExpirationsBlock expirations={analytics.expirations} />
          <ConcessionsBlock concessions={analytics.concessions} />
          <FlaggedUnitsBlock flagged={analytics.flagged} />
        </div>
      )}
    </CollapsibleSection>
  );
}
