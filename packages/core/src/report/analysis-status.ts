import type { AnalysisMeta } from "../contracts/analysis";
import { dateText } from "./report-format";

/** How a stored analysis was made, so a reader knows what they are reading: "Run 26 November 2026; ...". */
export function analysisStatusText(meta: AnalysisMeta): string {
  const by = meta.narration === "model" ? `prose by ${meta.model ?? "a language model"}` : "plain text";
  const outdated = meta.status === "outdated" ? " Outdated: the property changed since this analysis was run." : "";
  return `Run ${dateText(meta.generated_at)}; figures computed by code, ${by}.${outdated}`;
}

export const NOT_RUN = "Not run yet for this property.";
