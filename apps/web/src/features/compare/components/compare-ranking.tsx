import { useId } from "react";
import type { CompareResult } from "@plexwise/core";
import { formatUpToOneDecimal } from "@plexwise/core/money";
import { PropertyLink } from "./property-link";

/** The computed ranking, best first, each with its score and the reasons behind it. */
export function CompareRanking({ result }: { result: CompareResult }) {
  const headingId = useId();
  const ranked = [...result.ranking].sort((a, b) => a.rank - b.rank);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold">
        Ranking
      </h2>
      <ol data-testid="compare-ranking" className="mt-3 grid gap-3">
        {ranked.map((entry) => {
          const property = result.properties.find((p) => p.id === entry.property_id);
          return (
            <li key={entry.property_id} className="rounded-lg border p-3">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-lg font-bold tabular-nums">#{entry.rank}</span>
                {property ? <PropertyLink property={property} /> : <span>{entry.property_id}</span>}
                <span className="ml-auto text-sm tabular-nums text-muted-foreground">
                  Score {formatUpToOneDecimal(entry.score)}
                </span>
              </p>
              {entry.reasons.length > 0 && (
                <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
                  {entry.reasons.map((reason, i) => (
                    <li key={i}>{reason}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
