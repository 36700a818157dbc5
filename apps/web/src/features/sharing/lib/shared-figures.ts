import type { SharedView } from "@plexwise/core";

/** The title the report, the CSV exports and a shared deal give the findings (core plausibility-summary.ts). */
export const SHARED_FIGURES_TITLE = "Figures to check";

/**
 * The plausibility guard's findings on a shared property, as the server computed them (the owner's Financials and
 * the report show the same), high first. A server from before they were sent answers none.
 */
export function sharedFiguresToCheck(
  view: Pick<SharedView, "figuresToCheck">,
): NonNullable<SharedView["figuresToCheck"]> {
  const findings = view.figuresToCheck ?? [];
  return [...findings.filter((f) => f.severity === "high"), ...findings.filter((f) => f.severity !== "high")];
}
