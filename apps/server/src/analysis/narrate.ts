import { narrateChecked } from "../llm/number-check";
import type { LlmClient, LlmFailureReason } from "../llm/types";
import type { Narrator } from "./run-analysis";

export type Narrated<A> = { analysis: A; narration: "model" | "template"; model: string | null; notice: string | null };
/** The model could not be asked or did not answer: the caller decides (keep a previous result, or go plain). */
export type NarrationFailure = { failed: true; reason: LlmFailureReason; text: string; retryAfterSeconds?: number };

const FAILURE_TEXT: Record<LlmFailureReason, string> = {
  budget: "This month's AI budget is used up",
  rate_limited: "Too many AI requests in the last hour",
  failed: "The AI provider did not answer",
};

/**
 * Asks the model to rewrite an analysis's prose from its facts. The prose is used only when every number in
 * it matches a fact (after one repair); otherwise the plain analysis stands, with a notice saying why.
 */
export async function narrateWith<A, N>(
  llm: LlmClient | null,
  call: { userId: string; purpose: string },
  narrator: Narrator<A, N> | undefined,
  built: { analysis: A; facts: number[] },
): Promise<Narrated<A> | NarrationFailure> {
  const plain: Narrated<A> = { analysis: built.analysis, narration: "template", model: null, notice: null };
  if (!llm || !narrator) return plain;
  const outcome = await narrateChecked(
    llm,
    {
      ...call,
      schema: narrator.schema,
      schemaName: narrator.schemaName,
      system: narrator.system,
      prompt: narrator.prompt(built.analysis),
    },
    {
      facts: built.facts,
      texts: narrator.texts,
      contradictions: (narration) => narrator.contradictions?.(built.analysis, narration) ?? [],
    },
  );
  if (outcome.ok)
    return {
      analysis: narrator.apply(built.analysis, outcome.value),
      narration: "model",
      model: llm.modelLabel,
      notice: null,
    };
  if (outcome.reason === "unchecked_numbers") {
    const numbers = outcome.numbers.slice(0, 5).join(", ");
    return {
      ...plain,
      notice: `The model's text named numbers that are not in the facts, or words that contradict the computed verdict, flags, ratings or comparisons (${numbers}), so the plain text is shown.`,
    };
  }
  return modelFailure(outcome);
}

/** A failed model call, said once and plainly (no trailing period: callers add their own sentence). */
export function modelFailure(outcome: {
  reason: LlmFailureReason;
  message: string;
  retryAfterSeconds?: number;
}): NarrationFailure {
  return {
    failed: true,
    reason: outcome.reason,
    text: `${FAILURE_TEXT[outcome.reason]}: ${outcome.message}`.replace(/\.+$/, ""),
    ...(outcome.retryAfterSeconds !== undefined && { retryAfterSeconds: outcome.retryAfterSeconds }),
  };
}

export const plainWithNotice = <A>(analysis: A, failure: NarrationFailure): Narrated<A> => ({
  analysis,
  narration: "template",
  model: null,
  notice: `${failure.text}, so the plain text is shown.`,
});
