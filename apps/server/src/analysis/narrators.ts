import type {
  CompareAnalysis,
  CompsResult,
  ListingSummary,
  NeighborhoodAnalysis,
  ProformaAnalysis,
} from "@plexwise/core";
import { z } from "zod";
import { contradictedVerdict } from "../llm/verdict-words";
import { contradictedComps } from "./words/comps-words";
import { contradictedFlags } from "./words/flag-words";
import { contradictedRanking } from "./words/ranking-words";
import { contradictedRatings } from "./words/rating-words";
import type { Narrator } from "./run-analysis";

/**
 * What a model may write for each analysis. It sees only the computed facts (never document text), is
 * told to use no number that is not among them, and answers in a schema of prose fields only.
 */
const SYSTEM = [
  "You write short, plain-English prose for real-estate investors about a small apartment building.",
  "Every number, rating and verdict has already been computed and is given to you as JSON facts.",
  "Use only numbers that appear in the facts, written the same way or rounded; never compute, estimate or invent a number.",
  "Do not change any verdict or rating. No markdown, no lists inside strings, no advice to contact anyone.",
].join(" ");

const factsPrompt = (task: string, facts: unknown) => `${task}\n\nFacts (JSON):\n${JSON.stringify(facts, null, 1)}`;

/** Replaces the items of a list only when the model kept their number, so each still matches its source. */
const sameLength = (original: string[], rewritten: string[]) =>
  rewritten.length === original.length ? rewritten : original;

const proformaProse = z.object({ summary: z.string().max(2000), execution_plan: z.array(z.string().max(400)).max(20) });
export const proformaNarrator: Narrator<ProformaAnalysis, z.infer<typeof proformaProse>> = {
  schema: proformaProse,
  schemaName: "proforma_prose",
  system: SYSTEM,
  prompt: (a) =>
    factsPrompt(
      "Write a 3-5 sentence summary of this pro-forma review, and rewrite each execution-plan step as one clear sentence (same number of steps, same order).",
      { metrics: a.metrics, flags: a.flags, verdict: a.verdict, execution_plan: a.execution_plan },
    ),
  texts: (n) => [n.summary, ...n.execution_plan],
  contradictions: (a, n) => [
    ...contradictedVerdict([n.summary, ...n.execution_plan], a.verdict.decision),
    ...contradictedFlags([n.summary, ...n.execution_plan], a),
  ],
  apply: (a, n) => ({ ...a, summary: n.summary, execution_plan: sameLength(a.execution_plan, n.execution_plan) }),
};

const summaryProse = z.object({ summary: z.string().max(2000), highlights: z.array(z.string().max(300)).max(8) });
export const summaryNarrator: Narrator<ListingSummary, z.infer<typeof summaryProse>> = {
  schema: summaryProse,
  schemaName: "listing_summary_prose",
  system: SYSTEM,
  prompt: (a) => factsPrompt("Write a 3-5 sentence listing summary and 3-6 short highlights from these facts.", a),
  texts: (n) => [n.summary, ...n.highlights],
  apply: (_a, n) => ({ summary: n.summary, highlights: n.highlights }),
};

const neighborhoodProse = z.object({ narrative: z.string().max(2500), recommendation_summary: z.string().max(600) });
export const neighborhoodNarrator: Narrator<NeighborhoodAnalysis, z.infer<typeof neighborhoodProse>> = {
  schema: neighborhoodProse,
  schemaName: "neighborhood_prose",
  system: SYSTEM,
  prompt: (a) =>
    factsPrompt(
      "Write a short narrative of this neighbourhood's ratings and the data behind them, and a one-sentence summary of the recommendation.",
      {
        ratings: a.ratings,
        factors: a.factors,
        overall_recommendation: a.overall_recommendation,
        geography: a.geography,
      },
    ),
  texts: (n) => [n.narrative, n.recommendation_summary],
  contradictions: (a, n) => contradictedRatings([n.narrative, n.recommendation_summary], a),
  apply: (a, n) => ({
    ...a,
    narrative: n.narrative,
    overall_recommendation: { ...a.overall_recommendation, summary: n.recommendation_summary },
  }),
};

const compsProse = z.object({ header_text: z.string().max(600), explanations: z.array(z.string().max(500)).max(30) });
export const compsNarrator: Narrator<CompsResult, z.infer<typeof compsProse>> = {
  schema: compsProse,
  schemaName: "comps_prose",
  system: SYSTEM,
  prompt: (a) =>
    factsPrompt(
      "Write a one-sentence header for these comparable rents and rewrite each explanation as one clear sentence (same number, same order).",
      {
        summary_table: a.summary_json.summary_table,
        explanations: a.summary_json.explanations,
        data_sources: a.summary_json.meta.data_sources,
      },
    ),
  texts: (n) => [n.header_text, ...n.explanations],
  contradictions: (a, n) => contradictedComps({ header: n.header_text, explanations: n.explanations }, a),
  apply: (a, n) => ({
    header_text: n.header_text,
    summary_json: { ...a.summary_json, explanations: sameLength(a.summary_json.explanations, n.explanations) },
  }),
};

const compareProse = z.object({ narrative: z.string().max(3000) });
export const compareNarrator: Narrator<CompareAnalysis, z.infer<typeof compareProse>> = {
  schema: compareProse,
  schemaName: "comparison_prose",
  system: SYSTEM,
  prompt: (a) =>
    factsPrompt("Write a 4-6 sentence comparison of these properties for an investor, following the ranking.", {
      properties: a.properties,
      rows: a.rows,
      ranking: a.ranking,
    }),
  texts: (n) => [n.narrative],
  contradictions: (a, n) => contradictedRanking([n.narrative], a),
  apply: (a, n) => ({ ...a, narrative: n.narrative }),
};
