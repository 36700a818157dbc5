import { VERDICTS, type Verdict } from "@plexwise/core";

/**
 * Words are checked as numbers are: a model's prose may not state a verdict other than the computed one ("Verdict:
 * Buy" when code said Review), nor sell a deal code did not call a Buy ("an easy, safe purchase").
 */
const OTHER_VERDICT = (other: string) =>
  new RegExp(
    String.raw`\b(?:verdict|recommendation|we recommend|recommend(?:s|ed)?|rated|call)\b[^.!?]{0,24}?\b${other}\b|\b(?:a|an|is a)\s+(?:clear\s+|strong\s+)?${other}\b(?!\s+(?:step|process|period|of))`,
    "i",
  );

/** Phrases that promise what only a Buy verdict may say. */
const SALES_TALK = [
  /\b(?:easy|safe|sure|no-risk|risk-free)\s+(?:purchase|buy|bet|investment|deal|win)\b/i,
  /\bno[- ]brainer\b/i,
  /\bstrong buy\b/i,
  /\bcan(?:no|')t lose\b/i,
];

/** The phrases in `texts` that contradict the computed verdict, each once, as written. */
export function contradictedVerdict(texts: readonly string[], verdict: Verdict): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const other of VERDICTS.filter((v) => v !== verdict)) {
      const match = OTHER_VERDICT(other).exec(text);
      if (match) found.add(match[0].trim());
    }
    if (verdict === "Buy") continue;
    for (const pattern of SALES_TALK) {
      const match = pattern.exec(text);
      if (match) found.add(match[0].trim());
    }
  }
  return [...found];
}
