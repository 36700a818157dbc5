import type { CompsResult, ListingSummary, ProformaAnalysis } from "../contracts/analysis";
import { analysisStatusText, NOT_RUN } from "./analysis-status";
import { neighborhoodBlocks } from "./neighborhood-blocks";
import type { ReportContext } from "./report-context";
import { DASH, moneyText, percentText } from "./report-format";
import type { ReportBlock, ReportSection } from "./report-types";

const listingBlocks = (summary: ListingSummary): ReportBlock[] => [
  { kind: "paragraph", text: summary.summary },
  ...(summary.highlights.length > 0 ? [{ kind: "list" as const, items: summary.highlights }] : []),
];

function proformaBlocks(performa: ProformaAnalysis): ReportBlock[] {
  const blocks: ReportBlock[] = [{ kind: "paragraph", text: performa.summary }];
  if (performa.flags.length > 0)
    blocks.push({
      kind: "table",
      table: {
        caption: "Flags",
        columns: ["Severity", "Flag", "Why"],
        rows: performa.flags.map((f) => [f.severity, f.title, f.reason]),
      },
    });
  else blocks.push({ kind: "paragraph", text: "No flags." });
  blocks.push(
    { kind: "heading", text: `Verdict: ${performa.verdict.decision}` },
    { kind: "paragraph", text: performa.verdict.reason },
    { kind: "paragraph", text: "The rules the verdict follows, in order (the first that applies decides):" },
    { kind: "list", items: performa.verdict_rules },
  );
  if (performa.execution_plan.length > 0)
    blocks.push({ kind: "heading", text: "Execution plan" }, { kind: "list", items: performa.execution_plan });
  return blocks;
}

const num = (n: number | null) => (n === null ? DASH : String(n));

function compsBlocks(comps: CompsResult): ReportBlock[] {
  const { summary_table, comps: list, meta, explanations } = comps.summary_json;
  const sourceName = new Map(meta.data_sources.map((s) => [s.id, s.name]));
  return [
    { kind: "paragraph", text: comps.header_text },
    {
      kind: "table",
      table: {
        caption: "Rents by unit type",
        columns: ["Unit type", "Current", "Median", "Low", "High", "vs current", "Comps", "HUD FMR floor"],
        rows: summary_table.map((r) => [
          r.unit_type,
          moneyText(r.current_rent),
          moneyText(r.median_rent),
          moneyText(r.low),
          moneyText(r.high),
          percentText(r.pct_vs_current, 1),
          String(r.comp_count),
          moneyText(r.fmr_floor),
        ]),
        align: ["left", "right", "right", "right", "right", "right", "right", "right"],
      },
    },
    {
      kind: "table",
      table: {
        caption: "Comparable rents and their sources",
        columns: ["Source", "Unit type", "Beds", "Rent", "Address", "Miles", "Note"],
        rows: list.map((c) => [
          sourceName.get(c.source) ?? c.source,
          c.unit_type,
          num(c.beds),
          moneyText(c.rent),
          c.address ?? DASH,
          c.distance_miles === null ? DASH : c.distance_miles.toFixed(1),
          c.note ?? "",
        ]),
      },
    },
    ...(explanations.length > 0 ? [{ kind: "list" as const, items: explanations }] : []),
  ];
}

/** One analysis under its heading: its status line then its content, or "not run". */
function analysisBlocks<T>(
  title: string,
  stored: { analysis: T; meta: Parameters<typeof analysisStatusText>[0] } | null,
  blocksOf: (analysis: T) => ReportBlock[],
): ReportBlock[] {
  if (!stored)
    return [
      { kind: "heading", text: title },
      { kind: "paragraph", text: NOT_RUN },
    ];
  return [
    { kind: "heading", text: title },
    { kind: "paragraph", text: analysisStatusText(stored.meta) },
    ...blocksOf(stored.analysis),
  ];
}

/** The AI analyses as stored: every number in them was computed by code (SPEC section 3). */
export function analysesSection({ analyses }: ReportContext): ReportSection {
  return {
    id: "analyses",
    title: "AI analyses",
    newPage: true,
    blocks: [
      ...analysisBlocks("Listing summary", analyses.summary, listingBlocks),
      ...analysisBlocks("Pro-forma review", analyses.performa, proformaBlocks),
      ...analysisBlocks("Neighborhood", analyses.neighborhood, neighborhoodBlocks),
      ...analysisBlocks("Comparable rents", analyses.comps, compsBlocks),
    ],
  };
}
