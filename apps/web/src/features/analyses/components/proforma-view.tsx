import type { ProformaAnalysis } from "@plexwise/core";
import { ProformaFlags } from "./proforma-flags";
import { ProformaMetricsGrid } from "./proforma-metrics";
import { ProformaVerdict } from "./proforma-verdict";

/** Pro-forma Analysis: summary, verdict, the computed metrics, the flags and the execution plan. */
export function ProformaView({ analysis }: { analysis: ProformaAnalysis }) {
  return (
    <div className="grid gap-4 text-sm">
      {analysis.summary && <p className="whitespace-pre-line">{analysis.summary}</p>}
      <ProformaVerdict verdict={analysis.verdict} rules={analysis.verdict_rules} />
      <div>
        <h3 className="mb-2 font-semibold">Metrics</h3>
        <ProformaMetricsGrid metrics={analysis.metrics} />
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Flags</h3>
        <ProformaFlags flags={analysis.flags} />
      </div>
      {analysis.execution_plan.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">Execution plan</h3>
          <ol className="list-decimal space-y-1 pl-5">
            {analysis.execution_plan.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
