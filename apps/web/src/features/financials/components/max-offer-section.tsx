import type { Underwriting } from "@plexwise/core";
import { useMemo } from "react";
import { maxOffer, OFFER_METRICS, type DealInput } from "@plexwise/core/finance";
import { CollapsibleSection } from "@/components/collapsible-section";
import { maxOfferText, OFFER_METRIC_LABELS } from "../lib/underwriting-labels";
import { setTarget } from "../lib/underwriting-edits";
import { NumberField } from "./number-field";

type Props = { underwriting: Underwriting | null; input: DealInput; onChange: (value: Underwriting) => void };

/**
 * The user's minimums and the highest price that meets them all, everything else held. Closed, the section computes
 * nothing: the solver underwrites the deal again at many prices.
 */
export function MaxOfferSection(props: Props) {
  return (
    <CollapsibleSection title="The price that works">
      <MaxOfferBody {...props} />
    </CollapsibleSection>
  );
}

function MaxOfferBody({ underwriting: u, input, onChange }: Props) {
  const targets = u?.targets;
  const offer = useMemo(() => maxOffer(input, targets ?? {}), [input, targets]);
  const anyTarget = OFFER_METRICS.some((m) => typeof targets?.[m] === "number");
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {OFFER_METRICS.map((metric) => (
          <NumberField
            key={metric}
            label={`Min ${OFFER_METRIC_LABELS[metric]}`}
            value={targets?.[metric]}
            suffix={metric === "dscr" || metric === "equityMultiple" ? "x" : "%"}
            onChange={(v) => onChange(setTarget(u, metric, v))}
          />
        ))}
      </div>
      <p className="mt-3 text-base font-semibold" data-testid="max-offer">
        {maxOfferText(offer, anyTarget)}
      </p>
    </>
  );
}
