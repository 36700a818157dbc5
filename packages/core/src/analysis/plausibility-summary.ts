import { checkPlausibility, type PlausibilityFinding, type PlausibilityInput } from "./plausibility";

/**
 * The guard's findings as every surface that is not a screen carries them (the PDF report, the CSV exports, a shared
 * deal): under one title, one line each, "High: ..." or "Medium: ...", high first, so a printed, exported or shared
 * copy never carries a figure the app flags as likely misread without saying so.
 */
export const FIGURES_TO_CHECK_TITLE = "Figures to check";

export const figureToCheckLine = (f: Pick<PlausibilityFinding, "severity" | "message">): string =>
  `${f.severity === "high" ? "High" : "Medium"}: ${f.message}`;

/** The property's findings (checkPlausibility, as Financials and /compare compute them), one line each. */
export const figuresToCheckLines = (property: PlausibilityInput): string[] =>
  checkPlausibility(property).map(figureToCheckLine);

/** The sentence above the lines: whether the figures look wrong or are only worth a look. */
export function figuresToCheckLead(findings: readonly Pick<PlausibilityFinding, "severity">[], what: string): string {
  return findings.some((f) => f.severity === "high")
    ? `These figures look wrong: check them against the documents before relying on this ${what}.`
    : `These figures are worth a look before relying on this ${what}.`;
}
