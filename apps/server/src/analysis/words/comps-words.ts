import type { CompsResult, CompsSummaryRow } from "@plexwise/core";
import { phrasesIn } from "../../llm/claim-words";

/**
 * Comps in words: your rents are "below market" only where the computed comparison says they rent below the
 * comps' median (pct_vs_current < 0), "above market" only where above. Each rewritten explanation answers to its
 * own row; the header to the table as a whole (a direction every row with a figure shares).
 */
const MARKET = String.raw`(?:the\s+)?(?:local\s+|area\s+|nearby\s+)?(?:market(?:\s+rents?)?|median|comps|comparables|comparable rents|going rate)`;
const BELOW = [new RegExp(String.raw`\b(?:below|under|beneath|less than)[\s-]+${MARKET}\b`, "i"), /\bunder-?priced\b/i];
const ABOVE = [new RegExp(String.raw`\b(?:above|over|more than)[\s-]+${MARKET}\b`, "i"), /\boverpriced\b/i];

type Direction = "below" | "above" | "at" | "unknown" | "mixed";

const directionOf = (pct: number | null): Direction =>
  pct === null ? "unknown" : pct < 0 ? "below" : pct > 0 ? "above" : "at";

function tableDirection(rows: readonly CompsSummaryRow[]): Direction {
  const known = rows.map((row) => directionOf(row.pct_vs_current)).filter((d) => d !== "unknown");
  if (known.length === 0) return "unknown";
  return known.every((d) => d === known[0]) ? (known[0] ?? "unknown") : "mixed";
}

/** The claims of `text` that its direction forbids ("mixed" forbids nothing: the text may speak of one row). */
function against(text: string, direction: Direction): string[] {
  if (direction === "mixed") return [];
  return [
    ...(direction !== "below" ? phrasesIn(text, BELOW) : []),
    ...(direction !== "above" ? phrasesIn(text, ABOVE) : []),
  ];
}

/** The phrases of the header and explanations that contradict the computed comparison with the comps, each once. */
export function contradictedComps(
  prose: { header: string; explanations: readonly string[] },
  result: CompsResult,
): string[] {
  const rows = result.summary_json.summary_table;
  // Explanations of another count are not shown (the computed ones stand), so only a matching list is read.
  const explanations = prose.explanations.length === rows.length ? prose.explanations : [];
  const found = [
    ...against(prose.header, tableDirection(rows)),
    ...explanations.flatMap((text, i) => against(text, directionOf(rows[i]?.pct_vs_current ?? null))),
  ];
  return [...new Set(found)];
}
