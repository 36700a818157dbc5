import type { CompareAnalysis } from "@plexwise/core";
import { phrasesIn } from "../../llm/claim-words";

/**
 * The comparison's ranking in words: a property code did not rank first may not be called first, the best or the
 * winner, nor one it did not rank last the last or the worst.
 */
const FIRST = String.raw`(?:ranks?|ranked|comes?|came|finishes|finished|is|stands?)\s+(?:first|top|#1|number one|highest)|(?:is|as)\s+the\s+(?:best|top|strongest|clear winner|winner)|comes? out (?:on )?top|wins\b`;
const LAST = String.raw`(?:ranks?|ranked|comes?|came|finishes|finished|is)\s+(?:last|bottom|lowest)|(?:is|as)\s+the\s+(?:worst|weakest)`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The phrases of `texts` naming a property in a place the computed ranking did not give it, each once. */
export function contradictedRanking(texts: readonly string[], analysis: CompareAnalysis): string[] {
  const ranks = new Map(analysis.ranking.map((r) => [r.property_id, r.rank]));
  const lastRank = Math.max(...analysis.ranking.map((r) => r.rank));
  const found = analysis.properties.flatMap((p) => {
    const rank = ranks.get(p.id);
    const names = [p.nickname?.trim(), p.address].filter((name): name is string => Boolean(name));
    if (rank === undefined || names.length === 0) return [];
    const name = names.map(escape).join("|");
    const patterns = [
      ...(rank !== 1 ? [new RegExp(String.raw`\b(?:${name})\b[^.;!?]{0,12}?\b(?:${FIRST})`, "i")] : []),
      ...(rank !== lastRank ? [new RegExp(String.raw`\b(?:${name})\b[^.;!?]{0,12}?\b(?:${LAST})`, "i")] : []),
    ];
    return texts.flatMap((text) => phrasesIn(text, patterns));
  });
  return [...new Set(found)];
}
