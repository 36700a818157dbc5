import type { Underwriting } from "@plexwise/core";
import { OFFER_METRICS, type MaxOffer } from "@plexwise/core/finance";
import { CollapsibleSection } from "@/components/collapsible-section";
import { maxOfferText, OFFER_METRIC_LABELS } from "../lib/underwriting-labels";
import { setTarget } from "../lib/underwriting-edits";
import { NumberField } from "./number-field";

type Props = { underwriting: Underwriting | null; offer: MaxOffer | null; onChange: (value: Underwriting) => void };

/** The user's minimums and the highest price that meets them all, everything else held. */
export function MaxOfferSection({ underwriting: u, offer, onChange }: Props) {
  const targets = u?.targets ?? {};
  const anyTarget = OFFER_METRICS.some((m) => typeof targets[m] === "number");
  return (
    <CollapsibleSection title="The price that works">
      <div className="flex flex-wrap items-end gap-3">
        {OFFER_METRICS.map((metric) => (
          <NumberField
            key={metric}
            label={`Min ${OFFER_METRIC_LABELS[metric]}`}
            value={targets[metric]}
            suffix={metric === "dscr" || metric === "equityMultiple" ? "x" : "%"}
            onChange={(v) => onChange(setTarget(u, metric, v))}
          />
        ))}
      </div>
      <p className="mt-3 text-base font-semibold" data-testid="max-offer">
        {maxOfferText(offer, anyTarget)}
      </p>
    </CollapsibleSection>
  );
}
