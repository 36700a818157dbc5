/**
 * Finds the phrases in which prose says something about a subject: "expenses are low", "the DSCR of 1.1x looks
 * healthy", "excellent schools", "a weak job market". A claim is a subject and a word, joined by a verb of being
 * ("is", "are", "looks", "remains", ...) with at most a few words between, or the word just before the subject.
 * A phrase with a negation in it ("is not strong", "doesn't look weak") claims nothing and is skipped, so only
 * plain statements are checked against the facts: a false alarm costs a repair, a missed one lets a lie through.
 */

/** One claim to look for: alternations of regular-expression source, matched case-insensitively as whole words. */
export type ClaimWords = { subject: string; words: string };

const COPULA =
  "is|are|was|were|looks?|seems?|appears?|remains?|stays?|feels?|rates?|rated|scores?|scored|runs?|comes? in|came in|sits?|comes? out";
const ADVERBS = "very|quite|fairly|relatively|rather|generally|also|still|somewhat|notably|clearly|now|both|all";
/** A word between subject and verb: "of", "$20,000/yr", "1.1x" (a period only inside a number). */
const TOKEN = String.raw`(?:[^\s.;:!?]|\.(?=\d))+`;
const NEGATION = /\bnot\b|n't\b|\bnever\b|\bno longer\b|\bhardly\b|\bneither\b|\bnor\b/i;
/** A condition, not a claim: "an offer only where cash flow is positive", "if the DSCR is healthy". */
const CONDITION =
  /\b(?:if|where|when|whether|until|unless|once|so that|would be|could be)\s+(?:the\s+|its\s+|their\s+)?$/i;

/** Whether the match at `index` is negated or only supposed (looking a few words back). */
const unclaimed = (text: string, index: number, matched: string) => {
  const before = text.slice(Math.max(0, index - 16), index);
  return NEGATION.test(matched) || NEGATION.test(before) || CONDITION.test(before);
};

const copular = ({ subject, words }: ClaimWords) =>
  new RegExp(
    String.raw`\b(?:${subject})\s+(?:${TOKEN}\s+){0,4}?(?:${COPULA})\s+(?:(?:${ADVERBS})\s+)*(?:${words})\b`,
    "gi",
  );

/** Words that end a phrase: "healthy and cash flow" is not "healthy cash flow". */
const JOINERS = "and|or|but|the|a|an|of|in|on|for|to|with|at|by|from|as|than|its|their";

const attributive = ({ subject, words }: ClaimWords) =>
  new RegExp(String.raw`\b(?:${words})[\s-]+(?:(?!${JOINERS}\b)[a-z]+\s+)?(?:${subject})\b`, "gi");

/** The phrases of `text` that make this claim, as written. */
export function claimsIn(text: string, claim: ClaimWords): string[] {
  const found: string[] = [];
  for (const pattern of [copular(claim), attributive(claim)]) {
    for (const match of text.matchAll(pattern)) {
      if (unclaimed(text, match.index, match[0])) continue;
      found.push(match[0].trim());
    }
  }
  return found;
}

/** The phrases of `texts` that make any of these claims, as written. */
export const claimsInAll = (texts: readonly string[], claims: readonly ClaimWords[]): string[] =>
  texts.flatMap((text) => claims.flatMap((claim) => claimsIn(text, claim)));

/** Phrases matched by bare patterns (no subject needed: "high-crime", "below market"), skipping negated ones. */
export function phrasesIn(text: string, patterns: readonly RegExp[]): string[] {
  const found: string[] = [];
  for (const pattern of patterns) {
    const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      if (unclaimed(text, match.index, match[0])) continue;
      found.push(match[0].trim());
    }
  }
  return found;
}
