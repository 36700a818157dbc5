import { formatCompareValue } from "../analysis/format-compare-value";
import type { CompareAssumptions, CompareResult } from "../contracts/analysis";
import { describeAssumptions } from "../analysis/compare";
import { listing } from "../analysis/format";
import { formatUpToOneDecimal } from "../money/format-money";
import { dateText } from "./report-format";
import type { CompareReport, ReportBlock, ReportSection } from "./report-types";

type Named = CompareResult["properties"][number];
const nameOf = (p: Named): string => p.nickname?.trim() || p.address;

function tableSection(result: CompareResult, assumptions: CompareAssumptions): ReportSection {
  const shared = describeAssumptions(assumptions);
  return {
    id: "side-by-side",
    title: "Side by side",
    blocks: [
      {
        kind: "paragraph",
        text:
          shared.length > 0 ? `On the same assumptions: ${listing(shared)}.` : "Each property on its own assumptions.",
      },
      {
        kind: "table",
        table: {
          caption: "The properties side by side; * marks the best of a row",
          columns: ["", ...result.properties.map(nameOf)],
          rows: result.rows.map((row) => [
            row.label,
            ...row.values.map((v, i) => `${formatCompareValue(v, row.format)}${row.best.includes(i) ? " *" : ""}`),
          ]),
          align: ["left", ...result.properties.map(() => "right" as const)],
        },
      },
    ],
  };
}

function rankingSection(result: CompareResult): ReportSection {
  const blocks: ReportBlock[] = [...result.ranking]
    .sort((a, b) => a.rank - b.rank)
    .flatMap((entry): ReportBlock[] => {
      const property = result.properties.find((p) => p.id === entry.property_id);
      const heading = `#${entry.rank} ${property ? nameOf(property) : entry.property_id} (score ${formatUpToOneDecimal(entry.score)})`;
      const findings = property?.plausibility.map((f) => `Check (${f.severity}): ${f.message}`) ?? [];
      const reasons = [...entry.reasons, ...findings];
      return [
        { kind: "heading", text: heading },
        ...(reasons.length > 0 ? [{ kind: "list" as const, items: reasons }] : []),
      ];
    });
  return { id: "ranking", title: "Ranking", blocks };
}

function narrativeSection(result: CompareResult): ReportSection {
  const by = result.narration === "model" ? `Written by ${result.model ?? "a language model"}` : "Plain text";
  return {
    id: "narrative",
    title: "Summary",
    blocks: [
      { kind: "paragraph", text: result.narrative },
      { kind: "paragraph", text: `${by}; every figure and the ranking are computed by code.` },
    ],
  };
}

/** The /compare screen as a report: the side-by-side table, the ranking with its reasons, and the summary. */
export function compareReport(
  result: CompareResult,
  assumptions: CompareAssumptions,
  generatedAt: Date,
): CompareReport {
  return {
    title: `Comparison of ${result.properties.length} properties`,
    subtitle: `${result.properties.map(nameOf).join(", ")}. Compared ${dateText(generatedAt)}.`,
    sections: [tableSection(result, assumptions), rankingSection(result), narrativeSection(result)],
  };
}
