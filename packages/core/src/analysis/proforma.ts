import type { ProformaAnalysis } from "../contracts/analysis";
import type { PropertyFacts } from "./deal-input";
import { collectFacts } from "./format";
import { proformaBasis, type ProformaOptions } from "./proforma-basis";
import { proformaFlags } from "./proforma-flags";
import { executionPlan } from "./proforma-plan";
import { proformaSummary } from "./proforma-summary";
import { proformaVerdict, VERDICT_RULES } from "./proforma-verdict";

/**
 * The pro-forma analysis of a property at its own terms (or at shared `assumptions`): the engine's metrics, rounded
 * for display (money to whole dollars, percents and ratios to 2 decimals), rule-based flags, a verdict by
 * VERDICT_RULES, an execution plan and a template summary. Pure: the same property and options give the same result.
 */
export function analyzeProforma(p: PropertyFacts, options: ProformaOptions = {}): ProformaAnalysis {
  const basis = proformaBasis(p, options);
  const flags = proformaFlags(basis);
  const verdict = proformaVerdict(basis, flags);
  return {
    summary: proformaSummary(basis, flags, verdict),
    metrics: basis.metrics,
    flags,
    execution_plan: executionPlan(basis, flags, verdict),
    verdict,
    verdict_rules: [...VERDICT_RULES],
  };
}

/**
 * Every number a narrator may state about this analysis, for the number checker: the metrics and every number
 * written in the summary, flags, plan, verdict and rules (which carry the price, units, rents, taxes, debt service
 * and thresholds), with the size of each negative number.
 */
export function proformaFacts(analysis: ProformaAnalysis): number[] {
  const texts = [
    analysis.summary,
    ...analysis.flags.flatMap((f) => [f.title, f.reason]),
    ...analysis.execution_plan,
    analysis.verdict.reason,
    ...analysis.verdict_rules,
  ];
  return collectFacts(Object.values(analysis.metrics), texts);
}
