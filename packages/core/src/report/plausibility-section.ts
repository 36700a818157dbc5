import { checkPlausibility } from "../analysis/plausibility";
import { FIGURES_TO_CHECK_TITLE, figureToCheckLine, figuresToCheckLead } from "../analysis/plausibility-summary";
import type { ReportContext } from "./report-context";
import type { ReportSection } from "./report-types";

/**
 * The plausibility guard's findings, first in the report, so a printed copy never carries a figure the app flags as
 * likely misread without saying so. The same findings Financials and /compare show (core checkPlausibility), in the
 * lines the CSV exports and a shared deal carry (plausibility-summary.ts).
 */
export function plausibilitySection(ctx: ReportContext): ReportSection | null {
  const findings = checkPlausibility(ctx.property);
  if (findings.length === 0) return null;
  return {
    id: "plausibility",
    title: FIGURES_TO_CHECK_TITLE,
    blocks: [
      { kind: "paragraph", text: figuresToCheckLead(findings, "report") },
      { kind: "list", items: findings.map(figureToCheckLine) },
    ],
  };
}
