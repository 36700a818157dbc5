import type { LlmClient, LlmFailureReason, LlmResult } from "../../llm/types";
import type { ReadDocument } from "../document";
import type { DocumentExtraction } from "../rules/types";
import { applyAnswer } from "./apply-answer";
import { findGaps, hasGaps, worthAsking } from "./gaps";
import { buildExtractionRequest } from "./prompt";
import { extractionHelpSchema, type ExtractionHelp } from "./schema";

/**
 * The "rules+llm" strategy, after the rules have read every file: documents are offered to the model
 * one at a time, in the order sent, while something is still missing from all of them. A failed call
 * never fails the extraction: the rules' result stands, with a warning naming the reason, and no
 * further calls are made (a spent budget or a rate limit would refuse them too).
 */
export type LlmAssist = { llm: LlmClient; userId: string };
export type ReadFile = { document: ReadDocument; extraction: DocumentExtraction };

const REASONS: Record<LlmFailureReason, string> = {
  budget: "the monthly AI budget is used up",
  rate_limited: "too many AI requests this hour",
  failed: "the AI provider failed",
};

async function ask(
  assist: LlmAssist,
  request: ReturnType<typeof buildExtractionRequest>["request"],
): Promise<LlmResult<ExtractionHelp>> {
  try {
    const result = await assist.llm.generate(request);
    if (!result.ok) return result;
    // The client checks the schema; checked again here because the rows go into a person's numbers.
    const parsed = extractionHelpSchema.safeParse(result.value);
    return parsed.success
      ? { ...result, value: parsed.data }
      : { ok: false, reason: "failed", message: "its answer did not fit the schema" };
  } catch (error) {
    return { ok: false, reason: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

export async function assistWithLlm(files: ReadFile[], assist: LlmAssist): Promise<DocumentExtraction[]> {
  const out = files.map((f) => f.extraction);
  for (const [index, { document, extraction }] of files.entries()) {
    const gaps = findGaps(out);
    if (!hasGaps(gaps)) break;
    if (!worthAsking(extraction) || document.pages.length === 0) continue;
    const { request, shown, pagesShown } = buildExtractionRequest(document, gaps, assist.userId);
    const result = await ask(assist, request);
    if (!result.ok) {
      const later = files.length - index - 1;
      const after = later > 0 ? ` for it and the ${later} file${later === 1 ? "" : "s"} after it` : "";
      const warning = `${document.fileName}: the language model was not used (${REASONS[result.reason]}: ${result.message}); the rules' reading stands${after}.`;
      out[index] = { ...extraction, warnings: [...extraction.warnings, warning] };
      break;
    }
    const filled = applyAnswer({ document, extraction, help: result.value, gaps, shown });
    const lastShown = document.pages[pagesShown - 1]?.page;
    if (pagesShown < document.pages.length && lastShown !== undefined)
      filled.warnings.push(
        `${document.fileName}: the language model was shown pages up to ${lastShown} only (its text limit).`,
      );
    out[index] = filled;
  }
  return out;
}
