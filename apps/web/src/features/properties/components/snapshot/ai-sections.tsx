import type { Property } from "@plexwise/core";
import { CollapsibleSection } from "../collapsible-section";

const Empty = ({ text }: { text: string }) => <p className="text-sm text-muted-foreground">{text}</p>;

/** The AI analyses, collapsed by default (SPEC section 4); they fill in once analysis exists. */
export function AiSections({ property }: { property: Property }) {
  const overall = property.aiRatings?.overall ?? null;
  return (
    <>
      <CollapsibleSection title="AI-Analyzed Listing Summary">
        <Empty text="No analysis available" />
      </CollapsibleSection>
      <CollapsibleSection title="AI Ratings">
        {overall === null ? (
          <Empty text="No analysis available" />
        ) : (
          <p className="text-sm">Overall: {overall.toFixed(1)} / 10</p>
        )}
      </CollapsibleSection>
      <CollapsibleSection title="Comparable Rents">
        <Empty text="No comparable rents analysis available yet" />
      </CollapsibleSection>
    </>
  );
}
