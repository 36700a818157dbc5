import type { ReactNode } from "react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { StoredAnalysis } from "@plexwise/core";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { CollapsibleSection } from "@/components/collapsible-section";
import { serverMessage } from "@/lib/api-client";
import { AnalysisMetaLine } from "./analysis-meta-line";
import { OutdatedBadge } from "./outdated-badge";
import { RunButton } from "./run-button";

type Props<T> = {
  title: string;
  /** SPEC section 8: 'No analysis available' or 'No comparable rents analysis available yet'. */
  emptyText: string;
  /** The button of the empty state: 'Generate', 'Analyze' or 'Run comps'. */
  runLabel: string;
  /** The query the stored result comes from (its loading and failure states). */
  query: Pick<UseQueryResult, "isPending" | "isError" | "error" | "refetch">;
  stored: StoredAnalysis<T> | null | undefined;
  runner: UseMutationResult<StoredAnalysis<T>, Error, void>;
  children: (analysis: T) => ReactNode;
};

/**
 * One AI analysis on the Snapshot, collapsed by default (SPEC section 4): the stored result with who
 * wrote it and when, an outdated badge, and a button to (re)generate it. A failed run shows the server's
 * message beside the button and in a toast, and the previous result stays as it was.
 */
export function AnalysisSection<T>({ title, emptyText, runLabel, query, stored, runner, children }: Props<T>) {
  const { toast } = useToast();
  const onRun = () =>
    runner.mutate(undefined, {
      onError: (error) =>
        toast({ title: "Analysis failed", description: serverMessage(error), variant: "destructive" }),
    });
  const runError = runner.isError ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {serverMessage(runner.error)}
    </p>
  ) : null;

  function body() {
    if (query.isPending && stored === undefined) {
      return (
        <p role="status" className="text-sm text-muted-foreground">
          Loading analysis...
        </p>
      );
    }
    if (query.isError && stored === undefined) {
      return (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>Couldn&apos;t load the analysis: {serverMessage(query.error)}</p>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!stored) {
      return (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">{emptyText}</p>
          <RunButton label={runLabel} pending={runner.isPending} onRun={onRun} />
          {runError}
        </div>
      );
    }
    const outdated = stored.meta.status === "outdated";
    return (
      <div className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <AnalysisMetaLine meta={stored.meta} />
          <div className="flex flex-wrap items-center gap-2">
            {outdated && <OutdatedBadge />}
            <RunButton
              label="Regenerate"
              pending={runner.isPending}
              onRun={onRun}
              variant={outdated ? "default" : "outline"}
            />
          </div>
        </div>
        {runError}
        {children(stored.analysis)}
      </div>
    );
  }

  return <CollapsibleSection title={title}>{body()}</CollapsibleSection>;
}
