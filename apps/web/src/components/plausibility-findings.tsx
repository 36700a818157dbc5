import type { PlausibilityFinding } from "@plexwise/core/analysis";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/**
 * The plausibility guard's findings (core's analysis/plausibility.ts): each names the number, why it looks wrong
 * and what to check. Shown on the review before Create, on Financials and on /compare.
 */
export function PlausibilityFindings({
  findings,
  title = "Check these figures",
  className,
}: {
  findings: readonly (Omit<PlausibilityFinding, "code" | "total"> & { code: string; total?: string })[];
  title?: string;
  className?: string;
}) {
  if (findings.length === 0) return null;
  const high = findings.some((f) => f.severity === "high");
  return (
    <section
      aria-label={title}
      className={cn(
        "rounded-xl border p-4 text-sm shadow-sm",
        high ? "border-destructive/50 bg-red-50" : "border-amber-300 bg-amber-50",
        className,
      )}
    >
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 grid gap-1.5">
        {findings.map((f) => (
          <li key={`${f.code}-${f.total ?? ""}`} data-severity={f.severity} className="flex items-start gap-2">
            <Badge tone={f.severity === "high" ? "bad" : "neutral"} className="mt-0.5 shrink-0">
              {f.severity === "high" ? "Likely wrong" : "Unusual"}
            </Badge>
            <span>{f.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
