import type { ProformaAnalysis } from "@plexwise/core";
import { VerdictBadge } from "./verdict-badge";

/** The verdict, its reason, and the rules it follows behind a disclosure. */
export function ProformaVerdict({ verdict, rules }: { verdict: ProformaAnalysis["verdict"]; rules: string[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold">
        Verdict <VerdictBadge verdict={verdict.decision} />
      </h3>
      <p className="whitespace-pre-line">{verdict.reason}</p>
      {rules.length > 0 && (
        <details className="rounded-lg border px-3 py-2">
          <summary className="cursor-pointer font-medium">How the verdict is decided</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            {rules.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
