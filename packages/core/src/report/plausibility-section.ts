import { checkPlausibility } from "../analysis/plausibility";
import type { ReportContext } from "./report-context";
import type { ReportSection } from "./report-types";

/**
 * The plausibility guard's findings, first in the report, so a printed copy never carries a figure the app flags as
 * likely misread without saying so. The same findings Financials and /compare show (core checkPlausibility).
 */
export function plausibilitySection(ctx: ReportContext): ReportSection | null {
  const findings = checkPlausibility(ctx.property);
  if (findings.length === 0) return null;
  const high = findings.some((f) => f.severity === "high");
  return {
    id: "plausibility",
    title: "Figures to check",
    blocks: [
      {
        kind: "paragraph",
        text: high
          ? "These figures look wrong: check them against the documents before relying on this report."
          : "These figures are worth a look before relying on this report.",
      },
      { kind: "list", items: findings.map((f) => `${f.severity === "high" ? "High" : "Medium"}: ${f.message}`) },
    ],
  };
}
