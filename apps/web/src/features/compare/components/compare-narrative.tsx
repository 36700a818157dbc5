import { useId } from "react";
import type { CompareResult } from "@plexwise/core";

/** The comparison in words: by the configured model, or the plain text code writes; model text stays plain text. */
export function CompareNarrative({ result }: { result: CompareResult }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold">
        Summary
      </h2>
      <p className="mt-2 whitespace-pre-line text-sm">{result.narrative}</p>
      <div className="mt-3 grid gap-0.5 text-xs text-muted-foreground">
        <p>{result.narration === "model" ? `Written by ${result.model ?? "an AI model"}` : "Plain comparison"}</p>
        {result.notice && <p>{result.notice}</p>}
      </div>
    </section>
  );
}
