import { useCallback, useEffect, useRef, useState } from "react";
import type { CompareAssumptions, CompareRequest, CompareResult } from "@plexwise/core";
import { PlausibilityFindings } from "@/components/plausibility-findings";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/lib/api-client";
import { useCompareProperties } from "../api/use-compare-properties";
import { CompareDownloadButton } from "./compare-download-button";
import { CompareNarrative } from "./compare-narrative";
import { CompareRanking } from "./compare-ranking";
import { CompareTable } from "./compare-table";
import { SharedAssumptionsForm } from "./shared-assumptions-form";

/**
 * Compares the given properties as soon as it opens (each on its own values), then again on every
 * submit of the shared assumptions. A failed comparison keeps the last good one on screen.
 */
export function CompareView({ ids }: { ids: string[] }) {
  const compare = useCompareProperties();
  const { mutate } = compare;
  // The comparison on screen and the request that made it (the PDF is made from the same request).
  const [shown, setShown] = useState<{ result: CompareResult; request: CompareRequest } | null>(null);
  const result = shown?.result ?? null;
  const run = useCallback(
    (assumptions: CompareAssumptions) =>
      mutate({ propertyIds: ids, assumptions }, { onSuccess: (r, request) => setShown({ result: r, request }) }),
    [mutate, ids],
  );

  // Once per mount: React's development double effect must not send two comparisons.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run({});
  }, [run]);

  return (
    <div className="grid gap-4">
      <SharedAssumptionsForm pending={compare.isPending} onCompare={run} />
      {compare.isError && (
        <div role="alert" className="rounded-xl border border-destructive/40 bg-red-50 px-4 py-3 text-sm">
          <p className="font-medium text-destructive">Couldn&apos;t compare: {serverMessage(compare.error)}</p>
          {result && <p className="mt-1 text-muted-foreground">The previous comparison is still shown.</p>}
        </div>
      )}
      {result ? (
        <div className="grid gap-4" aria-busy={compare.isPending}>
          {result.properties.map((p) => (
            <PlausibilityFindings
              key={p.id}
              findings={p.plausibility}
              title={`Check the figures of ${p.nickname ?? p.address}`}
            />
          ))}
          {shown && <CompareDownloadButton request={shown.request} />}
          <CompareTable result={result} />
          <CompareRanking result={result} />
          <CompareNarrative result={result} />
        </div>
      ) : (
        compare.isPending && <Spinner label="Comparing properties" className="py-16" />
      )}
    </div>
  );
}
