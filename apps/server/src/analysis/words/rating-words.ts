import { meanRating, type NeighborhoodAnalysis } from "@plexwise/core";
import { claimsInAll, phrasesIn, type ClaimWords } from "../../llm/claim-words";

/**
 * The neighbourhood ratings in words. Each rating (0-10) reads in the recommendation's bands: good from 7, poor
 * under 4.5, mixed between. Praise contradicts a poor rating, disparagement a good one, and a superlative either
 * way a mixed one ("excellent schools" at 6); a rating with no data supports no praise or blame at all.
 */
const GOOD_AT = 7;
const POOR_UNDER = 4.5;

type Words = { good: string; bad: string; best: string; worst: string };

const GENERAL: Words = {
  good: String.raw`good|great|strong|excellent|outstanding|exceptional|superb|solid|healthy|robust|thriving|desirable|top[- ]rated|high[- ](?:performing|rated|quality)|above[- ]average|well[- ]rated`,
  bad: String.raw`poor|weak|bad|failing|struggling|troubled|declining|rough|undesirable|low[- ](?:performing|rated|quality)|below[- ]average|underperforming|terrible|awful`,
  best: String.raw`excellent|outstanding|exceptional|superb|top[- ]rated|thriving|prime|best`,
  worst: String.raw`failing|terrible|awful|rough|troubled|dangerous|worst`,
};

type Topic = {
  /** The rating this topic's words speak to, or the overall mean. */
  value: (a: NeighborhoodAnalysis) => number | null;
  subject: string;
  /** Phrases that praise or blame without the general words ("low crime", "unsafe"). */
  goodPhrases?: RegExp[];
  badPhrases?: RegExp[];
};

const TOPICS: Topic[] = [
  { value: (a) => a.ratings.schools, subject: String.raw`school district|school ratings?|schools?|education` },
  {
    value: (a) => a.ratings.crime,
    // "crime" alone, never "crime rating" (a high crime rating is good: higher is safer).
    subject: String.raw`crime(?!\s+(?:rating|score))(?: rates?| levels?)?|safety`,
    goodPhrases: [
      /\blow[- ]crime\b/i,
      /\b(?:area|neighbou?rhood|streets?|location|place)\s+(?:is|are|feels?|seems?|looks?)\s+(?:very\s+|quite\s+)?safe\b/i,
      /\bsafe\s+(?:area|neighbou?rhood|streets?|location|place|part of town)\b/i,
    ],
    badPhrases: [
      /\bhigh[- ]crime\b/i,
      /\bcrime[- ]ridden\b/i,
      /\bunsafe\b/i,
      /\bdangerous\b/i,
      /\bcrime(?:\s+rates?)?\s+(?:is|are)\s+(?:very\s+)?(?:high|elevated)\b/i,
    ],
  },
  {
    value: (a) => a.ratings.jobs,
    subject: String.raw`job market|labou?r market|local economy|economy|employment|jobs?`,
    goodPhrases: [/\blow unemployment\b/i, /\bunemployment\s+(?:is|remains|stays)\s+(?:very\s+)?low\b/i],
    badPhrases: [/\bhigh unemployment\b/i, /\bunemployment\s+(?:is|remains|stays)\s+(?:very\s+)?high\b/i],
  },
  { value: (a) => meanRating(a.ratings), subject: String.raw`neighbou?rhood|area|location|surroundings` },
];

/** What a rating of `value` cannot be called: the words that contradict its band. */
function forbidden(value: number | null): { words: string; phrases: "good" | "bad" | "both" | "none" } {
  if (value === null) return { words: `${GENERAL.good}|${GENERAL.bad}`, phrases: "both" };
  if (value >= GOOD_AT) return { words: GENERAL.bad, phrases: "bad" };
  if (value < POOR_UNDER) return { words: GENERAL.good, phrases: "good" };
  return { words: `${GENERAL.best}|${GENERAL.worst}`, phrases: "none" };
}

/** The phrases of `texts` whose praise or blame contradicts the computed ratings, each once. */
export function contradictedRatings(texts: readonly string[], analysis: NeighborhoodAnalysis): string[] {
  const found = TOPICS.flatMap((topic) => {
    const value = topic.value(analysis);
    const { words, phrases } = forbidden(value);
    const claims: ClaimWords[] = [{ subject: topic.subject, words }];
    const patterns = [
      ...(phrases === "good" || phrases === "both" ? (topic.goodPhrases ?? []) : []),
      ...(phrases === "bad" || phrases === "both" ? (topic.badPhrases ?? []) : []),
    ];
    return [...claimsInAll(texts, claims), ...texts.flatMap((text) => phrasesIn(text, patterns))];
  });
  return [...new Set(found)];
}
