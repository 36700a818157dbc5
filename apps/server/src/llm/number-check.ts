import type { LlmClient, LlmRequest, LlmResult } from "./types";
import { findWrittenNumbers, type WrittenNumber } from "./written-numbers";

/*
 * Code computes, the model narrates: every number in the model's prose must be one of the facts we gave it.
 *
 * A written number matches a fact when it is the fact rounded to the precision written:
 *   - "$1,234,567" and "1,234,567.40" need the fact to round to them; "$1,235,000" does not match 1,234,567.
 *   - "$1.2M", "$450K", "2 million": the fact in millions/thousands, rounded to the decimals written.
 *   - "6.5%", "1.25x", "6.5 percent": the fact itself, or the fact × 100 (0.065 → 6.5%), or the fact ÷ 100.
 * Signs are not compared ("a loss of $3,200" narrates -3200). Nothing else is allowed: small counts
 * ("3 units"), years ("2024"), ordinals ("2nd") and list numbers must be facts too, or be written in words.
 */

const EPSILON = 1e-9;

function matchesFact(written: WrittenNumber, fact: number): boolean {
  const magnitude = Math.abs(fact);
  const candidates = written.kind === "plain" ? [magnitude] : [magnitude, magnitude * 100, magnitude / 100];
  const halfUnit = 0.5 * 10 ** -written.decimals;
  return candidates.some(
    (candidate) =>
      Math.abs(candidate / written.scale - written.mantissa) <= halfUnit + EPSILON * Math.max(1, written.mantissa),
  );
}

/** The numbers written in `text` that match no fact within rounding, as written, each once. */
export function findUncheckedNumbers(text: string, facts: readonly number[]): string[] {
  const usable = facts.filter((fact) => Number.isFinite(fact));
  const unchecked = findWrittenNumbers(text)
    .filter((written) => !usable.some((fact) => matchesFact(written, fact)))
    .map((written) => written.text);
  return [...new Set(unchecked)];
}

export type NumberCheck<T> = {
  /** The numbers the model may use: everything it was given, computed by code. */
  facts: readonly number[];
  /** The prose fields of an answer, whose numbers are checked. */
  texts: (value: T) => string[];
  /** Words checked too: the phrases of an answer that contradict what code computed (a verdict, its direction). */
  contradictions?: (value: T) => string[];
};

export type UncheckedNumbers = { ok: false; reason: "unchecked_numbers"; message: string; numbers: string[] };

/**
 * What a checked narration gives: the model's answer (`repaired` when it took the second try, tokens and
 * latency summed over both calls), the model's failure as `generate` reports it, or the numbers that
 * stayed unchecked after one repair.
 */
export type CheckedNarration<T> =
  | (Extract<LlmResult<T>, { ok: true }> & { repaired: boolean })
  | Extract<LlmResult<T>, { ok: false }>
  | UncheckedNumbers;

const uncheckedIn = <T>(value: T, check: NumberCheck<T>) => [
  ...new Set(check.texts(value).flatMap((text) => findUncheckedNumbers(text, check.facts))),
];

const contradictionsIn = <T>(value: T, check: NumberCheck<T>) => check.contradictions?.(value) ?? [];

function repairPrompt(prompt: string, numbers: string[], claims: string[], facts: readonly number[]) {
  const allowed = [...new Set(facts.filter((fact) => Number.isFinite(fact)))].join(", ");
  return [
    prompt,
    "",
    ...(numbers.length > 0
      ? [
          `Your previous answer used numbers that are not among the facts: ${numbers.join(", ")}.`,
          "Write the answer again. Use only these numbers, exactly or rounded (a fraction such as 0.065 may be written as 6.5%, 1250000 as $1.25M):",
          allowed || "(none)",
          "Write any other quantity in words, or leave it out.",
        ]
      : []),
    ...(claims.length > 0
      ? [
          `Your previous answer contradicted the computed verdict, flags, ratings or comparisons: ${claims.join("; ")}.`,
          "Write the answer again. Describe each verdict, flag, rating and comparison only in the direction the facts give it (a high flag is not low, a poor rating is not good, rents below the comps are not above them), and promise nothing more.",
        ]
      : []),
  ].join("\n");
}

/** Generates, checks every number in the prose against the facts, and asks once for a corrected answer. */
export async function narrateChecked<T>(
  client: LlmClient,
  request: LlmRequest<T>,
  check: NumberCheck<T>,
): Promise<CheckedNarration<T>> {
  const first = await client.generate(request);
  if (!first.ok) return first;
  const wrong = uncheckedIn(first.value, check);
  const claims = contradictionsIn(first.value, check);
  if (wrong.length === 0 && claims.length === 0) return { ...first, repaired: false };

  const prompt = repairPrompt(request.prompt, wrong, claims, check.facts);
  const second = await client.generate({ ...request, prompt });
  if (!second.ok) {
    return {
      ok: false,
      reason: "unchecked_numbers",
      numbers: [...wrong, ...claims],
      message: `The model named numbers that are not in the facts, and the retry failed: ${second.message}`,
    };
  }
  const stillWrong = uncheckedIn(second.value, check);
  const stillClaims = contradictionsIn(second.value, check);
  if (stillWrong.length > 0 || stillClaims.length > 0) {
    return {
      ok: false,
      reason: "unchecked_numbers",
      numbers: [...stillWrong, ...stillClaims],
      message:
        stillClaims.length > 0
          ? `The model's text contradicted the computed verdict, flags, ratings or comparisons: ${stillClaims.join("; ")}.`
          : `The model named numbers that are not in the facts: ${stillWrong.join(", ")}.`,
    };
  }
  return {
    ...second,
    repaired: true,
    inputTokens: first.inputTokens + second.inputTokens,
    outputTokens: first.outputTokens + second.outputTokens,
    latencyMs: first.latencyMs + second.latencyMs,
  };
}
