import {
  compareFacts,
  compareProperties as compareDeals,
  isRecordId,
  type CompareRequest,
  type CompareResult,
} from "@plexwise/core";
import { rentBaselineOfZip } from "../data-sources/bundled-fair-market-rents";
import { AppError } from "../errors/app-error";
import { toProperty } from "../properties/dto";
import { findPropertyOf } from "../properties/repository";
import { narrateWith, plainWithNotice } from "./narrate";
import { compareNarrator } from "./narrators";
import type { AnalysisDeps } from "./run-analysis";

/**
 * POST /api/compare: the properties side by side on the same assumptions, ranked by code. A configured
 * model may write the narrative; the rows, the best marks and the ranking are computed, never written.
 */
export async function compareProperties(
  deps: AnalysisDeps,
  ownerId: string,
  request: CompareRequest,
): Promise<CompareResult> {
  const notFound = () => new AppError("not_found", "One of the selected properties was not found.");
  if (!request.propertyIds.every(isRecordId)) throw notFound();
  const found = await Promise.all(request.propertyIds.map((id) => findPropertyOf(deps.db, ownerId, id)));
  const rows = found.flatMap((row) => (row ? [row] : []));
  if (rows.length !== found.length) throw notFound();
  // Rents far from the area's FMR for their bedroom count are flagged by the plausibility guard.
  const properties = rows.map((row) => toProperty(row));
  const zipOf = new Map(properties.map((p) => [p.id, p.zip]));
  const computed = compareDeals(properties, request.assumptions, {
    rentBaselineOf: (p) => rentBaselineOfZip(zipOf.get(p.id) ?? null),
  });
  const narrated = await narrateWith(deps.llm, { userId: ownerId, purpose: "compare" }, compareNarrator, {
    analysis: computed,
    facts: compareFacts(computed),
  });
  const { analysis, narration, model, notice } = "failed" in narrated ? plainWithNotice(computed, narrated) : narrated;
  return { ...analysis, narration, model, notice };
}
