/** SPEC section 4: a verdict is Buy, Avoid or anything else, and each of the three has its own look. */
export type VerdictTone = "buy" | "avoid" | "other";

/** Which of the three looks a verdict takes; the neighbourhood verdict is free text, so case and spaces are ignored. */
export function verdictTone(verdict: string): VerdictTone {
  const word = verdict.trim().toLowerCase();
  if (word === "buy") return "buy";
  if (word === "avoid") return "avoid";
  return "other";
}
