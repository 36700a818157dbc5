import type { AnalysisMeta } from "@plexwise/core";
import { generatedAtText, narrationText } from "../lib/analysis-meta";

/** Who wrote a result and when, plus the server's notice when the model's prose was not used. */
export function AnalysisMetaLine({ meta }: { meta: AnalysisMeta }) {
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground">
      <p>
        <span>{narrationText(meta)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={meta.generated_at}>{generatedAtText(meta.generated_at)}</time>
      </p>
      {meta.notice && <p>{meta.notice}</p>}
    </div>
  );
}
