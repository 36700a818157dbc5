import { compareFacts, compareProperties as compareDeals, type CompareRequest, type CompareResult } from "@plexwise/core";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { narrateChecked } from "../llm/number-check";
import { toPropertyDto } from "../properties/dto";
import { findPropertyOf } from "../properties/repository";
import { COMPARE_SYSTEM } from "./narrators";
import type { AnalysisDeps } from "./run-analysis";

const compareProse = z.object({ narrative: z.string().max(3000) });

/**
 * POST /api/compare: the properties side by side on the same assumptions, ranked by code. A configured
 * model may write the narrative; the rows, the best marks and the ranking are computed, never written.
 */
export async function compareProperties(deps: AnalysisDeps, ownerId: string, request: CompareRequest): Promise<CompareResult> {
  const found = await Promise.all(request.propertyIds.map((id) => findPropertyOf(deps.db, ownerId, id)));
  const rows = found.flatMap((row) => (row ? [row] : []));
  if (rows.length !== found.length) throw new AppError("not_found", "One of the selected properties was not found.");
  const computed = compareDeals(rows.map(toPropertyDto), request.assumptions);
  const plain: CompareResult = { ...computed, narration: "template", model: null, notice: null };
  if (!deps.llm) return plain;
  const outcome = await narrateChecked(
    deps.llm,
    {
      userId: ownerId,
      purpose: "compare",
      schema: compareProse,
      schemaName: "comparison_prose",
      system: COMPARE_SYSTEM,
      prompt: `Write a 4-6 sentence comparison of these properties for an investor, following the ranking.\n\nFacts (JSON):\n${JSON.stringify(
        { properties: computed.properties, rows: computed.rows, ranking: computed.ranking },
        null,
        1,
      )}`,
    },
    { facts: compareFacts(computed), texts: (n) => [n.narrative] },
  );
  if (outcome.ok) return { ...computed, narrative: outcome.value.narrative, narration: "model", model: deps.llm.modelLabel, notice: null };
  const notice =
    outcome.reason === "unchecked_numbers"
      ? `The model's text named numbers that are not in the facts (${outcome.numbers.slice(0, 5).join(", ")}), so the plain comparison is shown.`
      : `The model could not write the comparison (${outcome.message}), so the plain comparison is shown.`;
  return { ...plain, notice };
}
